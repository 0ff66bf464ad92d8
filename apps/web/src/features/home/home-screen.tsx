import { useCallback, useEffect, useState } from 'react'
import { miningApi } from '../../api/calls/mining.ts'
import { noticeApi } from '../../api/calls/notice.ts'
import { productApi } from '../../api/calls/product.ts'
import { productImage } from '../../api/images.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { PasskeyOfferSlot } from '../../passkey/passkey-offer-slot.tsx'
// The offer's strings come with /home (in the reader's language before it renders); its code only when pending.
import '../../passkey/strings.ts'
import { toProductItem } from '../../products/product-item.ts'
import { HOT_PRODUCT_COUNT, HomeView, type HotProducts, type MiningPlans } from './home-view.tsx'
import './strings.ts'

/**
 * /home container: loads the hot products (product/list) and the mining plans (mining/list). The grid shows
 * the first HOT_PRODUCT_COUNT products; 'Load More' shows the next ones of the same list, and is gone once
 * all are shown. §8: a hot product load error is only logged (no toast or alert); the grid shows its own
 * Retry. The home figures (goods listed, mining plans) are counted from these two lists. The bell shows the
 * unread announcements (notice/unread); while unknown, or if the count fails to load, it shows no number.
 */
export function HomeScreen() {
  const query = useApiQuery('home:hot-products', () => productApi.list())
  const plansQuery = useApiQuery('home:mining-plans', () => miningApi.list())
  // The bell: announcements this user has not opened (server-kept, notice/unread). Loaded on every visit of
  // /home, so an announcement opened meanwhile is no longer counted.
  const unreadQuery = useApiQuery('home:unread-notices', () => noticeApi.unread(), { isEmpty: () => false })
  const [shown, setShown] = useState(HOT_PRODUCT_COUNT)
  const { state } = query
  useEffect(() => {
    if (state.status === 'error') console.warn('home: hot products failed to load', state.error)
  }, [state])

  const hot: HotProducts =
    state.status === 'success'
      ? {
          status: 'success',
          products: state.data.slice(0, shown).map((p) => toProductItem(p, productImage)),
          hasMore: state.data.length > shown,
          total: state.data.length,
        }
      : { status: state.status === 'idle' ? 'loading' : state.status }
  const plansState = plansQuery.state
  const plans: MiningPlans =
    plansState.status === 'success'
      ? { status: 'success', plans: plansState.data }
      : { status: plansState.status === 'idle' ? 'loading' : plansState.status }
  const onLoadMore = useCallback(() => setShown((count) => count + HOT_PRODUCT_COUNT), [])
  return (
    <>
      <HomeView
        hot={hot}
        onRetry={query.reload}
        onLoadMore={onLoadMore}
        plans={plans}
        onRetryPlans={plansQuery.reload}
        unreadNotices={unreadQuery.state.status === 'success' ? unreadQuery.state.data.count : 0}
      />
      {/* After a password sign-in on a phone with a fingerprint (issue 28): the offer, once. */}
      <PasskeyOfferSlot />
    </>
  )
}
