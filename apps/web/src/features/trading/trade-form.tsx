import { firstReads } from '@mandi/api-client/first-reads'
import { TRADE_DIRECTION, type TradeDirection, tradeAmount } from '@mandi/domain'
import { type SettledTrade, type TradePlacedAnswer, tradeOrderMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { firstRead, runCall } from '../../api/first-read.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
import { useT } from '../../i18n/i18n.tsx'
import { type Pair, pairQuery } from '../../links/pair.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import { TradeFormView } from './trade-form-view.tsx'
import type { TradeResultPhase } from './trade-result-view.tsx'
import { useRemaining } from './use-remaining.ts'

/**
 * The confirmation and the placed order's result show only after the user acts, so their code (with the
 * bottom sheet) is not in the screen's first load (issue 30): it loads once the amount is valid, before CALL
 * or PUT can open the sheet.
 */
const loadOrderParts = () =>
  Promise.all([import('./trade-confirm-sheet.tsx'), import('./trade-result-view.tsx')])
const TradeConfirmSheet = lazy(() =>
  loadOrderParts().then(([sheet]) => ({ default: sheet.TradeConfirmSheet })),
)
const TradeResultView = lazy(() =>
  loadOrderParts().then(([, result]) => ({ default: result.TradeResultView })),
)

/** The open order's entry price, to mark on the chart. */
export interface EntryLine {
  readonly price: number
  readonly direction: 'call' | 'put'
}

export interface TradeFormProps {
  readonly pair: Pair
  /** The entry price of the order just placed while it is open; null once it settled (or before any). */
  readonly onEntryLine?: (line: EntryLine | null) => void
}

/**
 * The trade form under the chart. The machine can only carry on with a zero balance when its first load
 * fails, so that failure is shown here as an error with Retry (which starts the form again) instead.
 */
export function TradeForm({ pair, onEntryLine }: TradeFormProps) {
  const [attempt, setAttempt] = useState(0)
  const [loadFailed, setLoadFailed] = useState(false)
  if (loadFailed) {
    return (
      <TradeFormView
        status="error"
        balance={null}
        ratePercent={null}
        amount=""
        error={null}
        onAmountChange={() => {}}
        onPick={() => {}}
        onSubmit={() => {}}
        onRetry={() => {
          setLoadFailed(false)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return (
    <TradeOrderForm
      key={attempt}
      pair={pair}
      onLoadFailed={() => setLoadFailed(true)}
      {...(onEntryLine ? { onEntryLine } : {})}
    />
  )
}

/** An order of trade/list history, as the result needs it; null while it is not settled. */
async function findSettled(id: number): Promise<SettledTrade | null> {
  const history = await runCall(() => lazyCalls.trade().then((api) => api.list(1)))
  const order = history.find((entry) => entry.id === id)
  return order && order.status !== 0
    ? { status: order.status, profitAmount: order.profitAmount, closePrice: order.closePrice }
    : null
}

const RESULT_PHASES: Record<string, TradeResultPhase> = {
  open: 'open',
  checking: 'checking',
  waiting: 'checking',
  settled: 'settled',
  unconfirmed: 'unconfirmed',
  unfollowed: 'unfollowed',
}

/**
 * Runs `tradeOrderMachine` (spec §2, §8, §9): no prefill, 3 to 12 digits and at least ₹100, CALL/PUT open a
 * confirmation, one order per Place with its Idempotency-Key, failures alerted, the balance refreshed on
 * success; the placed order is shown with a countdown and followed until it settles.
 */
function TradeOrderForm({
  pair,
  onLoadFailed,
  onEntryLine,
}: {
  pair: Pair
  onLoadFailed: () => void
  onEntryLine?: (line: EntryLine | null) => void
}) {
  const t = useT()
  const loaded = useRef(false)
  // provide() builds a new machine: once per form, not at every render (useMachine runs the first one only).
  const [machine] = useState(() =>
    tradeOrderMachine.provide({
      actors: {
        loadBalance: fromPromise(async () => {
          try {
            // First reads (issue 30): the boot script's answers, decoded without Effect; a refresh after an
            // order, a Retry or an answer that is not a plain success goes through the call.
            return (await firstRead(firstReads.userInfo(), () => lazyCalls.user().then((api) => api.info())))
              .balance
          } catch (error) {
            // Only the first load decides the error state; a failed refresh after an order keeps the form.
            if (!loaded.current) onLoadFailed()
            throw error
          }
        }),
        loadRate: fromPromise<number | string, void>(async () => {
          try {
            const { rate } = await firstRead(firstReads.tradeRate(), () =>
              lazyCalls.trade().then((api) => api.rate()),
            )
            loaded.current = true
            return rate
          } catch (error) {
            if (!loaded.current) onLoadFailed()
            throw error
          }
        }),
        createTrade: fromPromise(async ({ input }): Promise<TradePlacedAnswer> => {
          // The rate on the confirmation goes with the order (the price guard): a changed rate places nothing.
          const order = { code: input.code, path: input.path, amount: input.amount }
          const ack = await runCall(() =>
            lazyCalls
              .trade()
              .then((api) =>
                api.create(
                  input.rate === undefined ? order : { ...order, rate: input.rate },
                  input.idempotencyKey,
                ),
              ),
          )
          return { ...ack.placed, info: ack.info }
        }),
        findSettled: fromPromise(({ input }) => findSettled(input.id)),
      },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine, { input: { code: pair.code } })
  useEmitted(actor)
  const { context } = snapshot
  const value = snapshot.value as { form: string; result: string }
  const loading = value.form === 'loadingBalance' || value.form === 'loadingRate'
  const confirming = value.form === 'confirming' || value.form === 'submitting'
  const placed = context.placed
  const phase = RESULT_PHASES[value.result] ?? 'open'
  const remaining = useRemaining(placed ? placed.deadline : null)

  const open = placed !== null && (phase === 'open' || phase === 'checking')
  const linePrice = open ? placed.openPrice : undefined
  const lineDirection = placed?.direction ?? 'call'
  useEffect(() => {
    onEntryLine?.(linePrice === undefined ? null : { price: linePrice, direction: lineDirection })
  }, [linePrice, lineDirection, onEntryLine])
  // A form that goes (Retry starts a new one, another pair) takes its line with it.
  useEffect(() => () => onEntryLine?.(null), [onEntryLine])

  const amountPaise = tradeAmount(context.amountText)
  const amountValid = amountPaise !== null
  useEffect(() => {
    // A failed download is the lazy component's to report, when the sheet is opened.
    if (amountValid) loadOrderParts().catch(() => undefined)
  }, [amountValid])
  return (
    <TradeFormView
      status={loading ? 'loading' : 'ready'}
      balance={loading ? null : context.balance}
      ratePercent={loading ? null : context.ratePercent}
      amount={context.amountText}
      // The only rule of this field (§5); the catalogue holds its text in both languages.
      error={context.error === null ? null : t('trading.form.invalidAmount')}
      result={
        placed && (
          <Suspense fallback={null}>
            <TradeResultView
              key={placed.serial}
              phase={phase}
              placed={placed}
              remainingMs={remaining}
              settled={context.settled}
              ordersHref={`/recods?${pairQuery(pair)}`}
            />
          </Suspense>
        )
      }
      confirm={
        confirming &&
        amountPaise !== null && (
          <Suspense fallback={null}>
            <TradeConfirmSheet
              direction={TRADE_DIRECTION[context.direction]}
              amount={context.amountText}
              amountPaise={amountPaise}
              ratePercent={context.ratePercent}
              rateChange={context.rateChange}
              busy={value.form === 'submitting'}
              onConfirm={() => send({ type: 'confirm' })}
              onCancel={() => send({ type: 'cancel' })}
            />
          </Suspense>
        )
      }
      onAmountChange={(text) => send({ type: 'change', value: text })}
      onPick={(amount) => send({ type: 'pick', amount })}
      onSubmit={(path: TradeDirection) =>
        send({ type: 'submit', direction: path === TRADE_DIRECTION.call ? 'call' : 'put' })
      }
      onRetry={() => {}}
    />
  )
}
