import { Schema } from 'effect'
import { OpsApiError } from './ops-error.ts'
import {
  AuditAnswer,
  type AuditEntry,
  Challenge,
  type Conversation,
  ConversationDetail,
  Conversations,
  Decided,
  type DeskMessage,
  Me,
  MessageAnswer,
  type MoneyQueue,
  type Operator,
  OperatorAnswer,
  type PanItem,
  PanItems,
  QueueSummary,
  ReadAnswer,
  Refusal,
  SignedIn,
  type TransferItem,
  TransferItems,
  UserAnswer,
  type UserView,
  type WithdrawalItem,
  WithdrawalItems,
} from './schemas.ts'
import { readSession } from './session.ts'

/** The console's API lives beside it on the server that serves it (same origin, /ops/api). */
const BASE = '/ops/api'

/** Called once per refused session (401): the console signs the operator out and says why. */
let onSessionEnded: () => void = () => {}
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler
}

type Body = { json: unknown } | { form: FormData } | undefined

async function call<S extends Schema.Decoder<unknown>>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  body?: Body,
  /** An action's key (idempotency-key.ts): a retry with it is answered as the first call, never done twice. */
  idempotencyKey?: string,
): Promise<S['Type']> {
  const headers: Record<string, string> = {}
  const token = readSession()?.token
  if (token) headers.authorization = `Bearer ${token}`
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey
  let payload: BodyInit | undefined
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(body.json)
  } else if (body) payload = body.form
  let response: Response
  try {
    response = await fetch(`${BASE}/${path}`, { method, headers, body: payload })
  } catch {
    throw new OpsApiError(0, 'network', 'The server could not be reached')
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const refusal = Schema.decodeUnknownOption(Refusal)(json)
    const info = refusal._tag === 'Some' ? refusal.value : undefined
    if (response.status === 401 && token) onSessionEnded()
    throw new OpsApiError(
      response.status,
      info?.reason ?? 'unknown',
      info?.error ?? `HTTP ${response.status}`,
      info?.retryAfterSeconds,
    )
  }
  const decoded = Schema.decodeUnknownOption(schema)(json)
  if (decoded._tag === 'None') throw new OpsApiError(0, 'decode', 'The server answered something unexpected')
  return decoded.value
}

const conversationPath = (key: ConversationKey) => `conversations/${key.userId}/${key.agentId}`

export interface ConversationKey {
  readonly userId: number
  readonly agentId: number
}

export type AuditScope = 'mine' | 'all'

/** Which end of a queue comes first. */
export type QueueOrder = 'oldest' | 'newest'

/** A refusal's reason: a known code of the queue, or `other` with the operator's own words. */
export interface RefusalChoice {
  readonly code: string
  readonly reason?: string
}

/** The queue items by queue. */
export interface QueueItems {
  readonly withdrawals: readonly WithdrawalItem[]
  readonly transfers: readonly TransferItem[]
  readonly pans: readonly PanItem[]
}

const ITEM_SCHEMAS = { withdrawals: WithdrawalItems, transfers: TransferItems, pans: PanItems } as const
/** What approving an item is called on the server, by queue. */
const APPROVE = { withdrawals: 'pay', transfers: 'confirm', pans: 'verify' } as const

/** The moment that names the sending a decision is about (a UTR, PAN details); a withdrawal has none. */
export const sentAtOf = (item: WithdrawalItem | TransferItem | PanItem) =>
  'sentAt' in item ? { sentAt: item.sentAt } : {}

/** One function per call of /ops/api; each resolves with decoded data or rejects with an OpsApiError. */
export const opsApi = {
  signIn: (login: string, password: string) =>
    call('POST', 'sign-in', Challenge, { json: { login, password } }),
  confirmCode: (challenge: string, code: string) =>
    call('POST', 'sign-in/code', SignedIn, { json: { challenge, code } }),
  me: (): Promise<Operator> => call('GET', 'me', Me).then((a) => a.operator),
  signOut: () => call('POST', 'sign-out', Schema.Unknown),
  setAvailable: (available: boolean): Promise<Operator> =>
    call('POST', 'availability', OperatorAnswer, { json: { available } }).then((a) => a.operator),
  conversations: (page = 1): Promise<readonly Conversation[]> =>
    call('GET', `conversations?page=${page}`, Conversations).then((a) => a.conversations),
  conversation: (key: ConversationKey) => call('GET', conversationPath(key), ConversationDetail),
  markRead: (key: ConversationKey) => call('POST', `${conversationPath(key)}/read`, ReadAnswer),
  answer: (key: ConversationKey, content: string, idempotencyKey: string): Promise<DeskMessage> =>
    call(
      'POST',
      `${conversationPath(key)}/messages`,
      MessageAnswer,
      { json: { content } },
      idempotencyKey,
    ).then((a) => a.message),
  answerFile: (key: ConversationKey, file: File, idempotencyKey: string): Promise<DeskMessage> => {
    const form = new FormData()
    form.append('file', file, file.name)
    return call('POST', `${conversationPath(key)}/files`, MessageAnswer, { form }, idempotencyKey).then(
      (a) => a.message,
    )
  },
  user: (userId: number): Promise<UserView> => call('GET', `users/${userId}`, UserAnswer).then((a) => a.user),
  queueSummary: () => call('GET', 'queues', QueueSummary),
  queue: <Q extends MoneyQueue>(queue: Q, order: QueueOrder): Promise<QueueItems[Q]> =>
    call('GET', `queues/${queue}?order=${order}&limit=50`, ITEM_SCHEMAS[queue]).then(
      (a) => a.items as QueueItems[Q],
    ),
  /** Pays a withdrawal, confirms a bank transfer's UTR or verifies a PAN. */
  approve: (queue: MoneyQueue, item: WithdrawalItem | TransferItem | PanItem, idempotencyKey: string) =>
    call(
      'POST',
      `queues/${queue}/${item.id}/${APPROVE[queue]}`,
      Decided,
      { json: sentAtOf(item) },
      idempotencyKey,
    ),
  refuse: (
    queue: MoneyQueue,
    item: WithdrawalItem | TransferItem | PanItem,
    refusal: RefusalChoice,
    idempotencyKey: string,
  ) =>
    call(
      'POST',
      `queues/${queue}/${item.id}/refuse`,
      Decided,
      { json: { ...sentAtOf(item), ...refusal } },
      idempotencyKey,
    ),
  audit: (scope: AuditScope, page = 1): Promise<readonly AuditEntry[]> =>
    call('GET', `${scope === 'all' ? 'audit/all' : 'audit'}?page=${page}&limit=50`, AuditAnswer).then(
      (a) => a.entries,
    ),
}
