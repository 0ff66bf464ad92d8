/**
 * The call groups an entry screen uses, each loaded when first needed (issue 30): a group's module brings
 * the api-client's Effect calls and decoding, which an entry screen's first paint does without
 * (first-read.ts). Each loader resolves to the group's object, as `api/calls/<group>.ts` exports it.
 */
export const lazyCalls = {
  bank: () => import('./calls/bank.ts').then((m) => m.bankApi),
  market: () => import('./calls/market.ts').then((m) => m.marketApi),
  mining: () => import('./calls/mining.ts').then((m) => m.miningApi),
  notice: () => import('./calls/notice.ts').then((m) => m.noticeApi),
  passkey: () => import('./calls/passkey.ts').then((m) => m.passkeyApi),
  payout: () => import('./calls/payout.ts').then((m) => m.payoutApi),
  product: () => import('./calls/product.ts').then((m) => m.productApi),
  trade: () => import('./calls/trade.ts').then((m) => m.tradeApi),
  user: () => import('./calls/user.ts').then((m) => m.userApi),
}
