import { appRoute } from '../../links/app-route.ts'

/**
 * An activity's `action` (channel/list?tp=1) is its in-app destination: a route of the app with an optional
 * query, e.g. '/share', '/buy?id=1', '/kline?code=btcusdt&name=Bitcoin&title=BTC%2FUSDT'. Anything else
 * (an outside URL, javascript:, an unknown path) is not offered as a link; the card then only has Details.
 */
export function activityTarget(action: string): string | null {
  return appRoute(action)
}
