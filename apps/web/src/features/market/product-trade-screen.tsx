import { useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { productApi } from '../../api/calls/product.ts'
import { productImage } from '../../api/images.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { ProductTradeReady, useBack } from './product-trade-ready.tsx'
import { type ProductDetail, ProductTradeView } from './product-trade-view.tsx'
import './strings.ts'

const noop = () => {}

/**
 * /buy_product?id= and /pro_detail?id=&view=product (spec §2, reading B). Loads product/info; once the
 * price is known the trade machine runs in ProductTradeReady. §8: a product detail load error is only
 * logged (no toast or alert); the screen offers Retry.
 */
export function ProductTradeScreen() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useApiQuery(`product:${id}`, () => productApi.info(id), {
    enabled: valid,
    isEmpty: () => false,
  })
  const { state } = query
  const onBack = useBack()

  useEffect(() => {
    if (state.status === 'error') console.warn('product: detail failed to load', state.error)
  }, [state])

  if (state.status === 'success') {
    const info = state.data
    const product: ProductDetail = {
      id: info.id,
      title: info.title,
      price: info.price,
      sold: info.stock,
      image: productImage(info.image),
      description: info.description,
      history: info.priceHistories,
    }
    return <ProductTradeReady key={info.id} product={product} onReload={query.reload} />
  }
  return (
    <ProductTradeView
      load={{ status: valid && state.status !== 'error' ? 'loading' : 'error' }}
      held={0}
      ready={false}
      popup={null}
      result={null}
      onBack={onBack}
      onReload={query.reload}
      onBuy={noop}
      onSell={noop}
      onQuantityChange={noop}
      onMax={noop}
      onConfirm={noop}
      onClosePopup={noop}
      onResultOk={noop}
    />
  )
}
