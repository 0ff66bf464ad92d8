import { Schema } from 'effect'
import { UnreadNotices } from '../schemas/announcement.ts'
import { BankAccount } from '../schemas/bank-account.ts'
import { Envelope } from '../schemas/envelope.ts'
import { KlineList, TickFrame } from '../schemas/market.ts'
import { MiningProduct } from '../schemas/mining.ts'
import { Position } from '../schemas/position.ts'
import { ProductSummary } from '../schemas/product.ts'
import { SysConfig } from '../schemas/support.ts'
import { TradeOrder, TradeRate } from '../schemas/trade.ts'
import { UserInfo } from '../schemas/user.ts'

/**
 * The schemas that get a plan (plans.gen.ts): the envelope, the answers of the entry screens' first GETs
 * (boot/boot.ts in the web app) and the kline socket's frame. Each is the schema its call decodes with
 * (first-reads.test.ts checks a first read against its call). Read by the generator and the tests only.
 */
export const PLAN_SOURCES = {
  envelope: Envelope,
  productList: Schema.Array(ProductSummary),
  miningList: Schema.Array(MiningProduct),
  unreadNotices: UnreadNotices,
  klineList: KlineList,
  tickFrame: TickFrame,
  userInfo: UserInfo,
  tradeRate: TradeRate,
  tradeList: Schema.Array(TradeOrder),
  positionList: Schema.Array(Position),
  bankList: Schema.Array(BankAccount),
  sysConfig: SysConfig,
}

export type PlanName = keyof typeof PLAN_SOURCES
/** What the plan of `name` decodes to: its schema's Type. */
export type PlanType<K extends PlanName> = (typeof PLAN_SOURCES)[K]['Type']
