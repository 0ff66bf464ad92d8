import { checkField, multiplyPaise, type Paise } from '@mandi/domain'
import { useState } from 'react'
import { useSearchParams } from 'wouter'
import { errorText, hasTag } from '../../api/api-error.ts'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { AlreadySubmitting, useKeyedSubmit } from '../trading/use-keyed-submit.ts'
import { type MiningOrderStatus, MiningOrderView } from './mining-order-view.tsx'

const notEmpty = { isEmpty: () => false }

/** 1 to 3 digits (§5) and at least 1: '000' has the digits but orders nothing. */
function quantityOf(text: string): number | null {
  return checkField('mining.quantity', text) === null && Number(text) >= 1 ? Number(text) : null
}

/**
 * /buy?id= container: mining/info and the balance; Buy sends mining/creat_order. Whenever the server
 * answers (accepted or rejected) its message is alerted and the field cleared (spec §2, §8); after a network
 * failure the field is kept so the same order can be retried under the same Idempotency-Key.
 */
export function MiningOrderScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const hasId = Number.isSafeInteger(id) && id > 0
  const plan = useApiQuery(`mining:${id}`, () => api.mining.info(id), { ...notEmpty, enabled: hasId })
  const user = useApiQuery('mining:user', () => api.user.info(), notEmpty)
  const [quantity, setQuantity] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { pending, submit } = useKeyedSubmit<'buy'>()

  const num = quantityOf(quantity)
  const price: Paise | null = plan.state.status === 'success' ? plan.state.data.price : null

  const buy = async () => {
    if (num === null) {
      setError(t('mining.order.invalidNum'))
      return
    }
    try {
      const ack = await submit('buy', `${id}|${num}`, (key) =>
        toPromise(api.mining.createOrder({ miningId: id, num }, key)),
      )
      setQuantity('')
      user.reload()
      await alert(ack.info)
    } catch (failure) {
      if (failure instanceof AlreadySubmitting || hasTag(failure, 'SessionInvalid')) return
      if (hasTag(failure, 'ServerRejected')) setQuantity('')
      await alert(errorText(failure, t('shell.error.network')))
    }
  }

  const status: MiningOrderStatus = !hasId
    ? 'missing-id'
    : plan.state.status === 'error'
      ? 'error'
      : plan.state.status === 'success'
        ? 'success'
        : 'loading'
  return (
    <MiningOrderView
      status={status}
      plan={plan.state.status === 'success' ? plan.state.data : null}
      balance={user.state.status === 'success' ? user.state.data.balance : null}
      quantity={quantity}
      total={price !== null && num !== null ? multiplyPaise(price, num) : null}
      error={error}
      submitting={pending !== null}
      onQuantityChange={(value) => {
        setQuantity(value)
        setError(null)
      }}
      onSubmit={buy}
      onRetry={plan.reload}
    />
  )
}
