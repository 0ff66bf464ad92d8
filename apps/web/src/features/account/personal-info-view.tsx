import type { UserInfo } from '@mandi/api-client'
import { isKycVerified } from '@mandi/domain'
import { Avatar, BottomSheet, Button, StatusPill } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { LoadState } from '../../layout/load-states.tsx'
import './account.css'

export interface PersonalInfoViewProps {
  readonly status: 'loading' | 'error' | 'success'
  readonly errorText?: string
  readonly onRetry: () => void
  readonly user?: UserInfo
  readonly avatarUrl?: string
  /** The chosen picture's square crop (an object URL) while the crop popup is open. */
  readonly cropPreview: string | null
  readonly uploading: boolean
  readonly onPickFile: (file: File) => void
  readonly onUpload: () => void
  readonly onCancelCrop: () => void
}

/** /userinfo (spec §2): verified flag, avatar with change (crop, upload), mobile, name and UID. */
export function PersonalInfoView(props: PersonalInfoViewProps) {
  const t = useT()
  const user = props.user
  return (
    <section className="screen account">
      <BackBar title={t('account.userinfo.title')} />
      <LoadState status={props.status} errorText={props.errorText} onRetry={props.onRetry} lines={5}>
        {user && (
          <>
            <div className="account__who">
              <Avatar name={user.name} src={props.avatarUrl} size={72} />
              <label className="account__file">
                {t('account.userinfo.change')}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/gif"
                  onChange={(event) => {
                    const file = event.target.files?.[0]
                    // Cleared so choosing the same file again still fires a change.
                    event.target.value = ''
                    if (file) props.onPickFile(file)
                  }}
                />
              </label>
            </div>
            <dl className="account__facts">
              <div>
                <dt>{t('account.userinfo.status')}</dt>
                <dd>
                  <StatusPill
                    label={t(
                      isKycVerified(user.kycStatus)
                        ? 'account.profile.verified'
                        : 'account.profile.notVerified',
                    )}
                    tone={isKycVerified(user.kycStatus) ? 'success' : 'neutral'}
                  />
                </dd>
              </div>
              <div>
                <dt>{t('account.userinfo.mobile')}</dt>
                <dd>{user.mob}</dd>
              </div>
              <div>
                <dt>{t('account.userinfo.name')}</dt>
                <dd>{user.name}</dd>
              </div>
              <div>
                <dt>{t('account.userinfo.uid')}</dt>
                <dd>{user.id}</dd>
              </div>
              <div>
                <dt>{t('account.userinfo.code')}</dt>
                <dd>{user.code}</dd>
              </div>
            </dl>
          </>
        )}
      </LoadState>
      <BottomSheet
        open={props.cropPreview !== null}
        title={t('account.userinfo.cropTitle')}
        closeLabel={t('shell.common.close')}
        onClose={props.onCancelCrop}
      >
        <div className="account__crop">
          {props.cropPreview && <img src={props.cropPreview} alt={t('account.userinfo.avatar')} />}
          <p className="account__muted">{t('account.userinfo.cropHint')}</p>
          <Button block loading={props.uploading} onClick={props.onUpload}>
            {t('account.userinfo.upload')}
          </Button>
          <Button block variant="secondary" disabled={props.uploading} onClick={props.onCancelCrop}>
            {t('account.userinfo.cancel')}
          </Button>
        </div>
      </BottomSheet>
    </section>
  )
}
