import { allPages } from '@mandi/api-client'
import type { Paise } from '@mandi/domain'
import {
  type BuyRequest,
  type HeldPosition,
  heldQuantity,
  productTradeMachine,
  productTradeTotals,
  type SellRequest,
} from '@mandi/state-machines'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useMemo } from 'react'
import { useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import { productApi } from '../../api/calls/product.ts'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { type UiEmitted, useEmitted } from '../../machines/use-emitted.ts'
import { tradeMessage } from '../../messages/trade-messages.ts'
import { type ProductDetail, ProductTradeView } from './product-trade-view.tsx'
import type { TradePopupState } from './trade-popup.tsx'

/** Back to where the product was opened from, or the marketplace when it was opened directly. */
export function useBack(): () => void {
  const [, navigate] = useLocation()
  return useCallback(() => {
    if (window.history.length > 1) window.history.back()
    else navigate('/trde')
  }, [navigate])
}

// §8: balance and position load errors are only logged; the machine then holds 0.
function logged<T>(what: string, run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    console.warn(`product: ${what} failed to load`, error)
    throw error
  })
}

const actors = {
  loadWallet: fromPromise<{ balance: Paise; integral: Paise }, void>(() =>
    logged('balance', async () => {
      const user = await toPromise(userApi.info())
      return { balance: user.balance, integral: user.integral }
    }),
  ),
  loadPositions: fromPromise<HeldPosition[], { productId: number }>(({ input }) =>
    // Every page: the quantity held and the position sold from are figures over all of them.
    logged('positions', async () => [
      ...(await toPromise(allPages((page) => productApi.positions(input.productId, page)))),
    ]),
  ),
  buy: fromPromise<string | undefined, BuyRequest>(async ({ input }) => {
    const { idempotencyKey, ...buy } = input
    return (await toPromise(productApi.buy(buy, idempotencyKey))).info
  }),
  sell: fromPromise<string | undefined, SellRequest>(async ({ input }) => {
    const { idempotencyKey, ...sell } = input
    return (await toPromise(productApi.sell(sell, idempotencyKey))).info
  }),
}

/** Runs the product trade machine (§4 popup: closed → buy/sell → result) for a loaded product. */
export function ProductTradeReady({ product, onReload }: { product: ProductDetail; onReload: () => void }) {
  const t = useT()
  const { alert } = useFeedback()
  const onBack = useBack()
  const machine = useMemo(() => productTradeMachine.provide({ actors }), [])
  const actor = useActorRef(machine, { input: { productId: product.id, price: product.price } })
  const snapshot = useSelector(actor, (s) => s)

  // The blocked sale's message is fixed English text in the machine; show it translated.
  const handle = useCallback(
    (emitted: UiEmitted) => {
      if (emitted.type !== 'alert' && emitted.type !== 'toast' && emitted.type !== 'popup') return false
      void alert(tradeMessage(t, emitted.message))
      return true
    },
    [alert, t],
  )
  useEmitted(actor, handle)

  const { context } = snapshot
  const open = snapshot.matches('open')
  // The buy or sell is in flight (the machine's tag): the popup's quantity is read-only meanwhile.
  const busy = snapshot.hasTag('busy')
  // Closed while in flight: the popup goes, the request stays (its outcome shows in the result popup).
  const shown = open && !context.hidden
  const popup: TradePopupState | null = shown
    ? {
        mode: context.mode,
        quantity: context.quantity,
        max: context.max,
        price: context.price,
        balance: context.balance,
        integral: context.integral,
        totals: productTradeTotals(context),
        busy,
        priceChange: context.priceChange,
      }
    : null
  const result =
    snapshot.matches('result') && context.result
      ? {
          ok: context.result.ok,
          message: tradeMessage(t, context.result.message),
          // Without this, the only way on was OK and a fresh confirm under a new key: a purchase that timed
          // out after the server committed would then be made twice.
          canRetry: snapshot.can({ type: 'retry' }),
        }
      : null

  return (
    <ProductTradeView
      // The price on the page is the one the popup uses: the server's, once it refused an older one.
      load={{ status: 'success', product: { ...product, price: context.price } }}
      held={heldQuantity(context.positions)}
      ready={snapshot.matches('closed') || shown || snapshot.matches('result')}
      pending={busy && context.hidden ? context.mode : null}
      popup={popup}
      result={result}
      onBack={onBack}
      onReload={onReload}
      onBuy={() => actor.send({ type: 'openBuy' })}
      onSell={() => actor.send({ type: 'openSell' })}
      onQuantityChange={(quantity) => actor.send({ type: 'setQuantity', value: String(quantity) })}
      onMax={() => actor.send({ type: 'setMax' })}
      onConfirm={() => actor.send({ type: 'confirm' })}
      onClosePopup={() => actor.send({ type: 'close' })}
      onResultOk={() => actor.send({ type: 'ok' })}
      onResultRetry={() => actor.send({ type: 'retry' })}
    />
  )
}
