import type { TeamSummary } from '@mandi/api-client'
import { Button, CopyField } from '@mandi/ui-kit'
import { MessageCircle, Share2 } from 'lucide-react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { RewardRule } from './reward-rule.tsx'
import { whatsappShareHref } from './share-link.ts'
import './referral.css'

export interface ShareViewProps {
  readonly status: ViewStatus
  /** The user's own invitation code; present on success. */
  readonly code: string
  readonly link: string
  /** The level-1 team (user/direct?level=1, what /direct shows): who joined with the code, who deposited. */
  readonly invited: { readonly status: ViewStatus; readonly summary: TeamSummary | null }
  /** The invite_reward percent (sys/config); null while unknown: the rule is then not stated. */
  readonly rewardPercent: string | null
  /** The device can share (the Web Share API); otherwise a WhatsApp link is offered instead. */
  readonly canShare: boolean
  /** Opens the device's share sheet with the message (code and link). */
  readonly onShare: (message: string) => void
  readonly onRetry: () => void
  readonly onRetryInvited: () => void
  /** §8: a copy shows the alert 'Copied successfully'. */
  readonly onCopied: () => void
}

/**
 * /share (spec §2): the invitation code and link to copy, a Share button (the phone's share sheet) or a
 * WhatsApp link where the phone has none, the real number of friends who joined (the same data as /direct),
 * and links to the rewards and the team.
 */
export function ShareView(props: ShareViewProps) {
  const t = useT()
  const message = t('referral.share.message', { code: props.code, link: props.link })
  const summary = props.invited.summary
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
          <p className="referral__muted">{t('referral.share.intro')}</p>
          <RewardRule percent={props.rewardPercent} />
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
          {props.canShare ? (
            <Button block onClick={() => props.onShare(message)}>
              <Share2 size={20} aria-hidden="true" />
              {t('referral.share.share')}
            </Button>
          ) : (
            <a
              className="referral__link referral__link--button referral__share"
              href={whatsappShareHref(message)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle size={20} aria-hidden="true" />
              {t('referral.share.whatsapp')}
            </a>
          )}
        </div>
      )}
      <h2 className="referral__subtitle">{t('referral.share.statsTitle')}</h2>
      {props.invited.status === 'success' && summary ? (
        <>
          <dl className="referral__stats referral__stats--two">
            <div>
              <dt>{t('referral.share.invited')}</dt>
              <dd>{summary.peopleCount.toLocaleString('en-IN')}</dd>
            </div>
            <div>
              <dt>{t('referral.share.deposited')}</dt>
              <dd>{summary.depositorsCount.toLocaleString('en-IN')}</dd>
            </div>
          </dl>
          <p className="referral__muted">{t('referral.share.statsNote')}</p>
        </>
      ) : (
        <StatusBlock
          status={props.invited.status === 'success' ? 'empty' : props.invited.status}
          emptyTitle={t('shell.common.empty')}
          onRetry={props.onRetryInvited}
          lines={1}
        />
      )}
      <nav className="referral__links" aria-label={t('referral.share.more')}>
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
