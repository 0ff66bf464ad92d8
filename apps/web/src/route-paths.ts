/**
 * Every path of the app (spec §2's route list), in the order of the route table. routes.ts gives each one its
 * row (routes.test.ts checks they are the same paths). A screen that asks whether a path is the app's reads
 * this list, not the table: the table lazily imports every screen, so a screen importing it makes a circle.
 */
export const ROUTE_PATHS: readonly string[] = [
  '/login',
  '/signin',
  '/reg',
  '/forgotpass',
  '/download',
  '/home',
  '/trde',
  '/find',
  '/profile',
  '/buy_product',
  '/position',
  '/detail',
  '/kline',
  '/recods',
  '/pro',
  '/pro_detail',
  '/buy',
  // Beyond §2's list: the user's mining plans (issue 26).
  '/my_plans',
  '/deposit',
  '/bank_transfer',
  '/hist',
  '/payout',
  '/bind_card',
  '/update_bank',
  '/center',
  '/settlement',
  '/salary',
  '/settings',
  '/safe',
  '/changeloginpass',
  '/verif',
  '/kyc',
  '/userinfo',
  '/upload',
  '/share',
  '/reward',
  '/direct',
  '/ranking',
  '/rw',
  '/notify',
  '/announcement',
  '/page',
  '/webview',
  '/channel',
  '/service',
  '/chat',
  '/chat_box',
]

const known = new Set(ROUTE_PATHS)

/** Whether `path` (no query) is a route of the app. */
export function isRoutePath(path: string): boolean {
  return known.has(path)
}
