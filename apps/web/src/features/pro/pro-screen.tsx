import { bitProInvestMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useCallback, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { proApi } from '../../api/calls/pro.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useMorePages } from '../../api/use-api-pages.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { localiseMessage, type UiEmitted, useEmitted } from '../../machines/use-emitted.ts'
import { ProView } from './pro-view.tsx'
import './strings.ts'

const noop = () => {}

/**
 * /pro container. A failed first load of the totals or the list shows the error state; Retry starts the
 * page (and its machine) again.
 */
export function ProScreen() {
  const [attempt, setAttempt] = useState(0)
  const [loadFailed, setLoadFailed] = useState(false)
  if (loadFailed) {
    return (
      <ProView
        status="error"
        totals={null}
        investments={[]}
        onRetry={() => {
          setLoadFailed(false)
          setAttempt((n) => n + 1)
        }}
        onOpenBuy={noop}
        buy={{
          open: false,
          amount: '',
          error: null,
          submitting: false,
          onAmountChange: noop,
          onSubmit: noop,
          onClose: noop,
        }}
      />
    )
  }
  return <ProPage key={attempt} onLoadFailed={() => setLoadFailed(true)} />
}

/**
 * Runs `bitProInvestMachine` (spec §2, §4): totals and list, BUY opens the popup, pro/create invests with
 * an Idempotency-Key (one request per tap, the key kept for a retry after a lost answer), the server info
 * is shown in an alert and the figures reload. A failed invest keeps the popup open with what was typed.
 */
function ProPage({ onLoadFailed }: { onLoadFailed: () => void }) {
  const t = useT()
  const { alert } = useFeedback()
  const loaded = useRef(false)
  // Set by a load actor just before it rejects: the machine's notice for it is replaced by the error state
  // (first load) or by keeping the figures shown (a reload after an investment).
  const loadFailure = useRef(false)
  const load = async <A,>(signal: AbortSignal, run: () => Promise<A>): Promise<A> => {
    try {
      return await run()
    } catch (error) {
      // A reload started again after a second investment stops the first one: the machine takes no answer
      // from it, so it emits no notice to replace.
      if (signal.aborted) throw error
      loadFailure.current = true
      if (!loaded.current) onLoadFailed()
      throw error
    }
  }
  // provide() builds a new machine: once per screen, not at every render (useMachine runs the first one only).
  const [machine] = useState(() =>
    bitProInvestMachine.provide({
      actors: {
        loadTotals: fromPromise(({ signal }) => load(signal, () => toPromise(proApi.total()))),
        loadInvestments: fromPromise(({ signal }) =>
          load(signal, async () => {
            const investments = await toPromise(proApi.list())
            loaded.current = true
            return [...investments]
          }),
        ),
        createInvestment: fromPromise(async ({ input }) => {
          const ack = await toPromise(proApi.create(input.amount, input.idempotencyKey))
          return ack.info
        }),
      },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine)

  // The investment's result is alerted, as before the machine (it emits toasts).
  const handle = useCallback(
    (emitted: UiEmitted) => {
      if (emitted.type !== 'toast') return false
      if (loadFailure.current) loadFailure.current = false
      else void alert(localiseMessage(emitted.message, t))
      return true
    },
    [alert, t],
  )
  useEmitted(actor, handle)
  const { context } = snapshot
  // Only the first load hides the page: a reload after an investment keeps the figures and BUY shown, and
  // the machine takes BUY meanwhile (the figures load beside the popup).
  const loading = !loaded.current && !snapshot.matches({ figures: 'shown' })
  const submitting = snapshot.hasTag('busy')
  // The machine holds the first page (newest first); older investments come a page at a time, and start again
  // after each reload of the first page.
  const older = useMorePages(loaded.current ? context.investments : undefined, (page) => proApi.list(page), {
    keyOf: (investment) => investment.id,
  })
  return (
    <ProView
      status={loading ? 'loading' : context.investments.length === 0 ? 'empty' : 'success'}
      totals={context.totals}
      investments={older.rows.length > 0 ? [...context.investments, ...older.rows] : context.investments}
      more={older.more}
      onRetry={noop}
      onOpenBuy={() => send({ type: 'open' })}
      buy={{
        open: snapshot.matches({ buy: 'open' }),
        amount: context.amountText,
        error: context.error === null ? null : t('pro.buy.invalidAmount'),
        submitting,
        onAmountChange: (value) => send({ type: 'change', value }),
        onSubmit: () => send({ type: 'submit' }),
        // Closing while the investment is in flight would drop its answer: the popup waits for it.
        onClose: () => {
          if (!submitting) send({ type: 'close' })
        },
      }}
    />
  )
}
