import type { Schema } from 'effect'
import type { Announcement } from '../schemas/announcement.ts'
import type { LoginResult } from '../schemas/auth.ts'
import type { BankAccount } from '../schemas/bank-account.ts'
import type { ChatMessage } from '../schemas/chat.ts'
import type { Tick } from '../schemas/market.ts'
import type { MiningOrder, MiningProduct } from '../schemas/mining.ts'
import type { PaymentChannel } from '../schemas/payment.ts'
import type { HeldPosition, Position } from '../schemas/position.ts'
import type { ProInvestment, ProTotals } from '../schemas/pro.ts'
import type { ProductInfo, ProductSummary } from '../schemas/product.ts'
import type { RewardEntry } from '../schemas/reward.ts'
import type { SalaryLog } from '../schemas/salary.ts'
import type { SettlementEntry } from '../schemas/settlement.ts'
import type { SupportContact } from '../schemas/support.ts'
import type { TeamMember, TeamSummary } from '../schemas/team.ts'
import type { TradeOrder } from '../schemas/trade.ts'
import type { UserInfo } from '../schemas/user.ts'
import type { VerificationRecord } from '../schemas/verification.ts'
import type { DepositRecord, WalletRecord, WithdrawalRecord } from '../schemas/wallet-record.ts'

/**
 * Typed builders of the wire data (what the server sends, before decoding) for the tests of every package
 * that fakes the API. Each builder's type is its schema's encoded side, so a renamed or retyped field fails
 * the typecheck of every fake, and builders.test.ts decodes each default with its schema. Demo values are
 * visibly fake: no real person, bank or phone number.
 */

/** The wire (encoded) side of a schema: what a fake server sends. */
export type Wire<S extends Schema.Top> = S['Encoded']

const build =
  <S extends Schema.Top>(defaults: Wire<S>) =>
  (overrides: Partial<Wire<S>> = {}): Wire<S> =>
    Object.assign({}, defaults, overrides)

/** A fixed wire timestamp (sim time: the unit tests start at 10:20). */
export const WIRE_AT = '2026-11-20 10:00:00'

/** `{ status: 1, info, data }`: a call that succeeded. */
export const envelope = <T>(data?: T, info = 'ok') => ({ status: 1 as const, info, data })

/** `{ status: 0 | 3, info }`: a call the server refused (0) or a session it no longer knows (3). */
export const failure = (status: 0 | 3, info: string) => ({ status, info })

export const wireProduct = build<typeof ProductSummary>({
  id: 7,
  title: 'Demo Rice 5kg',
  price: '1200.50',
  stock: 42,
  image: 'img/demo-rice.png',
  description: 'Demo product',
  code: 'DEMO7',
  name: 'demo-rice',
})

export const wireProductInfo = build<typeof ProductInfo>({
  id: 7,
  title: 'Demo Rice 5kg',
  price: '1200.50',
  stock: 42,
  image: 'img/demo-rice.png',
  description: null,
  price_histories: [{ created_at: WIRE_AT, price: '1190.00' }],
})

export const wirePosition = build<typeof Position>({
  id: 3,
  product_id: 7,
  status: 1,
  quantity: 2,
  buy_price: '1200.50',
  sell_price: null,
  profit: null,
  balance_used: '2000.00',
  integral_used: '401.00',
  created_at: WIRE_AT,
  product: { id: 7, title: 'Demo Rice 5kg', image: 'img/demo-rice.png', price: '1200.50' },
})

export const wireHeldPosition = build<typeof HeldPosition>({
  id: 3,
  product_id: 7,
  quantity: 2,
  balance_used: '2000.00',
  integral_used: 401,
})

export const wireUserInfo = build<typeof UserInfo>({
  id: 1,
  name: 'Demo User',
  code: 'C1',
  mob: '9000000000',
  balance: '2500.00',
  salary: '800.00',
  integral: '10.00',
  points: 0,
  kyc_status: 0,
  verified: 0,
  face_icon: '',
  avatar: '',
})

export const wireLoginResult = build<typeof LoginResult>({
  id: 1,
  name: 'Demo User',
  token: 'tok-demo',
  code: 'C1',
})

export const wireMiningProduct = build<typeof MiningProduct>({
  id: 4,
  title: 'Demo Lease',
  count_days: 30,
  in_come: '1.5',
  price: '600.00',
})

export const wireMiningOrder = build<typeof MiningOrder>({
  id: 11,
  mining_id: 4,
  title: 'Demo Lease',
  num: 2,
  price: '600.00',
  amount: '1200.00',
  count_days: 30,
  in_come: 1.5,
  status: 0,
  created_at: WIRE_AT,
  ends_at: '2026-12-20 10:00:00',
  days_paid: 3,
  earned: '54.00',
  next_credit_at: '2026-11-24 10:00:00',
})

export const wireTradeOrder = build<typeof TradeOrder>({
  id: 1,
  title: 'BTC/USDT',
  path: 0,
  amount: '1000.00',
  status: 1,
  profit_amount: '85.00',
  open_price: 43000.12,
  close_price: '43010.5',
  created_at: WIRE_AT,
})

export const wireTick = build<typeof Tick>({
  id: 1732312320,
  open: 1,
  close: '2',
  high: 3,
  low: 0.5,
  amount: 10,
  vol: 100,
})

export const wireProTotals = build<typeof ProTotals>({ amount: '16000.00', profit: '320.50' })

export const wireProInvestment = build<typeof ProInvestment>({
  id: 2,
  amount: '6000.00',
  profit: '120.00',
  status: 0,
  created_at: WIRE_AT,
})

export const wireBankAccount = build<typeof BankAccount>({
  id: 9,
  bank_name: 'Demo Bank',
  bank_account: '000000000001',
  account_holder: 'Demo User',
  ifsc: 'DEMO0000001',
})

export const wirePaymentChannel = build<typeof PaymentChannel>({ id: 1, title: 'Demo UPI' })

export const wireWalletRecord = build<typeof WalletRecord>({
  order_num: 'D20261120001',
  status: 0,
  created_at: WIRE_AT,
  amount: '600.00',
})

/** A pay/list entry with the back office's extension fields (an unpaid bank transfer). */
export const wireDepositRecord = build<typeof DepositRecord>({
  order_num: 'D20261120001',
  status: 0,
  created_at: WIRE_AT,
  amount: '600.00',
  tp: 1,
  stage: 'unpaid',
  utr: '',
  reason: '',
  reason_code: '',
  settled_at: null,
  pay_url: '',
  pay_until: null,
})

/** A payout/list entry with the back office's extension fields (a pending withdrawal). */
export const wireWithdrawalRecord = build<typeof WithdrawalRecord>({
  order_num: 'W20261120001',
  status: 0,
  created_at: WIRE_AT,
  amount: '500.00',
  fee: '50.00',
  settled_at: null,
  reason: '',
  reason_code: '',
})

export const wireSettlement = build<typeof SettlementEntry>({
  amount: '-500.00',
  balance: '2000.00',
  created_at: WIRE_AT,
  transaction_type: { title: 'Withdraw' },
})

export const wireVerificationRecord = build<typeof VerificationRecord>({
  id: 5,
  full_name: 'Demo User',
  pan: 'AAAAA0000A',
  birth_date: '19900101',
  pin: '000000',
  city: 'Demo City',
  address: 'Demo Street 1',
})

export const wireSupportContact = build<typeof SupportContact>({ wa: '910000000001', tg: 'demo_help' })

export const wireAnnouncement = build<typeof Announcement>({
  id: 1,
  title: 'Demo notice',
  summary: 'Demo summary',
  contents: '<p>Demo</p>',
  created_at: WIRE_AT,
})

export const wireTeamSummary = build<typeof TeamSummary>({
  people_num: 12,
  people_deposited: 5,
  deposit_amount: '30000.00',
  payout_amount: '1200.00',
})

export const wireTeamMember = build<typeof TeamMember>({
  name: 'Demo Friend',
  code: 'C2',
  pay_out: '100.00',
  created_at: WIRE_AT,
})

export const wireRewardEntry = build<typeof RewardEntry>({
  code: 'C2',
  name: 'Demo Friend',
  amount: '50.00',
  created_at: WIRE_AT,
})

export const wireSalaryLog = build<typeof SalaryLog>({ status: 0, Amount: '1500.00', created_at: WIRE_AT })

export const wireChatMessage = build<typeof ChatMessage>({
  form_avatar: { user_id: 1, nick_name: 'Support', icon: 'files/a.png' },
  content: 'Hello',
  msg_id: 77,
  send_time: 1732312345,
  count: 2,
  type: 'text',
  ref: 0,
  url: '',
})
