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
