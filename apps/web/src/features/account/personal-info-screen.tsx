import { AVATAR_PICK_RULES, lastExtension } from '@mandi/domain'
import { useEffect, useState } from 'react'
import { errorText } from '../../api/api-error.ts'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { checkPickedFile } from '../../files/check-picked-file.ts'
import { useT } from '../../i18n/i18n.tsx'
import { avatarUrlOf } from './avatar-url.ts'
import { cropSquare } from './crop-square.ts'
import { PersonalInfoView } from './personal-info-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

/**
 * /userinfo container: user/info, then a square crop of the chosen picture (checked first with the domain's
 * AVATAR_PICK_RULES) uploaded to set_face_icon.
 */
export function PersonalInfoScreen() {
  const t = useT()
  const { toast } = useFeedback()
  const { state, reload } = useApiQuery('user/info', () => userApi.info(), { isEmpty: () => false })
  const [cropped, setCropped] = useState<{ file: File; url: string } | null>(null)
  const [uploading, setUploading] = useState(false)
  // The preview URL holds the image in memory until it is revoked.
  useEffect(() => () => (cropped ? URL.revokeObjectURL(cropped.url) : undefined), [cropped])
  const user = state.status === 'success' ? state.data : undefined
  return (
    <PersonalInfoView
      status={state.status === 'success' || state.status === 'error' ? state.status : 'loading'}
      errorText={state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined}
      onRetry={reload}
      user={user}
      avatarUrl={avatarUrlOf(user)}
      cropPreview={cropped?.url ?? null}
      uploading={uploading}
      onPickFile={async (file) => {
        // Only a real png, jpg or gif within the limit is opened; anything else is refused by name.
        const verdict = await checkPickedFile(file, AVATAR_PICK_RULES)
        if (!verdict.ok) {
          const name = file.name
          toast(
            verdict.reason === 'extension'
              ? t('account.userinfo.notImage', { name })
              : verdict.reason === 'size'
                ? t('account.userinfo.tooLarge', { name, size: AVATAR_PICK_RULES.maxMegabytes })
                : t('account.userinfo.notReally', { name, kind: lastExtension(name) }),
          )
          return
        }
        try {
          const square = await cropSquare(file)
          setCropped({ file: square, url: URL.createObjectURL(square) })
        } catch {
          toast(t('account.userinfo.badImage'))
        }
      }}
      onCancelCrop={() => setCropped(null)}
      onUpload={async () => {
        if (!cropped || uploading) return
        setUploading(true)
        try {
          await toPromise(userApi.setFaceIcon(cropped.file))
          toast(t('account.userinfo.uploaded'))
          setCropped(null)
          reload()
        } catch (error) {
          toast(errorText(error, t('shell.error.network')))
        } finally {
          setUploading(false)
        }
      }}
    />
  )
}
