import { Button } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import type { InstallStatus } from '../../install/install-prompt.ts'

export interface InstallOfferProps {
  readonly status: InstallStatus
  /** Opens the browser's own install dialog (only offered while `status` is `available`). */
  readonly onInstall: () => void
}

/**
 * /download's "add to home screen" part: the Install button when the browser lets the page install, a line
 * once it is installed, and otherwise the short manual steps of Chrome on Android and Safari on iPhone.
 */
export function InstallOffer({ status, onInstall }: InstallOfferProps) {
  const t = useT()
  return (
    <section className="referral__install" aria-labelledby="download-install-title">
      <h2 id="download-install-title" className="referral__subtitle">
        {t('referral.download.install.title')}
      </h2>
      {status === 'available' && (
        <>
          <Button block onClick={onInstall}>
            {t('referral.download.install.button')}
          </Button>
          <p className="referral__muted">{t('referral.download.install.note')}</p>
        </>
      )}
      {status === 'installed' && <p role="status">{t('referral.download.install.installed')}</p>}
      {status === 'steps' && (
        <>
          <p>{t('referral.download.install.stepsIntro')}</p>
          <h3 className="referral__steps-title">{t('referral.download.install.android')}</h3>
          <ol className="referral__steps">
            <li>{t('referral.download.install.androidMenu')}</li>
            <li>{t('referral.download.install.androidAdd')}</li>
            <li>{t('referral.download.install.androidConfirm')}</li>
          </ol>
          <h3 className="referral__steps-title">{t('referral.download.install.iphone')}</h3>
          <ol className="referral__steps">
            <li>{t('referral.download.install.iphoneShare')}</li>
            <li>{t('referral.download.install.iphoneAdd')}</li>
            <li>{t('referral.download.install.iphoneConfirm')}</li>
          </ol>
        </>
      )}
    </section>
  )
}
