import { WalletRecord } from '@mandi/api-client'
import { Schema } from 'effect'
import { useState } from 'react'
import { useSearchParams } from 'wouter'
import { errorText } from '../../api/api-error.ts'
import { payApi } from '../../api/calls/pay.ts'
import { payoutApi } from '../../api/calls/payout.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useOnline } from '../../api/use-online.ts'
import { useT } from '../../i18n/i18n.tsx'
import { FinancialRecordsView } from './financial-records-view.tsx'
import type { RecordKind } from './status-text.ts'
import './strings.ts'

const isRecords = Schema.is(Schema.Array(WalletRecord))

/**
 * /hist container: loads the records of the selected tab (spec §2, §7 pay/list and payout/list).
 * `?tab=withdraw` opens the Withdraw tab (the link of the withdrawal result). Each tab's records are kept on
 * the phone (lastKnown) and shown offline with their time.
 */
export function FinancialRecordsScreen() {
  const t = useT()
  const online = useOnline()
  const [params] = useSearchParams()
  const [tab, setTab] = useState<RecordKind>(params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit')
  const query = useApiPages(
    `hist:${tab}`,
    (page) => (tab === 'deposit' ? payApi.list(page) : payoutApi.list(page)),
    { lastKnown: isRecords, keyOf: (record) => record.orderNumber },
  )
  const { state } = query
  return (
    <FinancialRecordsView
      tab={tab}
      onTabChange={setTab}
      status={state.status === 'idle' ? 'loading' : state.status}
      records={state.status === 'success' ? state.data : []}
      errorText={state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined}
      onRetry={query.reload}
      lastKnown={query.lastKnown}
      offline={!online}
      more={query.more}
    />
  )
}
