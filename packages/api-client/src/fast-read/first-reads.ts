import type { PositionStatus } from '../calls/product.ts'
import type { TradeListStatus } from '../calls/trade.ts'
import { klineSymbol } from '../schemas/kline-symbol.ts'
import type { KlinePeriod } from '../schemas/market.ts'
import type { ConfigKey } from '../schemas/support.ts'
import { FAIL, type Fail } from '../wire-values.ts'
import { isDecodedBy, type PlainDecoder, plainDecoder } from './plan.ts'
import { PLANS } from './plans.gen.ts'
import type { PlanName, PlanType } from './sources.ts'

/**
 * A GET of the contract read without Effect: the entry screens' first calls, whose answers the app can
 * decode before the Effect runtime has loaded (issue 30). `path` and `query` are what the api-client's call
 * sends; `decode` is the plan of the call's schema. Only a plain success is read here (readAnswer); anything
 * else goes to the call itself, which gives the same tagged error as ever.
 */
export interface FirstRead<T> {
  /** As the api-client sends it, without a leading slash. */
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly decode: PlainDecoder<T>
  /** Whether a value is one `decode` gives (same plan): the guard of an answer kept on the phone. */
  readonly isDecoded: (value: unknown) => value is T
}

const read = <K extends PlanName>(
  plan: K,
  path: string,
  query: Readonly<Record<string, string>> = {},
): FirstRead<PlanType<K>> => ({
  path,
  query,
  decode: plainDecoder<PlanType<K>>(PLANS[plan]),
  isDecoded: (value): value is PlanType<K> => isDecodedBy(PLANS[plan], value),
})

/** Each first read, named and parameterised as its call (first-reads.test.ts checks the two agree). */
export const firstReads = {
  /** product.list() */
  productList: () => read('productList', 'product/list'),
  /** mining.list() */
  miningList: () => read('miningList', 'mining/list'),
  /** notice.unread() */
  unreadNotices: () => read('unreadNotices', 'notice/unread'),
  /** market.kline(code, period) */
  kline: (code: string, period: KlinePeriod) =>
    read('klineList', 'market/kline', { symbol: klineSymbol(code, period) }),
  /** user.info() */
  userInfo: () => read('userInfo', 'user/info'),
  /** trade.rate() */
  tradeRate: () => read('tradeRate', 'trade/rate'),
  /** trade.list(status) */
  tradeList: (status: TradeListStatus) => read('tradeList', 'trade/list', { status: String(status) }),
  /** product.transactions(status) */
  positions: (status: PositionStatus) =>
    read('positionList', 'product/transaction_list', { status: String(status) }),
  /** bank.list() */
  bankList: () => read('bankList', 'bank/list'),
  /** user.config(key) */
  config: (key: ConfigKey) => read('sysConfig', 'sys/config', { key }),
}

const decodeEnvelope = plainDecoder<PlanType<'envelope'>>(PLANS.envelope)

/**
 * The decoded data of an answer (HTTP status and body text) when it is a plain success: HTTP 2xx, JSON, the
 * envelope's status 1 and data that decodes. FAIL for anything else: an HTTP error, a refusal (0), an ended
 * session (3), a body that does not decode; the caller then hands the answer to the call, whose checks say
 * which error it is (and report status 3 once).
 */
export function readAnswer<T>(read: FirstRead<T>, status: number, text: string): T | Fail {
  if (status < 200 || status > 299) return FAIL
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return FAIL
  }
  const envelope = decodeEnvelope(body)
  if (envelope === FAIL || envelope.status !== 1) return FAIL
  return read.decode(envelope.data)
}
