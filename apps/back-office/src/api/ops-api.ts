import { Schema } from 'effect'
import { OpsApiError } from './ops-error.ts'
import {
  AuditAnswer,
  type AuditEntry,
  Challenge,
  type Conversation,
  ConversationDetail,
  Conversations,
  type DeskMessage,
  Me,
  MessageAnswer,
  type Operator,
  OperatorAnswer,
  ReadAnswer,
  Refusal,
  SignedIn,
  UserAnswer,
  type UserView,
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
): Promise<S['Type']> {
  const headers: Record<string, string> = {}
  const token = readSession()?.token
  if (token) headers.authorization = `Bearer ${token}`
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
  answer: (key: ConversationKey, content: string): Promise<DeskMessage> =>
    call('POST', `${conversationPath(key)}/messages`, MessageAnswer, { json: { content } }).then(
      (a) => a.message,
    ),
  answerFile: (key: ConversationKey, file: File): Promise<DeskMessage> => {
    const form = new FormData()
    form.append('file', file, file.name)
    return call('POST', `${conversationPath(key)}/files`, MessageAnswer, { form }).then((a) => a.message)
  },
  user: (userId: number): Promise<UserView> => call('GET', `users/${userId}`, UserAnswer).then((a) => a.user),
  audit: (scope: AuditScope, page = 1): Promise<readonly AuditEntry[]> =>
    call('GET', `${scope === 'all' ? 'audit/all' : 'audit'}?page=${page}&limit=50`, AuditAnswer).then(
      (a) => a.entries,
    ),
}
