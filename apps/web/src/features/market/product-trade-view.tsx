import type { Paise } from '@mandi/domain'
import { Button, EmptyState, Money, NavBar, ResultDialog, Skeleton, useDataSaver } from '@mandi/ui-kit'
import { CircleAlert } from 'lucide-react'
import { memo } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { PriceHistory, type PricePoint } from './price-history.tsx'
import { TradePopup, type TradePopupState } from './trade-popup.tsx'
import './product-trade.css'

export interface ProductDetail {
  readonly id: number
  readonly title: string
  readonly price: Paise
  /** §3: stock is shown as 'Sold'. */
  readonly sold: number
  readonly image: string
  readonly description: string
  readonly history: readonly PricePoint[]
}

/** The product picture's box (square, as the sim's illustrations): its attributes match the size shown. */
export const PRODUCT_IMAGE_SIZE = 160

export type ProductLoad =
  | { readonly status: 'loading' | 'error' }
  | { readonly status: 'success'; readonly product: ProductDetail }

export interface TradeResult {
  readonly ok: boolean
  /** Already translated, or the server's info. */
  readonly message: string
  /** The outcome is unknown (time-out, lost connection): the same request may be sent again, same key. */
  readonly canRetry?: boolean
}

export interface ProductTradeViewProps {
  readonly load: ProductLoad
  /** The quantity held (0 when positions failed to load, §8). */
  readonly held: number
  /** Buy and Sell wait until balance and positions are known, and while a trade is in flight. */
  readonly ready: boolean
  /**
   * The popup was closed while its buy or sell was in flight: the request goes on, and this says so until
   * the result popup shows its outcome.
   */
  readonly pending?: 'buy' | 'sell' | null
  readonly popup: TradePopupState | null
  readonly result: TradeResult | null
  readonly onBack: () => void
  readonly onReload: () => void
  readonly onBuy: () => void
  readonly onSell: () => void
  readonly onQuantityChange: (quantity: number) => void
  /** The popup's Max control. */
  readonly onMax: () => void
  readonly onConfirm: () => void
  readonly onClosePopup: () => void
  readonly onResultOk: () => void
  /** Sends the failed request again under its Idempotency-Key (only offered when `result.canRetry`). */
  readonly onResultRetry?: () => void
}

/** The product trading screen (spec §2 /buy_product, /pro_detail?view=product), reading B. */
export function ProductTradeView(props: ProductTradeViewProps) {
  const t = useT()
  const { load } = props
  const title = load.status === 'success' ? load.product.title : t('market.product.title')
  return (
    <section className="product">
      <NavBar title={title} onBack={props.onBack} backLabel={t('market.product.back')} />
      {load.status === 'loading' && (
        <div className="product__body">
          <Skeleton label={t('market.product.loading')} height={240} />
          <Skeleton lines={3} />
        </div>
      )}
      {load.status === 'error' && (
        <EmptyState
          icon={<CircleAlert size={40} strokeWidth={1.5} />}
          title={t('market.product.error')}
          actionLabel={t('shell.common.retry')}
          onAction={props.onReload}
        />
      )}
      {load.status === 'success' && <ProductBody {...props} product={load.product} />}
    </section>
  )
}

function ProductBody(props: ProductTradeViewProps & { product: ProductDetail }) {
  const t = useT()
  const { product, result } = props
  return (
    <>
      <ProductFacts
        image={product.image}
        title={product.title}
        price={product.price}
        sold={product.sold}
        held={props.held}
        history={product.history}
        description={product.description}
      />
      {/* Sticky: Buy and Sell stay in reach however long the description; the body's padding keeps its end clear. */}
      <div className="product__actions">
        {props.pending && (
          <p className="product__pending" role="status">
            <span className="mk-spinner product__spinner" aria-hidden="true" />
            {t(props.pending === 'buy' ? 'market.popup.pendingBuy' : 'market.popup.pendingSell')}
          </p>
        )}
        <Button block disabled={!props.ready} onClick={props.onBuy}>
          {t('market.product.buy')}
        </Button>
        <Button block variant="danger" disabled={!props.ready} onClick={props.onSell}>
          {t('market.product.sell')}
        </Button>
      </div>
      <TradePopup
        title={product.title}
        popup={props.popup}
        onQuantityChange={props.onQuantityChange}
        onMax={props.onMax}
        onConfirm={props.onConfirm}
        onClose={props.onClosePopup}
      />
      {result && (
        <ResultDialog
          open
          status={result.ok ? 'success' : 'failed'}
          title={result.ok ? t('market.popup.success') : t('market.popup.failed')}
          message={result.message}
          okLabel={t('market.popup.ok')}
          onOk={props.onResultOk}
          onRetry={result.canRetry ? props.onResultRetry : undefined}
          retryLabel={t('shell.common.retry')}
        />
      )}
    </>
  )
}

interface ProductFactsProps {
  readonly image: string
  readonly title: string
  readonly price: Paise
  readonly sold: number
  readonly held: number
  readonly history: readonly PricePoint[]
  readonly description: string
}

/**
 * What the screen says about the product, apart from the controls: memoised, because opening the buy or sell
 * popup and every change in it re-render the screen, and re-rendering the price history's rows (times, amounts)
 * inside that tap made it slow on a cheap phone (bench: open buy popup at 10x CPU).
 */
const ProductFacts = memo(function ProductFacts(props: ProductFactsProps) {
  const t = useT()
  // Saving data, the picture waits until it is about to be seen and takes no priority.
  const dataSaver = useDataSaver()
  return (
    <div className="product__body">
      {/* The picture shows the kind of product and has no text: the name is the heading below it. */}
      {props.image ? (
        <img
          className="product__image"
          src={props.image}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          {...(dataSaver ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
        />
      ) : (
        <span className="product__image" aria-hidden="true" />
      )}
      <h2 className="product__title">{props.title}</h2>
      <dl className="product__facts">
        <div>
          <dt>{t('market.product.price')}</dt>
          <dd>
            <Money amount={props.price} size="lg" className="product__price" />
          </dd>
        </div>
        <div>
          <dt>{t('market.product.sold')}</dt>
          <dd>{props.sold}</dd>
        </div>
      </dl>
      {props.held > 0 && <p className="product__muted">{t('market.product.held', { count: props.held })}</p>}
      <h3 className="product__heading">{t('market.product.history')}</h3>
      <PriceHistory history={props.history} />
      <h3 className="product__heading">{t('market.product.description')}</h3>
      <p className="product__description">{props.description}</p>
    </div>
  )
})
