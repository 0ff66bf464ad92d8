import { formatRupees, type Paise, paiseToRupeeString, pickSupportNumber, toPaise } from '@mandi/domain'
import { useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { errorText } from '../../api/api-error.ts'
import { payApi } from '../../api/calls/pay.ts'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { BankTransferView } from './bank-transfer-view.tsx'
import { chatLink } from './chat-link.ts'
import './strings.ts'

/** /bank_transfer?amount&code&orderid container: pay/bank and user/service (spec §2, §7). */
export function BankTransferScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const [params] = useSearchParams()
  const amount = params.get('amount') ?? ''
  const code = params.get('code') ?? ''
  const order = params.get('orderid') ?? ''
  const amountPaise = useMemo(() => paiseOf(amount), [amount])
  const amountLabel = amountPaise === null ? null : formatRupees(amountPaise)
  const linkComplete = amountPaise !== null && order !== ''
  const { state, reload } = useApiQuery(
    'bank-transfer',
    async (signal) => {
      const [bank, support] = await Promise.all([
        toPromise(payApi.bank(), signal),
        toPromise(userApi.supportContact(), signal),
      ])
      return { bank, number: pickSupportNumber(support.wa) }
    },
    { isEmpty: () => false, enabled: linkComplete },
  )
  const data = state.status === 'success' ? state.data : undefined
  const text = t('wallet.transfer.message', { amount: amountLabel ?? amount, code, order })
  return (
    <BankTransferView
      linkComplete={linkComplete}
      status={state.status === 'success' || state.status === 'error' ? state.status : 'loading'}
      amountValue={amountPaise === null ? '' : paiseToRupeeString(amountPaise)}
      order={order}
      bank={data?.bank}
      chatUrl={data?.number ? chatLink(data.number, text) : null}
      errorText={state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined}
      onRetry={reload}
      onCopied={() => void alert(t('shell.common.copied'))}
    />
  )
}

function paiseOf(amount: string): Paise | null {
  try {
    return toPaise(amount)
  } catch {
    return null
  }
}
