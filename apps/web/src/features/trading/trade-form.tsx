import {
  checkField,
  type Paise,
  paiseToRupees,
  type TradeDirection,
  toPaise,
  tradePrefill,
} from '@mandi/domain'
import { useEffect, useState } from 'react'
import { errorText, hasTag } from '../../api/api-error.ts'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import type { Pair } from './pair.ts'
import { TradeFormView } from './trade-form-view.tsx'
import { AlreadySubmitting, useKeyedSubmit } from './use-keyed-submit.ts'

const notEmpty = { isEmpty: () => false }

/**
 * The trade form container (spec §2, §8, §9): prefills balance × rate % once both are known (unless the
 * user has typed), checks 3 to 12 digits at the field, places one order per tap, shows the server info in
 * an alert and refreshes the balance on success. What was typed survives a failure.
 */
export function TradeForm({ pair }: { pair: Pair }) {
  const t = useT()
  const { alert } = useFeedback()
  const rate = useApiQuery('trade:rate', () => api.trade.rate(), notEmpty)
  const user = useApiQuery('trade:user', () => api.user.info(), notEmpty)
  const [amount, setAmount] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { pending, submit } = useKeyedSubmit<TradeDirection>()

  const balance: Paise | null = user.state.status === 'success' ? user.state.data.balance : null
  const ratePercent = rate.state.status === 'success' ? rate.state.data.rate : null

  // The prefill is computed once, from the first balance and rate; a later balance refresh keeps the field.
  useEffect(() => {
    if (amount !== null || balance === null || ratePercent === null) return
    setAmount(String(paiseToRupees(tradePrefill({ balance, ratePercent }))))
  }, [amount, balance, ratePercent])

  const failed = rate.state.status === 'error' || user.state.status === 'error'
  const status = failed ? 'error' : amount === null ? 'loading' : 'ready'

  const place = async (path: TradeDirection) => {
    const text = amount ?? ''
    if (checkField('trade.amount', text) !== null) {
      setError(t('trading.form.invalidAmount'))
      return
    }
    try {
      const ack = await submit(path, `${pair.code}|${path}|${text}`, (key) =>
        toPromise(api.trade.create({ code: pair.code, path, amount: toPaise(text) }, key)),
      )
      user.reload()
      await alert(ack.info)
    } catch (failure) {
      // Status 3 is handled once, globally; a second tap while in flight is simply ignored.
      if (failure instanceof AlreadySubmitting || hasTag(failure, 'SessionInvalid')) return
      await alert(errorText(failure, t('shell.error.network')))
    }
  }

  return (
    <TradeFormView
      status={status}
      balance={balance}
      amount={amount ?? ''}
      error={error}
      submitting={pending}
      onAmountChange={(value) => {
        setAmount(value)
        setError(null)
      }}
      onSubmit={place}
      onRetry={() => {
        if (rate.state.status === 'error') rate.reload()
        if (user.state.status === 'error') user.reload()
      }}
    />
  )
}
