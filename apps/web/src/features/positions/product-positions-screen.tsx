import { firstReads } from '@mandi/api-client/first-reads'
import { type PositionTab, positionTabStatus } from '@mandi/domain'
import { useEffect, useState } from 'react'
import { firstRead, runCall } from '../../api/first-read.ts'
import { productImage } from '../../api/images.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useOnline } from '../../api/use-online.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { useLazyActor } from '../../machines/use-lazy-actor.ts'
import { tradeMessage } from '../../messages/trade-messages.ts'
import { onlineOnly } from '../../network/online-import.ts'
import { type PositionItem, toPositionItem } from './position-item.ts'
import { type PositionList, PositionsView } from './positions-view.tsx'
import type { SellOutcome } from './sell-result.tsx'

/** Quick Sell's machine: not needed to paint the list, so it loads with the first touch or Sell (issue 30). */
const loadSell = onlineOnly(() => import('./position-sell.ts').then((module) => module.startPositionSell))

/**
 * One page of a tab's positions. The first is a first read (issue 30): the boot script's answer decoded without
 * the Effect runtime when it is a plain success; every other page, and anything else, goes through the call.
 */
function loadPositions(tab: PositionTab, page: number, signal: AbortSignal) {
  const status = positionTabStatus(tab)
  const call = () => lazyCalls.product().then((api) => api.transactions(status, page))
  return page === 1 ? firstRead(firstReads.positions(status), call, signal) : runCall(call, signal)
}

// The guard of kept answers: the first read's plan, the same shape as the call's schema.
const isPositions = firstReads.positions(1).isDecoded

/**
 * Product positions (spec §2 /position): Active (status 1) and Closed (status 2) from
 * product/transaction_list. Quick Sell (the position-sell machine) asks first, then sells the whole position
 * (purchase_id = the position's id) at the price shown (sell_price, the price guard) and shows the outcome as
 * the product screen does (§8: the server's info or 'Product sold successfully'; 'Sale failed'; an unknown
 * outcome offers Retry under the same key). A changed price sells nothing: the confirm comes back at the new
 * price and the list is read again.
 * Each tab's list is kept on the phone (lastKnown): offline it shows the last one with its time, Sell off.
 */
export function ProductPositionsScreen() {
  const t = useT()
  const [tab, setTab] = useState<PositionTab>('active')
  const [expandedId, setExpandedId] = useState<number | null>(null)
  // The item the confirm names (the machine holds its id and quantity).
  const [askedItem, setAskedItem] = useState<PositionItem | null>(null)
  const online = useOnline()
  const query = useApiPages(`positions:${tab}`, (page, signal) => loadPositions(tab, page, signal), {
    lastKnown: isPositions,
    keyOf: (position) => position.id,
  })
  const { state, reload } = query
  const { toast } = useFeedback()
  const sell = useLazyActor(loadSell)
  const { actor, snapshot } = sell

  useEffect(() => {
    if (state.status === 'error') console.warn('position: list failed to load', state.error)
  }, [state])

  useEmitted(actor)
  // OK on any outcome reads the list again: a sold position moves to Closed, and after an unknown outcome
  // the list shows whether the sale was made.
  useEffect(() => {
    const subscription = actor?.on('positionsChanged', reload)
    return () => subscription?.unsubscribe()
  }, [actor, reload])

  const list: PositionList =
    state.status === 'success'
      ? { status: 'success', items: state.data.map((p) => toPositionItem(p, productImage)), more: query.more }
      : { status: state.status === 'idle' ? 'loading' : state.status }

  const target = snapshot?.context.target ?? null
  const result = snapshot?.context.result ?? null
  const sellResult: SellOutcome | null =
    snapshot?.matches('result') && result
      ? { ok: result.ok, message: tradeMessage(t, result.message), canRetry: snapshot.can({ type: 'retry' }) }
      : null

  return (
    <PositionsView
      tab={tab}
      list={list}
      expandedId={expandedId}
      sellingId={snapshot?.matches('selling') ? (target?.purchaseId ?? null) : null}
      confirmItem={snapshot?.matches('confirming') ? askedItem : null}
      confirmPrice={target?.price ?? null}
      confirmPriceChange={snapshot?.context.priceChange ?? null}
      sellResult={sellResult}
      onTabChange={(next) => {
        actor?.send({ type: 'cancel' })
        setTab(next)
        setExpandedId(null)
      }}
      onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
      onSell={(item) => {
        // The price on screen goes with the sale (the price guard): sold at it, or asked again at the new one.
        const event = {
          type: 'sell',
          purchaseId: item.id,
          quantity: item.quantity,
          price: item.currentPrice,
        } as const
        sell.start().then(
          (started) => {
            // Ignored by the machine while a sale is in flight or its outcome shows.
            if (!started.getSnapshot().can(event)) return
            setAskedItem(item)
            started.send(event)
          },
          // The machine's code could not be downloaded (offline before it was ever cached): nothing was sold.
          () => toast(t('shell.error.network')),
        )
      }}
      onConfirmSell={() => actor?.send({ type: 'confirm' })}
      onCancelSell={() => actor?.send({ type: 'cancel' })}
      onSellResultOk={() => actor?.send({ type: 'ok' })}
      onSellRetry={() => actor?.send({ type: 'retry' })}
      onRetry={reload}
      lastKnown={query.lastKnown}
      offline={!online}
    />
  )
}
