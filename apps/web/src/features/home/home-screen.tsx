import { useCallback, useEffect } from 'react'
import { api } from '../../api/client.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { toProductItem } from '../market/product-item.ts'
import { HOT_PRODUCT_COUNT, HomeView, type HotProducts } from './home-view.tsx'

/**
 * /home container: loads the hot products (product/list). §8: a hot product load error is only logged (no
 * toast or alert); the grid shows its own Retry.
 */
export function HomeScreen() {
  const t = useT()
  const { toast } = useFeedback()
  const query = useApiQuery('home:hot-products', () => api.product.list())
  const { state } = query
  useEffect(() => {
    if (state.status === 'error') console.warn('home: hot products failed to load', state.error)
  }, [state])

  const hot: HotProducts =
    state.status === 'success'
      ? {
          status: 'success',
          products: state.data.slice(0, HOT_PRODUCT_COUNT).map((p) => toProductItem(p, api.images.product)),
        }
      : { status: state.status === 'idle' ? 'loading' : state.status }
  const onLoadMore = useCallback(() => toast(t('home.hot.loadMoreToast')), [toast, t])
  return <HomeView hot={hot} onRetry={query.reload} onLoadMore={onLoadMore} />
}
