import { createIdempotencyKey } from '@mandi/api-client'
import { type PositionTab, positionTabStatus } from '@mandi/domain'
import { useEffect, useState } from 'react'
import { errorText, hasTag } from '../../api/api-error.ts'
import { api } from '../../api/client.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { type PositionItem, toPositionItem } from './position-item.ts'
import { type PositionList, PositionsView } from './positions-view.tsx'

/**
 * Product positions (spec §2 /position): Active (status 1) and Closed (status 2) from
 * product/transaction_list. Quick Sell asks first, then sells the whole position (purchase_id = the
 * position's id) and shows the outcome (§8: the server's info or 'Product sold successfully'; 'Sale failed').
 */
export function ProductPositionsScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const [tab, setTab] = useState<PositionTab>('active')
  const [expandedId, setExpandedId] = useState<number | null>(null)
  const [sellingId, setSellingId] = useState<number | null>(null)
  const [confirmItem, setConfirmItem] = useState<PositionItem | null>(null)
  const query = useApiQuery(`positions:${tab}`, () => api.product.transactions(positionTabStatus(tab)))
  const { state } = query

  useEffect(() => {
    if (state.status === 'error') console.warn('position: list failed to load', state.error)
  }, [state])

  const list: PositionList =
    state.status === 'success'
      ? { status: 'success', items: state.data.map((p) => toPositionItem(p, api.images.product)) }
      : { status: state.status === 'idle' ? 'loading' : state.status }

  const sell = async (item: PositionItem) => {
    setSellingId(item.id)
    try {
      const ack = await toPromise(
        api.product.sell({ purchaseId: item.id, quantity: item.quantity }, createIdempotencyKey()),
      )
      await alert(ack.info || t('positions.soldSuccessfully'))
      query.reload()
    } catch (error) {
      // §8: a refused sale reads 'Sale failed' (the machine of the product screen does the same); a thrown
      // error its message, else 'Network error occurred'. Status 3 is handled globally.
      if (hasTag(error, 'ServerRejected')) await alert(t('positions.saleFailed'))
      else if (!hasTag(error, 'SessionInvalid')) await alert(errorText(error, t('shell.error.network')))
    } finally {
      setSellingId(null)
    }
  }

  return (
    <PositionsView
      tab={tab}
      list={list}
      expandedId={expandedId}
      sellingId={sellingId}
      confirmItem={confirmItem}
      onTabChange={(next) => {
        setTab(next)
        setExpandedId(null)
      }}
      onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
      onSell={(item) => {
        if (sellingId === null) setConfirmItem(item)
      }}
      onConfirmSell={() => {
        const item = confirmItem
        setConfirmItem(null)
        if (item) void sell(item)
      }}
      onCancelSell={() => setConfirmItem(null)}
      onRetry={query.reload}
    />
  )
}
