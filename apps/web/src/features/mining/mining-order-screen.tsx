import type { MiningProduct } from '@mandi/api-client'
import { checkField, multiplyPaise } from '@mandi/domain'
import { miningOrderMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { useSearchParams } from 'wouter'
import { fromPromise } from 'xstate'
import { miningApi } from '../../api/calls/mining.ts'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { MiningOrderView } from './mining-order-view.tsx'
import './strings.ts'

/** 1 to 3 digits (§5) and at least 1: '000' has the digits but orders nothing. */
function quantityOf(text: string): number | null {
  return checkField('mining.quantity', text) === null && Number(text) >= 1 ? Number(text) : null
}

const noop = () => {}

/**
 * /buy?id= container. Without an id it says no plan was chosen; otherwise the order form runs
 * `miningOrderMachine`, and Retry after a failed first load starts the form again.
 */
export function MiningOrderScreen() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const hasId = Number.isSafeInteger(id) && id > 0
  const [attempt, setAttempt] = useState(0)
  if (!hasId) {
    return (
      <MiningOrderView
        status="missing-id"
        plan={null}
        balance={null}
        quantity=""
        total={null}
        error={null}
        submitting={false}
        onQuantityChange={noop}
        onSubmit={noop}
        onRetry={noop}
      />
    )
  }
  return <MiningOrderForm key={`${id}:${attempt}`} id={id} onRetry={() => setAttempt((n) => n + 1)} />
}

/**
 * Runs `miningOrderMachine` (spec §2, §8): mining/info and the balance, then Buy sends mining/creat_order
 * with its Idempotency-Key, one order per tap. Whenever the server answers (accepted or rejected) its message
 * is alerted and the field cleared; when the outcome is unknown (network failure, time-out, an answer that
 * could not be read) the field and the key are kept so the retry is replayed by the server. The balance is
 * reloaded after an order.
 */
function MiningOrderForm({ id, onRetry }: { id: number; onRetry: () => void }) {
  const t = useT()
  const [product, setProduct] = useState<MiningProduct | null>(null)
  const [balanceKnown, setBalanceKnown] = useState(false)
  const [zeroError, setZeroError] = useState(false)
  // Set once the server accepted an order here: the form then points to My plans, where its income shows.
  const [ordered, setOrdered] = useState(false)
  // provide() builds a new machine: once per screen, not at every render (useMachine runs the first one only).
  const [machine] = useState(() =>
    miningOrderMachine.provide({
      actors: {
        loadPlan: fromPromise(async ({ input }) => {
          const plan = await toPromise(miningApi.info(input.id))
          setProduct(plan)
          return {
            title: plan.title,
            countDays: plan.countDays,
            income: plan.incomeRate,
            price: plan.price,
          }
        }),
        loadBalance: fromPromise(async () => {
          const { balance } = await toPromise(userApi.info())
          setBalanceKnown(true)
          return balance
        }),
        createMiningOrder: fromPromise(async ({ input }) => {
          // The plan price on screen goes with the order (the price guard): a changed price orders nothing.
          const order = { miningId: input.miningId, num: input.quantity }
          const ack = await toPromise(
            miningApi.createOrder(
              input.price === undefined ? order : { ...order, price: input.price },
              input.idempotencyKey,
            ),
          )
          setOrdered(true)
          return ack.info
        }),
      },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine, { input: { miningId: id } })

  useEmitted(actor)
  const { context } = snapshot
  const loading =
    snapshot.matches('loadingPlan') || (context.plan === null && snapshot.matches('loadingBalance'))
  const num = quantityOf(context.quantityText)
  // The price shown is the machine's: the server's, once it refused an older one.
  const plan = product === null ? null : { ...product, price: context.plan?.price ?? product.price }
  return (
    <MiningOrderView
      status={loading ? 'loading' : plan === null ? 'error' : 'success'}
      plan={plan}
      balance={balanceKnown ? context.balance : null}
      quantity={context.quantityText}
      total={plan !== null && num !== null ? multiplyPaise(plan.price, num) : null}
      priceChange={context.priceChange}
      ordered={ordered}
      error={context.error !== null || zeroError ? t('mining.order.invalidNum') : null}
      submitting={snapshot.hasTag('busy')}
      onQuantityChange={(value) => {
        setZeroError(false)
        send({ type: 'change', value })
      }}
      onSubmit={() => {
        // The machine checks the digits (§5); a quantity of 0 has them but orders nothing.
        if (checkField('mining.quantity', context.quantityText) === null && num === null) setZeroError(true)
        else {
          setOrdered(false)
          send({ type: 'submit' })
        }
      }}
      onRetry={onRetry}
    />
  )
}
