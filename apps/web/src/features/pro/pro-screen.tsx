import { checkField, toPaise } from '@mandi/domain'
import { useState } from 'react'
import { errorText, hasTag } from '../../api/api-error.ts'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { AlreadySubmitting, useKeyedSubmit } from '../trading/use-keyed-submit.ts'
import { ProView } from './pro-view.tsx'

/**
 * /pro container: totals and list load together (one page state); BUY opens the popup, pro/create invests
 * with an Idempotency-Key, the server info is shown in an alert, and the page reloads its figures. A failed
 * invest keeps the popup open with what was typed.
 */
export function ProScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const page = useApiQuery(
    'pro',
    async (signal) => {
      const [totals, investments] = await Promise.all([
        toPromise(api.pro.total(), signal),
        toPromise(api.pro.list(), signal),
      ])
      return { totals, investments }
    },
    { isEmpty: (data) => data.investments.length === 0 },
  )
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { pending, submit } = useKeyedSubmit<'invest'>()

  const invest = async () => {
    if (checkField('bitPro.amount', amount) !== null) {
      setError(t('pro.buy.invalidAmount'))
      return
    }
    try {
      const ack = await submit('invest', amount, (key) => toPromise(api.pro.create(toPaise(amount), key)))
      setOpen(false)
      setAmount('')
      page.reload()
      await alert(ack.info)
    } catch (failure) {
      if (failure instanceof AlreadySubmitting || hasTag(failure, 'SessionInvalid')) return
      await alert(errorText(failure, t('shell.error.network')))
    }
  }

  const { state } = page
  const data = state.status === 'success' || state.status === 'empty' ? state.data : null
  return (
    <ProView
      status={state.status === 'idle' ? 'loading' : state.status}
      totals={data?.totals ?? null}
      investments={data?.investments ?? []}
      onRetry={page.reload}
      onOpenBuy={() => setOpen(true)}
      buy={{
        open,
        amount,
        error,
        submitting: pending !== null,
        onAmountChange: (value) => {
          setAmount(value)
          setError(null)
        },
        onSubmit: invest,
        onClose: () => setOpen(false),
      }}
    />
  )
}
