import { type ComponentType, Suspense } from 'react'
import { useSearchParams } from 'wouter'
import { LoadingScreen } from '../layout/loading-screen.tsx'
import type { ScreenLoader } from './route-entry.ts'
import { lazyScreen } from './screen-loader.ts'

/** The loaders of /pro_detail's two readings (routes.ts `proDetailViews`). */
export interface ProDetailViews {
  readonly investment: ScreenLoader
  readonly product: ScreenLoader
}

/**
 * /pro_detail?id= is the BIT Pro investment detail; /pro_detail?id=&view=product is the product trading
 * screen shared with /buy_product (spec §2). Each reading loads only its own chunk. The route table hands its
 * two loaders in, so this file does not import routes.ts (which lazily imports this file).
 */
export function proDetailRoute(views: ProDetailViews): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk load (the route's loader; screen-loader.ts keeps one lazy component per loader), never per render
  return function ProDetailRoute() {
    const [params] = useSearchParams()
    const Screen = lazyScreen(params.get('view') === 'product' ? views.product : views.investment)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    )
  }
}
