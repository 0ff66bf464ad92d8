import { onlineOnly } from '../network/online-import.ts'

/**
 * The call groups an entry screen uses, each loaded when first needed (issue 30): a group's module brings
 * the api-client's Effect calls and decoding, which an entry screen's first paint does without
 * (first-read.ts). Each loader resolves to the group's object, as `api/calls/<group>.ts` exports it; offline it
 * fails as a request would, without trying (network/online-import.ts).
 */
export const lazyCalls = {
  bank: onlineOnly(() => import('./calls/bank.ts').then((m) => m.bankApi)),
  market: onlineOnly(() => import('./calls/market.ts').then((m) => m.marketApi)),
  mining: onlineOnly(() => import('./calls/mining.ts').then((m) => m.miningApi)),
  notice: onlineOnly(() => import('./calls/notice.ts').then((m) => m.noticeApi)),
  passkey: onlineOnly(() => import('./calls/passkey.ts').then((m) => m.passkeyApi)),
  payout: onlineOnly(() => import('./calls/payout.ts').then((m) => m.payoutApi)),
  product: onlineOnly(() => import('./calls/product.ts').then((m) => m.productApi)),
  trade: onlineOnly(() => import('./calls/trade.ts').then((m) => m.tradeApi)),
  user: onlineOnly(() => import('./calls/user.ts').then((m) => m.userApi)),
}
