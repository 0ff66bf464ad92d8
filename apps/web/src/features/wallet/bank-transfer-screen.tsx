import {
  checkField,
  depositStage,
  formatRupees,
  type Paise,
  paiseToRupeeString,
  pickSupportNumber,
  toPaise,
  upiPayUrl,
} from '@mandi/domain'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'wouter'
import { errorText } from '../../api/api-error.ts'
import { payApi } from '../../api/calls/pay.ts'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useLiveRefresh } from '../../api/use-live-refresh.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { moneyReasonText } from '../../messages/money-reasons.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { BankTransferView } from './bank-transfer-view.tsx'
import { chatLink } from './chat-link.ts'
import '../account/strings.ts'
import './strings.ts'

/**
 * /bank_transfer?amount&code&orderid container: pay/bank and user/service (spec §2, §7), the order's record in
 * pay/list (its stage, followed while shown), and the UTR form (pay/reference, an extension).
 */
export function BankTransferScreen() {
  const t = useT()
  const { alert, toast } = useFeedback()
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
  // The order's record: its stage is followed while the screen is shown (the back office checks the UTR).
  const record = useApiQuery(
    `bank-transfer:${order}`,
    async (signal) =>
      (await toPromise(payApi.list(), signal)).find((row) => row.orderNumber === order) ?? null,
    { isEmpty: () => false, enabled: linkComplete },
  )
  const found = record.state.status === 'success' ? record.state.data : null
  const stage = found ? depositStage(found.status, found.stage) : null
  useLiveRefresh(record.refresh, linkComplete && stage !== 'paid' && stage !== 'cancelled')
  const [utr, setUtr] = useState('')
  const [utrError, setUtrError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const data = state.status === 'success' ? state.data : undefined
  const text = t('wallet.transfer.message', { amount: amountLabel ?? amount, code, order })
  const submitUtr = async () => {
    const value = utr.trim()
    const refused = checkField('transfer.utr', value)
    if (refused) {
      setUtrError(ruleText(t, refused))
      return
    }
    setSubmitting(true)
    try {
      await toPromise(payApi.reference({ orderNumber: order, utr: value }))
      record.refresh()
    } catch (error) {
      toast(ruleText(t, errorText(error, t('shell.error.network'))) ?? t('shell.error.network'))
    } finally {
      setSubmitting(false)
    }
  }
  return (
    <BankTransferView
      linkComplete={linkComplete}
      status={state.status === 'success' || state.status === 'error' ? state.status : 'loading'}
      amount={amountPaise}
      amountValue={amountPaise === null ? '' : paiseToRupeeString(amountPaise)}
      order={order}
      bank={data?.bank}
      upiUrl={
        data && amountPaise !== null
          ? upiPayUrl({
              payee: data.bank.upi,
              name: data.bank.accountHolder,
              amount: amountPaise,
              note: order,
            })
          : null
      }
      chatUrl={data?.number ? chatLink(data.number, text) : null}
      stage={stage}
      sentUtr={found?.utr ?? ''}
      refusal={stage === 'refused' ? moneyReasonText(t, found?.reasonCode, found?.reason) : undefined}
      utr={{ value: utr, submitting, ...(utrError ? { error: utrError } : {}) }}
      onUtrChange={(value) => {
        setUtr(value)
        setUtrError(undefined)
      }}
      onUtrSubmit={() => void submitUtr()}
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
