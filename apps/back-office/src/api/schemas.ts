import { Schema } from 'effect'

/** The shapes of the console's API (/ops/api, CONTRACT.md "Operators' console"), decoded at the edge. */

export const Role = Schema.Literals(['support', 'finance'])
export type Role = typeof Role.Type

export const Operator = Schema.Struct({
  id: Schema.Number,
  login: Schema.String,
  name: Schema.String,
  role: Role,
  available: Schema.Boolean,
})
export type Operator = typeof Operator.Type

export const Challenge = Schema.Struct({ challenge: Schema.String, expiresInSeconds: Schema.Number })
export type Challenge = typeof Challenge.Type

export const SignedIn = Schema.Struct({ token: Schema.String, expiresAt: Schema.Number, operator: Operator })
export type SignedIn = typeof SignedIn.Type

export const Me = Schema.Struct({ operator: Operator })
export const OperatorAnswer = Schema.Struct({ operator: Operator })

const MessageType = Schema.Literals(['text', 'img', 'file'])
const Side = Schema.Literals(['user', 'agent'])

export const Conversation = Schema.Struct({
  userId: Schema.Number,
  userCode: Schema.String,
  userName: Schema.String,
  agentId: Schema.Number,
  agentName: Schema.String,
  last: Schema.Struct({ from: Side, type: MessageType, content: Schema.String, at: Schema.Number }),
  unread: Schema.Number,
})
export type Conversation = typeof Conversation.Type
export const Conversations = Schema.Struct({ conversations: Schema.Array(Conversation) })

export const DeskMessage = Schema.Struct({
  msgId: Schema.Number,
  from: Side,
  type: MessageType,
  content: Schema.String,
  url: Schema.String,
  at: Schema.Number,
  read: Schema.Boolean,
  operator: Schema.NullOr(Schema.String),
})
export type DeskMessage = typeof DeskMessage.Type
export const MessageAnswer = Schema.Struct({ message: DeskMessage })

export const ConversationDetail = Schema.Struct({
  userId: Schema.Number,
  agentId: Schema.Number,
  userName: Schema.String,
  userCode: Schema.String,
  agentName: Schema.String,
  messages: Schema.Array(DeskMessage),
})
export type ConversationDetail = typeof ConversationDetail.Type
export const ReadAnswer = Schema.Struct({ read: Schema.Number })

const Movement = Schema.Struct({
  orderNum: Schema.String,
  amount: Schema.Number,
  status: Schema.Number,
  at: Schema.Number,
})
export const UserView = Schema.Struct({
  userId: Schema.Number,
  code: Schema.String,
  name: Schema.String,
  mobileEnding: Schema.String,
  joinedAt: Schema.Number,
  kycStatus: Schema.Number,
  balance: Schema.Number,
  salary: Schema.Number,
  integral: Schema.Number,
  deposits: Schema.Array(Movement),
  withdrawals: Schema.Array(Schema.Struct({ ...Movement.fields, fee: Schema.Number })),
})
export type UserView = typeof UserView.Type
export const UserAnswer = Schema.Struct({ user: UserView })

export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  at: Schema.Number,
  actor: Schema.String,
  role: Schema.String,
  action: Schema.String,
  subject: Schema.String,
  before: Schema.Unknown,
  after: Schema.Unknown,
})
export type AuditEntry = typeof AuditEntry.Type
export const AuditAnswer = Schema.Struct({ entries: Schema.Array(AuditEntry) })

export const Refusal = Schema.Struct({
  error: Schema.String,
  reason: Schema.optional(Schema.String),
  retryAfterSeconds: Schema.optional(Schema.Number),
})

// The finance role's money queues (CONTRACT.md "Operators' console", phase B).

export const MoneyQueue = Schema.Literals(['withdrawals', 'transfers', 'pans'])
export type MoneyQueue = typeof MoneyQueue.Type

const QueueState = Schema.Struct({ waiting: Schema.Number, autoAfterMs: Schema.NullOr(Schema.Number) })
export const QueueSummary = Schema.Struct({
  decider: Schema.Struct({ mode: Schema.Literals(['auto', 'manual', 'delayed']), delayMs: Schema.Number }),
  queues: Schema.Struct({ withdrawals: QueueState, transfers: QueueState, pans: QueueState }),
})
export type QueueSummary = typeof QueueSummary.Type

const QueueUser = Schema.Struct({ userId: Schema.Number, code: Schema.String, name: Schema.String })

/** What the automatic desk's rule would decide now: approve (pay, confirm, verify) or refuse with a reason. */
export const DeskWould = Schema.Union([
  Schema.Struct({ decision: Schema.Literals(['pay', 'confirm', 'verify']) }),
  Schema.Struct({ decision: Schema.Literal('refuse'), code: Schema.String, reason: Schema.String }),
])
export type DeskWould = typeof DeskWould.Type

export const UserActivity = Schema.Struct({
  joinedAt: Schema.Number,
  kycStatus: Schema.Number,
  balance: Schema.Number,
  salary: Schema.Number,
  lines: Schema.Array(
    Schema.Struct({
      title: Schema.String,
      purse: Schema.String,
      amount: Schema.Number,
      balance: Schema.Number,
      at: Schema.Number,
    }),
  ),
})
export type UserActivity = typeof UserActivity.Type

export const WithdrawalItem = Schema.Struct({
  id: Schema.Number,
  orderNum: Schema.String,
  user: QueueUser,
  amount: Schema.Number,
  fee: Schema.Number,
  purse: Schema.Literals(['balance', 'salary']),
  bank: Schema.Struct({
    name: Schema.String,
    holder: Schema.String,
    accountEnding: Schema.String,
    ifsc: Schema.String,
    changedAt: Schema.Number,
  }),
  createdAt: Schema.Number,
  autoAt: Schema.NullOr(Schema.Number),
  deskWould: DeskWould,
  activity: UserActivity,
})
export type WithdrawalItem = typeof WithdrawalItem.Type

export const TransferItem = Schema.Struct({
  id: Schema.Number,
  orderNum: Schema.String,
  user: QueueUser,
  amount: Schema.Number,
  utr: Schema.String,
  sentAt: Schema.Number,
  createdAt: Schema.Number,
  autoAt: Schema.NullOr(Schema.Number),
  deskWould: DeskWould,
  activity: UserActivity,
})
export type TransferItem = typeof TransferItem.Type

export const PanItem = Schema.Struct({
  id: Schema.Number,
  user: QueueUser,
  pan: Schema.String,
  fullName: Schema.String,
  birthDate: Schema.String,
  city: Schema.String,
  sentAt: Schema.Number,
  autoAt: Schema.NullOr(Schema.Number),
  deskWould: DeskWould,
})
export type PanItem = typeof PanItem.Type

export const WithdrawalItems = Schema.Struct({ items: Schema.Array(WithdrawalItem) })
export const TransferItems = Schema.Struct({ items: Schema.Array(TransferItem) })
export const PanItems = Schema.Struct({ items: Schema.Array(PanItem) })

/** A decision's answer: the server's outcome is not shown beyond success, so only its presence is checked. */
export const Decided = Schema.Struct({})
