import { isRoutePath } from '../../route-paths.ts'

/**
 * An activity's `action` (channel/list?tp=1) is its in-app destination: a route of the app with an optional
 * query, e.g. '/share', '/buy?id=1', '/kline?code=btcusdt&name=Bitcoin&title=BTC%2FUSDT'. Anything else
 * (an outside URL, javascript:, an unknown path) is not offered as a link; the card then only has Details.
 */
export function activityTarget(action: string): string | null {
  const match = /^(\/[a-z_]{1,32})(\?[A-Za-z0-9_=&%.-]{0,200})?$/.exec(action.trim())
  if (!match?.[1]) return null
  return isRoutePath(match[1]) ? match[0] : null
}
