import { CopyField } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import type { InstallStatus } from '../../install/install-prompt.ts'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { InstallOffer } from './install-offer.tsx'
import './referral.css'

/** What the server said about the Android package (see app-package.ts). */
export type AppPackageState =
  | { readonly status: 'loading' | 'unavailable' | 'error' }
  | { readonly status: 'available'; readonly href: string }

export interface DownloadViewProps {
  readonly code: string
  readonly appPackage: AppPackageState
  /** Whether the browser lets the page install the app (see install/install-prompt.ts). */
  readonly install: InstallStatus
  /** Opens the browser's install dialog. */
  readonly onInstall: () => void
  /** Asks the server again after a failed check. */
  readonly onRetry: () => void
  /** §8: a copy shows the alert 'Copied successfully'. */
  readonly onCopied: () => void
}

/**
 * /download?code (spec §2): the invitation code with a copy button, the way to add the app to the home screen
 * (the browser's Install when it offers one, else the manual steps), and the app package link. The link is
 * shown only when the server says a package exists; otherwise a plain line says it is not available yet.
 * Public.
 */
export function DownloadView(props: DownloadViewProps) {
  const t = useT()
  const pkg = props.appPackage
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
      <InstallOffer status={props.install} onInstall={props.onInstall} />
      {pkg.status === 'loading' && <LoadingBlock lines={1} />}
      {pkg.status === 'error' && (
        <ErrorBlock message={t('referral.download.checkFailed')} onRetry={props.onRetry} />
      )}
      {pkg.status === 'unavailable' && <p>{t('referral.download.unavailable')}</p>}
      {pkg.status === 'available' && (
        <a className="referral__link referral__link--button" href={pkg.href} download>
          {t('referral.download.package')}
        </a>
      )}
    </section>
  )
}
