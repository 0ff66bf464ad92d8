import { isKycVerified, OPERATOR_REASON_LIMITS, paise } from '@mandi/domain'
import { Button, Form, Money } from '@mandi/ui-kit'
import { type ReactNode, useId } from 'react'
import type { PanItem, TransferItem, UserActivity, WithdrawalItem } from '../../api/schemas.ts'
import { formatDay, formatWhen } from '../../format/time.ts'
import { type Translate, useT } from '../../i18n/i18n.tsx'
import { APPROVE_VERB, REFUSAL_CHOICES } from './refusal-codes.ts'

/** One waiting item with the queue it is in. */
export type QueueEntry =
  | { readonly queue: 'withdrawals'; readonly item: WithdrawalItem }
  | { readonly queue: 'transfers'; readonly item: TransferItem }
  | { readonly queue: 'pans'; readonly item: PanItem }

/** Why a decision was not taken; what was chosen and typed stays. */
export type DecisionProblem =
  | { readonly kind: 'reason-short' | 'reason-long' | 'network' }
  | { readonly kind: 'failed'; readonly message: string }

export interface RefusalDraft {
  readonly code: string
  readonly reason: string
}

export interface QueueItemViewProps {
  readonly entry: QueueEntry
  /** A decision is on its way: which one. */
  readonly busy: 'approve' | 'refuse' | null
  /** The refusal form is open. */
  readonly refusing: boolean
  readonly refusal: RefusalDraft
  readonly problem: DecisionProblem | null
  readonly onApprove: () => void
  readonly onRefusing: (open: boolean) => void
  readonly onRefusalChange: (refusal: RefusalDraft) => void
  readonly onRefuse: () => void
}

function describeProblem(t: Translate, problem: DecisionProblem): string {
  switch (problem.kind) {
    case 'reason-short':
      return t('queues.errors.reasonShort', { min: OPERATOR_REASON_LIMITS.min })
    case 'reason-long':
      return t('queues.errors.reasonLong', { max: OPERATOR_REASON_LIMITS.max })
    case 'network':
      return t('queues.errors.network')
    case 'failed':
      return t('queues.errors.failed', { message: problem.message })
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ops-queue-item__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Activity({ activity }: { activity: UserActivity }) {
  const t = useT()
  const kyc = isKycVerified(activity.kycStatus)
    ? t('queues.activity.kyc.verified')
    : activity.kycStatus === 1
      ? t('queues.activity.kyc.pending')
      : t('queues.activity.kyc.none')
  return (
    <details className="ops-queue-item__activity">
      <summary>{t('queues.activity.title')}</summary>
      <dl className="ops-queue-item__facts">
        <Fact label={t('queues.activity.joined')}>{formatDay(activity.joinedAt)}</Fact>
        <Fact label={t('queues.activity.identity')}>{kyc}</Fact>
        <Fact label={t('queues.activity.balance')}>
          <Money amount={paise(activity.balance)} />
        </Fact>
        <Fact label={t('queues.activity.salary')}>
          <Money amount={paise(activity.salary)} />
        </Fact>
      </dl>
      <h4 className="ops-queue-item__lines-title">{t('queues.activity.lines')}</h4>
      {activity.lines.length === 0 ? (
        <p className="ops-queue-item__muted">{t('queues.activity.noLines')}</p>
      ) : (
        <ul className="ops-queue-item__lines">
          {activity.lines.map((line) => (
            <li key={`${line.at}-${line.title}-${line.amount}`}>
              <span>{line.title}</span>
              <Money amount={paise(line.amount)} signed tone="auto" />
              <time dateTime={new Date(line.at).toISOString()}>{formatWhen(line.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}

function Details({ entry }: { entry: QueueEntry }) {
  const t = useT()
  switch (entry.queue) {
    case 'withdrawals': {
      const { item } = entry
      return (
        <dl className="ops-queue-item__facts">
          <Fact label={t('queues.item.amount')}>
            <Money amount={paise(item.amount)} />
          </Fact>
          <Fact label={t('queues.item.fee')}>
            <Money amount={paise(item.fee)} />
          </Fact>
          <Fact label={t('queues.item.purse')}>{t(`queues.item.purseName.${item.purse}`)}</Fact>
          <Fact label={t('queues.item.order')}>{item.orderNum}</Fact>
          <Fact label={t('queues.item.bank')}>{item.bank.name}</Fact>
          <Fact label={t('queues.item.holder')}>{item.bank.holder}</Fact>
          <Fact label={t('queues.item.account')}>
            {t('queues.item.accountEnding', { digits: item.bank.accountEnding })}
          </Fact>
          <Fact label={t('queues.item.ifsc')}>{item.bank.ifsc}</Fact>
          <Fact label={t('queues.item.bankChanged')}>
            {item.bank.changedAt === 0 ? t('queues.item.longAgo') : formatWhen(item.bank.changedAt)}
          </Fact>
          <Fact label={t('queues.item.asked')}>{formatWhen(item.createdAt)}</Fact>
        </dl>
      )
    }
    case 'transfers': {
      const { item } = entry
      return (
        <dl className="ops-queue-item__facts">
          <Fact label={t('queues.item.amount')}>
            <Money amount={paise(item.amount)} />
          </Fact>
          <Fact label={t('queues.item.utr')}>{item.utr}</Fact>
          <Fact label={t('queues.item.order')}>{item.orderNum}</Fact>
          <Fact label={t('queues.item.utrSent')}>{formatWhen(item.sentAt)}</Fact>
        </dl>
      )
    }
    case 'pans': {
      const { item } = entry
      return (
        <dl className="ops-queue-item__facts">
          <Fact label={t('queues.item.pan')}>{item.pan}</Fact>
          <Fact label={t('queues.item.fullName')}>{item.fullName}</Fact>
          <Fact label={t('queues.item.accountName')}>{item.user.name}</Fact>
          <Fact label={t('queues.item.birthDate')}>{item.birthDate}</Fact>
          <Fact label={t('queues.item.city')}>{item.city}</Fact>
          <Fact label={t('queues.item.sent')}>{formatWhen(item.sentAt)}</Fact>
        </dl>
      )
    }
  }
}

/**
 * One item waiting for a finance decision: who asked, the details the decision needs, when the automatic desk
 * would decide and what its rule says, the user's recent activity, and the two decisions (the refusal with a
 * reason the user reads).
 */
export function QueueItemView(props: QueueItemViewProps) {
  const t = useT()
  const reasonId = useId()
  const ownId = useId()
  const hintId = useId()
  const { entry, problem } = props
  const { item } = entry
  const verb = APPROVE_VERB[entry.queue]
  const titleId = `ops-queue-item-${entry.queue}-${item.id}`
  const deskWould =
    item.deskWould.decision === 'refuse'
      ? t('queues.item.deskWould.refuse', { reason: item.deskWould.reason })
      : t('queues.item.deskWould.approve')
  const busy = props.busy !== null
  return (
    <article className="ops-queue-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="ops-queue-item__title">
        {t('queues.item.user', { name: item.user.name, code: item.user.code })}
      </h3>
      <Details entry={entry} />
      <p className="ops-queue-item__muted">
        {item.autoAt === null
          ? t('queues.item.manualOnly')
          : t('queues.item.autoAt', { when: formatWhen(item.autoAt) })}{' '}
        {deskWould}
      </p>
      {entry.queue !== 'pans' && <Activity activity={entry.item.activity} />}
      {!props.refusing && (
        <div className="ops-queue-item__actions">
          <Button loading={props.busy === 'approve'} disabled={busy} onClick={props.onApprove}>
            {t(`queues.action.${verb}`)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => props.onRefusing(true)}>
            {t('queues.action.refuse')}
          </Button>
        </div>
      )}
      {props.refusing && (
        <Form busy={props.busy === 'refuse'} onSubmit={props.onRefuse} className="ops-queue-item__refusal">
          <label htmlFor={reasonId}>{t('queues.action.reason')}</label>
          <select
            id={reasonId}
            className="ops-queue-item__select"
            value={props.refusal.code}
            disabled={busy}
            onChange={(event) => props.onRefusalChange({ ...props.refusal, code: event.target.value })}
          >
            {REFUSAL_CHOICES[entry.queue].map((code) => (
              <option key={code} value={code}>
                {t(`queues.reason.${code}`)}
              </option>
            ))}
          </select>
          {props.refusal.code === 'other' && (
            <>
              <label htmlFor={ownId}>{t('queues.action.ownReason')}</label>
              <textarea
                id={ownId}
                className="ops-queue-item__text"
                rows={3}
                value={props.refusal.reason}
                readOnly={busy}
                aria-describedby={hintId}
                aria-invalid={problem?.kind === 'reason-short' || problem?.kind === 'reason-long'}
                onChange={(event) => props.onRefusalChange({ ...props.refusal, reason: event.target.value })}
              />
              <p id={hintId} className="ops-queue-item__muted">
                {t('queues.action.ownReasonHint', {
                  min: OPERATOR_REASON_LIMITS.min,
                  max: OPERATOR_REASON_LIMITS.max,
                })}
              </p>
            </>
          )}
          <div className="ops-queue-item__actions">
            <Button type="submit" variant="danger" loading={props.busy === 'refuse'} disabled={busy}>
              {t('queues.action.refuseSend')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => props.onRefusing(false)}>
              {t('queues.action.cancel')}
            </Button>
          </div>
        </Form>
      )}
      {problem && (
        <p className="ops-queue-item__error" role="alert">
          {describeProblem(t, problem)}
        </p>
      )}
    </article>
  )
}
