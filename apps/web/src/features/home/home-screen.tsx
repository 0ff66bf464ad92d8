import { firstReads } from '@mandi/api-client/first-reads'
import { useCallback, useEffect, useState } from 'react'
import { firstRead } from '../../api/first-read.ts'
import { productImage } from '../../api/images.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { OfflineBanner } from '../../layout/offline-banner.tsx'
import { PasskeyOfferSlot } from '../../passkey/passkey-offer-slot.tsx'
// The offer's strings come with /home (in the reader's language before it renders); its code only when pending.
import '../../passkey/strings.ts'
import { toProductItem } from '../../products/product-item.ts'
import { HOT_PRODUCT_COUNT, HomeView, type HotProducts, type MiningPlans } from './home-view.tsx'
import './strings.ts'

const productList = firstReads.productList()
const miningList = firstReads.miningList()
// Each is the call, read without Effect when the boot script already asked for it (api/first-read.ts).
const loadHotProducts = (signal: AbortSignal) =>
  firstRead(productList, () => lazyCalls.product().then((api) => api.list()), signal)
const loadPlans = (signal: AbortSignal) =>
  firstRead(miningList, () => lazyCalls.mining().then((api) => api.list()), signal)
// Both lists are kept on the phone and painted at once on the next visit while they load again (issue 30).
const hotOptions = { lastKnown: productList.isDecoded, paintKept: true }
const plansOptions = { lastKnown: miningList.isDecoded, paintKept: true }
const loadUnread = (signal: AbortSignal) =>
  firstRead(firstReads.unreadNotices(), () => lazyCalls.notice().then((api) => api.unread()), signal)

/**
 * /home container: loads the hot products (product/list) and the mining plans (mining/list). The grid shows
 * the first HOT_PRODUCT_COUNT products; 'Load More' shows the next ones of the same list, and is gone once
 * all are shown. §8: a hot product load error is only logged (no toast or alert); the grid shows its own
 * Retry. The home figures (goods listed, mining plans) are counted from these two lists. The bell shows the
 * unread announcements (notice/unread); while unknown, or if the count fails to load, it shows no number.
 */
export function HomeScreen() {
  const query = useApiQuery('home:hot-products', loadHotProducts, hotOptions)
  const plansQuery = useApiQuery('home:mining-plans', loadPlans, plansOptions)
  // The bell: announcements this user has not opened (server-kept, notice/unread). Loaded on every visit of
  // /home, so an announcement opened meanwhile is no longer counted.
  const unreadQuery = useApiQuery('home:unread-notices', loadUnread, { isEmpty: () => false })
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
      {/* Only when a kept list is shown because the server is out of reach, or the phone is offline. */}
      <OfflineBanner notice={query.lastKnown ?? plansQuery.lastKnown} onRetry={query.reload} />
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
