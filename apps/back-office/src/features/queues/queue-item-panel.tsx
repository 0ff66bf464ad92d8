import { checkOperatorReason } from '@mandi/domain'
import { useRef, useState } from 'react'
import { newIdempotencyKey } from '../../api/idempotency-key.ts'
import { opsApi, type RefusalChoice } from '../../api/ops-api.ts'
import { OpsApiError } from '../../api/ops-error.ts'
import {
  type DecisionProblem,
  type QueueEntry,
  QueueItemView,
  type RefusalDraft,
} from './queue-item-view.tsx'
import { APPROVE_VERB, REFUSAL_CHOICES } from './refusal-codes.ts'

export type DecisionVerb = 'pay' | 'confirm' | 'verify' | 'refuse'

/** How a decision ended, for the queue's notice: taken, or already taken by someone else (409). */
export type DecisionOutcome =
  | { readonly kind: 'done'; readonly verb: DecisionVerb; readonly entry: QueueEntry }
  | { readonly kind: 'decided'; readonly message: string }

export interface QueueItemPanelProps {
  readonly entry: QueueEntry
  /** Called once a decision ended either way; the queue then fetches again (the item has left it). */
  readonly onOutcome: (outcome: DecisionOutcome) => void
}

/**
 * One item's decisions. Each decision gets an Idempotency-Key when it is first sent and keeps it for its
 * retries (a decision whose answer was lost is then taken once); a different decision gets a new key.
 */
export function QueueItemPanel({ entry, onOutcome }: QueueItemPanelProps) {
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null)
  const [refusing, setRefusing] = useState(false)
  const [refusal, setRefusal] = useState<RefusalDraft>({
    code: REFUSAL_CHOICES[entry.queue][0] ?? 'other',
    reason: '',
  })
  const [problem, setProblem] = useState<DecisionProblem | null>(null)
  const key = useRef<{ decision: string; key: string } | null>(null)

  const keyFor = (decision: string) => {
    if (key.current?.decision !== decision) key.current = { decision, key: newIdempotencyKey() }
    return key.current.key
  }

  const send = (which: 'approve' | 'refuse', verb: DecisionVerb, call: () => Promise<unknown>) => {
    setBusy(which)
    setProblem(null)
    call().then(
      () => {
        key.current = null
        setBusy(null)
        onOutcome({ kind: 'done', verb, entry })
      },
      (error: unknown) => {
        setBusy(null)
        if (error instanceof OpsApiError && error.status === 409) {
          key.current = null
          return onOutcome({ kind: 'decided', message: error.message })
        }
        if (error instanceof OpsApiError && error.status !== 0) {
          // Refused outright (a bad reason, a role): nothing was done, so a new try is a new decision.
          key.current = null
          return setProblem({ kind: 'failed', message: error.message })
        }
        setProblem({ kind: 'network' })
      },
    )
  }

  return (
    <QueueItemView
      entry={entry}
      busy={busy}
      refusing={refusing}
      refusal={refusal}
      problem={problem}
      onApprove={() => {
        const verb = APPROVE_VERB[entry.queue]
        send('approve', verb, () => opsApi.approve(entry.queue, entry.item, keyFor(verb)))
      }}
      onRefusing={(open) => {
        setRefusing(open)
        setProblem(null)
      }}
      onRefusalChange={(next) => {
        setRefusal(next)
        if (problem?.kind === 'reason-short' || problem?.kind === 'reason-long') setProblem(null)
      }}
      onRefuse={() => {
        let choice: RefusalChoice = { code: refusal.code }
        if (refusal.code === 'other') {
          const checked = checkOperatorReason(refusal.reason)
          if (!checked.ok)
            return setProblem({ kind: checked.problem === 'short' ? 'reason-short' : 'reason-long' })
          choice = { code: 'other', reason: checked.reason }
        }
        const decision = `refuse:${JSON.stringify(choice)}`
        send('refuse', 'refuse', () => opsApi.refuse(entry.queue, entry.item, choice, keyFor(decision)))
      }}
    />
  )
}
