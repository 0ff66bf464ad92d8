import { CopyField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import './referral.css'

/**
 * Where the app package is linked. The reference server does not serve a package yet, so this is a stable
 * path on our own origin for the deployment to fill; nothing here claims a store listing.
 */
export const APP_PACKAGE_PATH = '/download/mandi.apk'

export interface DownloadViewProps {
  readonly code: string
  readonly packageHref: string
  /** §8: a copy shows the alert 'Copied successfully'. */
  readonly onCopied: () => void
}

/** /download?code (spec §2): the invitation code with a copy button and the app package link. Public. */
export function DownloadView(props: DownloadViewProps) {
  const t = useT()
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.download.title')}</h1>
      <CopyField
        label={t('referral.download.code')}
        value={props.code}
        copyLabel={t('referral.download.copy')}
        copiedMessage={t('shell.common.copied')}
        onCopied={props.onCopied}
      />
      <p className="referral__muted">{t('referral.download.note')}</p>
      <a className="referral__link referral__link--button" href={props.packageHref} download>
        {t('referral.download.package')}
      </a>
    </section>
  )
}
