import { useSearchParams } from 'wouter'
import { ProductPositionsScreen } from './product-positions-screen.tsx'
import { TradeListScreen } from './trade-list-screen.tsx'
import '../market/strings.ts'
import './strings.ts'
import '../trading/strings.ts'

/**
 * /position (spec §2 gives two screens one route): `?view=trades` is the trade list, any other query the
 * product positions (what /profile's quick access opens). A switch at the top of both links the other.
 */
export function PositionScreen() {
  const [params] = useSearchParams()
  return params.get('view') === 'trades' ? <TradeListScreen /> : <ProductPositionsScreen />
}
