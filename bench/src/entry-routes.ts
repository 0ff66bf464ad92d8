/**
 * The screens people open straight from a link, a bookmark or the home-screen icon (issue 16): each is
 * measured as a first visit, signed in except /login. `hash` is what follows `#` in the address.
 */
export interface EntryRoute {
  route: string
  hash: string
  signedIn: boolean
}

export const entryRoutes: readonly EntryRoute[] = [
  { route: '/login', hash: '/login', signedIn: false },
  { route: '/home', hash: '/home', signedIn: true },
  { route: '/trde', hash: '/trde', signedIn: true },
  // The query /home's chart link opens (apps/web/src/features/home/home-view.tsx: DEFAULT_PAIR).
  { route: '/kline', hash: '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT', signedIn: true },
  { route: '/position', hash: '/position', signedIn: true },
  { route: '/payout', hash: '/payout', signedIn: true },
]
