import { Suspense } from 'react'
import { useSearchParams } from 'wouter'
import { LoadingScreen } from '../layout/loading-screen.tsx'
import { proDetailViews } from '../routes.ts'
import { lazyScreen } from './screen-loader.ts'

/**
 * /pro_detail?id= is the BIT Pro investment detail; /pro_detail?id=&view=product is the product trading
 * screen shared with /buy_product (spec §2). Each reading loads only its own chunk.
 */
export function ProDetailRoute() {
  const [params] = useSearchParams()
  const Screen = lazyScreen(
    params.get('view') === 'product' ? proDetailViews.product : proDetailViews.investment,
  )
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  )
}
