import { DepositRecord, WithdrawalRecord } from '@mandi/api-client'
import { paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import { useState } from 'react'
import { useSearchParams } from 'wouter'
import { errorText } from '../../api/api-error.ts'
import { payApi } from '../../api/calls/pay.ts'
import { payoutApi } from '../../api/calls/payout.ts'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useLiveRefresh } from '../../api/use-live-refresh.ts'
import { useOnline } from '../../api/use-online.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { FinancialRecordsView } from './financial-records-view.tsx'
import type { RecordKind } from './status-text.ts'
import type { AnyWalletRecord } from './wallet-record-row.tsx'
import './strings.ts'

const isDeposits = Schema.is(Schema.Array(DepositRecord))
const isWithdrawals = Schema.is(Schema.Array(WithdrawalRecord))
const isRecords = (data: unknown): data is readonly AnyWalletRecord[] =>
  isDeposits(data) || isWithdrawals(data)

/** /bank_transfer of an order, where its UTR is sent (the query of spec §2: amount, code, orderid). */
function transferPath(record: AnyWalletRecord): string {
  const query = new URLSearchParams({
    amount: paiseToRupeeString(record.amount),
    code: readStored(STORAGE_KEYS.code) ?? '',
    orderid: record.orderNumber,
  })
  return `/bank_transfer?${query.toString()}`
}

/**
 * /hist container: loads the records of the selected tab (spec §2, §7 pay/list and payout/list) and keeps them
 * current while shown (useLiveRefresh), so a withdrawal paid or a transfer credited by the back office shows
 * without a reload. `?tab=withdraw` opens the Withdraw tab (the link of the withdrawal result). Each tab's
 * records are kept on the phone (lastKnown) and shown offline with their time. An unpaid order can be
 * cancelled (pay/cancel) after a confirmation.
 */
export function FinancialRecordsScreen() {
  const t = useT()
  const { toast } = useFeedback()
  const online = useOnline()
  const [params] = useSearchParams()
  const [tab, setTab] = useState<RecordKind>(params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit')
  const query = useApiPages<AnyWalletRecord>(
    `hist:${tab}`,
    (page) => (tab === 'deposit' ? payApi.list(page) : payoutApi.list(page)),
    { lastKnown: isRecords, keyOf: (record) => record.orderNumber },
  )
  useLiveRefresh(query.refresh, online)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const { state } = query
  const cancel = async () => {
    if (!confirming) return
    setCancelling(true)
    try {
      await toPromise(payApi.cancel(confirming))
      toast(t('wallet.records.cancelled'))
      setConfirming(null)
      query.refresh()
    } catch (error) {
      toast(errorText(error, t('shell.error.network')))
    } finally {
      setCancelling(false)
    }
  }
  return (
    <FinancialRecordsView
      tab={tab}
      onTabChange={(next) => {
        setConfirming(null)
        setTab(next)
      }}
      status={state.status === 'idle' ? 'loading' : state.status}
      records={state.status === 'success' ? state.data : []}
      errorText={state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined}
      onRetry={query.reload}
      lastKnown={query.lastKnown}
      offline={!online}
      depositActions={{
        transferPath,
        confirmingCancel: confirming,
        cancelling,
        onCancelAsk: setConfirming,
        onCancelConfirm: () => void cancel(),
        onCancelDismiss: () => setConfirming(null),
      }}
      more={query.more}
    />
  )
}
