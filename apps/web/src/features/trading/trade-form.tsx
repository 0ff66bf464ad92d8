import { TRADE_DIRECTION, type TradeDirection } from '@mandi/domain'
import { tradeOrderMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import type { Pair } from './pair.ts'
import { TradeFormView } from './trade-form-view.tsx'

/**
 * The trade form under the chart. The machine can only carry on with a zero balance when its first load
 * fails, so that failure is shown here as an error with Retry (which starts the form again) instead.
 */
export function TradeForm({ pair }: { pair: Pair }) {
  const [attempt, setAttempt] = useState(0)
  const [loadFailed, setLoadFailed] = useState(false)
  if (loadFailed) {
    return (
      <TradeFormView
        status="error"
        balance={null}
        amount=""
        error={null}
        submitting={null}
        onAmountChange={() => {}}
        onSubmit={() => {}}
        onRetry={() => {
          setLoadFailed(false)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return <TradeOrderForm key={attempt} pair={pair} onLoadFailed={() => setLoadFailed(true)} />
}

/**
 * Runs `tradeOrderMachine` (spec §2, §8, §9): prefill balance × rate %, 3 to 12 digits at the field, one
 * order per tap with its Idempotency-Key, the server info in an alert, the balance refreshed on success.
 */
function TradeOrderForm({ pair, onLoadFailed }: { pair: Pair; onLoadFailed: () => void }) {
  const t = useT()
  const loaded = useRef(false)
  const [snapshot, send, actor] = useMachine(
    tradeOrderMachine.provide({
      actors: {
        loadBalance: fromPromise(async () => {
          try {
            return (await toPromise(api.user.info())).balance
          } catch (error) {
            // Only the first load decides the error state; a failed refresh after an order keeps the form.
            if (!loaded.current) onLoadFailed()
            throw error
          }
        }),
        loadRate: fromPromise<number | string, void>(async () => {
          try {
            const { rate } = await toPromise(api.trade.rate())
            loaded.current = true
            return rate
          } catch (error) {
            if (!loaded.current) onLoadFailed()
            throw error
          }
        }),
        createTrade: fromPromise(async ({ input }) => {
          const ack = await toPromise(
            api.trade.create(
              { code: input.code, path: input.path, amount: input.amount },
              input.idempotencyKey,
            ),
          )
          return ack.info
        }),
      },
    }),
    { input: { code: pair.code } },
  )
  useEmitted(actor)
  const { context } = snapshot
  const loading = snapshot.matches('loadingBalance') || snapshot.matches('loadingRate')
  const submitting: TradeDirection | null = snapshot.matches('submitting')
    ? TRADE_DIRECTION[context.direction]
    : null
  return (
    <TradeFormView
      status={loading ? 'loading' : 'ready'}
      balance={loading ? null : context.balance}
      amount={context.amountText}
      // The only rule of this field (§5); the catalogue holds its text in both languages.
      error={context.error === null ? null : t('trading.form.invalidAmount')}
      submitting={submitting}
      onAmountChange={(value) => send({ type: 'change', value })}
      onSubmit={(path) => send({ type: 'submit', direction: path === TRADE_DIRECTION.call ? 'call' : 'put' })}
      onRetry={() => {}}
    />
  )
}
