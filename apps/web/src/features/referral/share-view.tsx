import { formatRupees, SHARE_PAGE_STATS } from '@mandi/domain'
import { CopyField } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from '../content/load-states.tsx'
import './referral.css'

export interface ShareViewProps {
  readonly status: ViewStatus
  /** The user's own invitation code; present on success. */
  readonly code: string
  readonly link: string
  readonly onRetry: () => void
  /** §8: a copy shows the alert 'Copied successfully'. */
  readonly onCopied: () => void
}

/** /share (spec §2): invitation code, the share link to copy, static zero statistics, a link to /reward. */
export function ShareView(props: ShareViewProps) {
  const t = useT()
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.share.title')}</h1>
      <StatusBlock
        status={props.status}
        emptyTitle={t('shell.common.empty')}
        onRetry={props.onRetry}
        lines={2}
      />
      {props.status === 'success' && (
        <div className="referral__stack">
          <CopyField
            label={t('referral.share.code')}
            value={props.code}
            copyLabel={t('referral.share.copy')}
            copiedMessage={t('shell.common.copied')}
            onCopied={props.onCopied}
          />
          <CopyField
            label={t('referral.share.link')}
            value={props.link}
            copyLabel={t('referral.share.copy')}
            copiedMessage={t('shell.common.copied')}
            onCopied={props.onCopied}
          />
        </div>
      )}
      <h2 className="referral__subtitle">{t('referral.share.statsTitle')}</h2>
      {/* §1: the share page statistics are static zeros. */}
      <dl className="referral__stats">
        <div>
          <dt>{t('referral.share.invited')}</dt>
          <dd>{SHARE_PAGE_STATS.invitedCount}</dd>
        </div>
        <div>
          <dt>{t('referral.share.deposited')}</dt>
          <dd>{SHARE_PAGE_STATS.depositedCount}</dd>
        </div>
        <div>
          <dt>{t('referral.share.rewards')}</dt>
          <dd>{formatRupees(SHARE_PAGE_STATS.rewards)}</dd>
        </div>
      </dl>
      <nav className="referral__links">
        <Link to="/reward" className="referral__link">
          {t('referral.share.rewardLink')}
        </Link>
        <Link to="/direct" className="referral__link">
          {t('referral.share.teamLink')}
        </Link>
      </nav>
    </section>
  )
}
