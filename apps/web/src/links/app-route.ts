import { isRoutePath } from '../route-paths.ts'

/**
 * A link the server sends into the app (an activity's `action`, an automatic chat reply's `link`): a route of
 * the app with an optional query, e.g. '/share', '/buy?id=1', '/hist?tab=withdraw'. Anything else (an outside
 * URL, javascript:, an unknown path) is null: it is not offered as a link.
 */
export function appRoute(value: string): string | null {
  const match = /^(\/[a-z_]{1,32})(\?[A-Za-z0-9_=&%.-]{0,200})?$/.exec(value.trim())
  if (!match?.[1]) return null
  return isRoutePath(match[1]) ? match[0] : null
}
