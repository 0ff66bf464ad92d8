import type { RouteEntry, ScreenLoader } from './router/route-entry.ts'

/**
 * THE route table of spec §2: every path of the route list, its guard, keep-alive and tab-bar flags, and
 * the lazy loader of its screen (one chunk per screen). Route files stay thin: a loader only imports a
 * feature's `*-screen.tsx`:
 * `() => import('./features/<feature>/<name>-screen.tsx').then((m) => m.<Name>Screen)`.
 */

/** The parent of a route for a query (see RouteEntry.parent); null for tab routes and the auth screens. */
export function parentOf(route: RouteEntry, search: URLSearchParams): string | null {
  if (route.parent === undefined) return null
  return typeof route.parent === 'string' ? route.parent : route.parent(search)
}

/** Whether the shell draws the back bar for this route and query. */
export function shellHeader(route: RouteEntry, search: URLSearchParams): boolean {
  if (route.tab || route.parent === undefined) return false
  if (route.ownHeader === undefined) return true
  return route.ownHeader !== true && !route.ownHeader(search)
}

const isProductView = (search: URLSearchParams) => search.get('view') === 'product'

const login: ScreenLoader = () => import('./features/auth/login-screen.tsx').then((m) => m.LoginScreen)
// /signin and /reg are one screen (registration); /buy_product and the product view of /pro_detail are one
// screen (product trading). Sharing the loader makes them share one chunk and one lazy component.
const register: ScreenLoader = () =>
  import('./features/auth/register-screen.tsx').then((m) => m.RegisterScreen)
const productTrade: ScreenLoader = () =>
  import('./features/market/product-trade-screen.tsx').then((m) => m.ProductTradeScreen)
const proInvestment: ScreenLoader = () =>
  import('./features/pro/pro-investment-screen.tsx').then((m) => m.ProInvestmentScreen)

/**
 * /pro_detail has two readings (spec §2): `?id=` is the BIT Pro investment detail (the /pro list links
 * there), `?id=&view=product` is the product trading screen, the same as /buy_product?id=.
 */
export const proDetailViews = { investment: proInvestment, product: productTrade } as const

// The route gets its two loaders from here rather than importing this table (no import circle).
const proDetail: ScreenLoader = () =>
  import('./router/pro-detail-route.tsx').then((m) => m.proDetailRoute(proDetailViews))

export const HOME_PATH = '/home'
export const LOGIN_PATH = '/login'

export const routes: readonly RouteEntry[] = [
  // Anonymous (spec §6): login, registration, forgot password and download.
  { path: '/login', load: login, public: true, guestOnly: true },
  { path: '/signin', load: register, public: true, guestOnly: true },
  { path: '/reg', load: register, public: true, guestOnly: true, aliasOf: '/signin' },
  {
    path: '/forgotpass',
    load: () => import('./features/auth/forgot-password-screen.tsx').then((m) => m.ForgotPasswordScreen),
    public: true,
  },
  {
    path: '/download',
    parent: '/share',
    load: () => import('./features/referral/download-screen.tsx').then((m) => m.DownloadScreen),
    public: true,
  },

  // Tabs.
  {
    path: '/home',
    load: () => import('./features/home/home-screen.tsx').then((m) => m.HomeScreen),
    tab: true,
  },
  {
    path: '/trde',
    load: () => import('./features/market/marketplace-screen.tsx').then((m) => m.MarketplaceScreen),
    tab: true,
  },
  {
    path: '/find',
    load: () => import('./features/content/find-screen.tsx').then((m) => m.FindScreen),
    tab: true,
  },
  {
    path: '/profile',
    load: () => import('./features/account/profile-screen.tsx').then((m) => m.ProfileScreen),
    tab: true,
  },

  // Marketplace and positions.
  { path: '/buy_product', parent: '/trde', ownHeader: true, load: productTrade, aliasOf: '/pro_detail' },
  {
    path: '/position',
    parent: '/profile',
    load: () => import('./features/positions/position-screen.tsx').then((m) => m.PositionScreen),
  },
  {
    path: '/detail',
    parent: '/position?view=trades',
    load: () => import('./features/trading/order-detail-screen.tsx').then((m) => m.OrderDetailScreen),
  },

  // Trading.
  {
    path: '/kline',
    parent: '/home',
    load: () => import('./features/trading/market-chart-screen.tsx').then((m) => m.MarketChartScreen),
    keepAlive: true,
  },
  {
    path: '/recods',
    // /recods carries the chart's own query (name, code, title): Back opens that pair's chart.
    parent: (search) => (search.toString() ? `/kline?${search}` : '/kline'),
    load: () => import('./features/trading/pair-orders-screen.tsx').then((m) => m.PairOrdersScreen),
  },

  // BIT Pro and mining.
  {
    path: '/pro',
    parent: '/home',
    load: () => import('./features/pro/pro-screen.tsx').then((m) => m.ProScreen),
  },
  {
    path: '/pro_detail',
    parent: (search) => (isProductView(search) ? '/trde' : '/pro'),
    ownHeader: isProductView,
    load: proDetail,
  },
  {
    path: '/buy',
    parent: '/home',
    load: () => import('./features/mining/mining-order-screen.tsx').then((m) => m.MiningOrderScreen),
  },
  {
    // Not in §2's list: the mining plans the user bought (mining/orders, issue 26).
    path: '/my_plans',
    parent: '/profile',
    load: () => import('./features/mining/my-plans-screen.tsx').then((m) => m.MyPlansScreen),
  },

  // Wallet.
  {
    path: '/deposit',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/wallet/deposit-screen.tsx').then((m) => m.DepositScreen),
  },
  {
    path: '/bank_transfer',
    parent: '/deposit',
    ownHeader: true,
    load: () => import('./features/wallet/bank-transfer-screen.tsx').then((m) => m.BankTransferScreen),
  },
  {
    path: '/hist',
    parent: '/profile',
    ownHeader: true,
    load: () =>
      import('./features/wallet/financial-records-screen.tsx').then((m) => m.FinancialRecordsScreen),
  },
  {
    path: '/payout',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/wallet/payout-screen.tsx').then((m) => m.PayoutScreen),
  },
  {
    path: '/bind_card',
    parent: '/payout',
    ownHeader: true,
    load: () => import('./features/wallet/bind-card-screen.tsx').then((m) => m.BindCardScreen),
  },
  {
    path: '/update_bank',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/wallet/update-bank-screen.tsx').then((m) => m.UpdateBankScreen),
  },
  {
    path: '/center',
    parent: '/profile',
    ownHeader: true,
    load: () =>
      import('./features/wallet/account-statement-screen.tsx').then((m) => m.AccountStatementScreen),
    keepAlive: true,
  },
  {
    path: '/settlement',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/wallet/settlement-screen.tsx').then((m) => m.SettlementScreen),
  },
  {
    path: '/salary',
    parent: '/profile',
    load: () => import('./features/salary/salary-screen.tsx').then((m) => m.SalaryScreen),
    keepAlive: true,
  },

  // Account.
  {
    path: '/settings',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/account/settings-screen.tsx').then((m) => m.SettingsScreen),
  },
  {
    path: '/safe',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/account/account-security-screen.tsx').then((m) => m.AccountSecurityScreen),
  },
  {
    path: '/changeloginpass',
    parent: '/safe',
    ownHeader: true,
    load: () => import('./features/account/change-password-screen.tsx').then((m) => m.ChangePasswordScreen),
  },
  {
    path: '/verif',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/account/id-verification-screen.tsx').then((m) => m.IdVerificationScreen),
  },
  {
    path: '/kyc',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/account/kyc-screen.tsx').then((m) => m.KycScreen),
  },
  {
    path: '/userinfo',
    parent: '/profile',
    ownHeader: true,
    load: () => import('./features/account/personal-info-screen.tsx').then((m) => m.PersonalInfoScreen),
  },
  // /upload goes to the avatar upload of /userinfo (docs/decisions/0019).
  {
    path: '/upload',
    parent: '/userinfo',
    load: () => import('./features/upload/upload-screen.tsx').then((m) => m.UploadScreen),
  },

  // Referral.
  {
    path: '/share',
    parent: '/profile',
    load: () => import('./features/referral/share-screen.tsx').then((m) => m.ShareScreen),
  },
  {
    path: '/reward',
    parent: '/share',
    load: () =>
      import('./features/referral/invitation-rewards-screen.tsx').then((m) => m.InvitationRewardsScreen),
  },
  {
    path: '/direct',
    parent: '/home',
    load: () => import('./features/referral/team-screen.tsx').then((m) => m.TeamScreen),
    keepAlive: true,
  },
  {
    path: '/ranking',
    parent: '/home',
    load: () => import('./features/referral/ranking-screen.tsx').then((m) => m.RankingScreen),
  },
  {
    path: '/rw',
    parent: '/ranking',
    load: () => import('./features/referral/ranking-rewards-screen.tsx').then((m) => m.RankingRewardsScreen),
  },

  // Content.
  {
    path: '/notify',
    parent: '/home',
    load: () =>
      import('./features/content/announcement-list-screen.tsx').then((m) => m.AnnouncementListScreen),
  },
  {
    path: '/announcement',
    parent: '/notify',
    load: () => import('./features/content/announcement-screen.tsx').then((m) => m.AnnouncementScreen),
  },
  {
    path: '/page',
    parent: '/profile',
    load: () => import('./features/content/page-screen.tsx').then((m) => m.PageScreen),
  },
  {
    path: '/webview',
    parent: '/profile',
    load: () => import('./features/content/webview-screen.tsx').then((m) => m.WebviewScreen),
  },
  {
    path: '/channel',
    parent: '/home',
    load: () => import('./features/content/signal-channel-screen.tsx').then((m) => m.SignalChannelScreen),
    keepAlive: true,
  },

  // Support and chat.
  {
    path: '/service',
    parent: '/home',
    load: () => import('./features/support/customer-service-screen.tsx').then((m) => m.CustomerServiceScreen),
  },
  {
    path: '/chat',
    parent: '/service',
    load: () => import('./features/chat/chat-list-screen.tsx').then((m) => m.ChatListScreen),
  },
  {
    path: '/chat_box',
    parent: '/chat',
    load: () => import('./features/chat/chat-box-screen.tsx').then((m) => m.ChatBoxScreen),
  },
]

const byPath = new Map(routes.map((route) => [route.path, route]))

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path)
}
