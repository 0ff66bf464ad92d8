import type { UploadedFile } from '../http/call-input.ts'
import { type Page, pageOf } from '../http/paging.ts'
import type { MoneyQueue, Sim } from '../sim.ts'
import { appendAudit, listAudit } from './audit.ts'
import { setAvailable } from './availability.ts'
import {
  confirmTransferAsOperator,
  payWithdrawalAsOperator,
  refusalOf,
  refusePanAsOperator,
  refuseTransferAsOperator,
  refuseWithdrawalAsOperator,
  verifyPanAsOperator,
} from './decisions.ts'
import {
  answerFile,
  answerText,
  type ConversationKey,
  conversationMessages,
  conversationOf,
  listConversations,
  markConversationRead,
} from './inbox.ts'
import { type OperatorRole, type OperatorRow, operatorById, publicOperator } from './operators.ts'
import { OpsError } from './ops-error.ts'
import { panQueue, type QueueOrder, queueSummary, transferQueue, withdrawalQueue } from './queues.ts'
import { endOperatorSession, type OperatorSession } from './sessions.ts'
import { signInWithCode, signInWithPassword } from './sign-in.ts'
import { userView } from './user-view.ts'

/** What a console call hands its handler; `session` is there on every route that is not public. */
export interface OpsCall {
  readonly sim: Sim
  readonly session: OperatorSession | undefined
  readonly params: Record<string, string>
  /** Query (GET) or JSON / form fields (POST). */
  readonly args: Record<string, unknown>
  readonly files: Record<string, UploadedFile>
  /** The request came from this machine (the sign-in code is the demo code only then). */
  readonly loopback: boolean
}

export interface OpsRoute {
  readonly method: 'GET' | 'POST'
  /** Under /ops/api/, Hono's syntax for parameters. */
  readonly path: string
  /** Who may call it: the two sign-in steps are public, everything else names its roles. */
  readonly roles: 'public' | readonly OperatorRole[]
  /**
   * An action that must not happen twice (an answer, a money decision): an `Idempotency-Key` header, when
   * sent, makes a retry answer what the first call answered (ops-idempotency.ts).
   */
  readonly idempotent?: true
  readonly handle: (call: OpsCall) => unknown
}

const EVERY_ROLE: readonly OperatorRole[] = ['support', 'finance']
const SUPPORT: readonly OperatorRole[] = ['support']
const FINANCE: readonly OperatorRole[] = ['finance']

const str = (args: Record<string, unknown>, key: string) => {
  const value = args[key]
  return typeof value === 'string' ? value : ''
}

/** A whole-number path or query parameter, or a 404 (an id that is not one names nothing). */
function id(value: string | undefined): number {
  if (value === undefined || !/^[0-9]{1,12}$/.test(value)) throw new OpsError(404, 'Not found', 'not-found')
  return Number(value)
}

const conversation = (params: Record<string, string>): ConversationKey => ({
  userId: id(params.userId),
  agentId: id(params.agentId),
})

function operatorOf(call: OpsCall): OperatorRow {
  if (!call.session) throw new OpsError(401, 'Sign in again', 'session')
  return call.session.operator
}

/** The moment an item was sent (`sentAt`, epoch ms), which names the UTR or PAN details a decision is about. */
function sentAt(args: Record<string, unknown>): number {
  const value = args.sentAt
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new OpsError(400, 'Say which sending this decision is about (sentAt)', 'bad-request')
  return value
}

/** A queue's order: `oldest` first (the default: the item waiting longest) or `newest`. */
function orderOf(args: Record<string, unknown>): QueueOrder {
  const value = args.order
  if (value === undefined || value === 'oldest') return 'oldest'
  if (value === 'newest') return 'newest'
  throw new OpsError(400, 'Order is oldest or newest', 'bad-request')
}

/** Paging of the lists: the shared `pageOf` rules (page/limit, at most 50), refused with a 400. */
function page(args: Record<string, unknown>) {
  try {
    return pageOf(args)
  } catch (error) {
    throw new OpsError(400, error instanceof Error ? error.message : 'Invalid page', 'bad-request')
  }
}

/** A money queue's three calls: its list, the decision that moves the money, and the refusal. */
interface MoneyQueueRoutes {
  readonly queue: MoneyQueue
  readonly list: (sim: Sim, paging: Page, order: QueueOrder) => unknown
  /** The key of the decided item in the answer. */
  readonly item: string
  /** The path's last part for the decision that moves the money (pay, confirm, verify). */
  readonly accept: string
  readonly accepted: (call: OpsCall, itemId: number) => unknown
  readonly refused: (call: OpsCall, itemId: number) => unknown
}

const MONEY_QUEUES: readonly MoneyQueueRoutes[] = [
  {
    queue: 'withdrawals',
    list: withdrawalQueue,
    item: 'withdrawal',
    accept: 'pay',
    accepted: (call, item) => payWithdrawalAsOperator(call.sim, operatorOf(call), item),
    refused: (call, item) =>
      refuseWithdrawalAsOperator(call.sim, operatorOf(call), item, refusalOf('withdrawals', call.args)),
  },
  {
    queue: 'transfers',
    list: transferQueue,
    item: 'transfer',
    accept: 'confirm',
    accepted: (call, item) => confirmTransferAsOperator(call.sim, operatorOf(call), item, sentAt(call.args)),
    refused: (call, item) =>
      refuseTransferAsOperator(
        call.sim,
        operatorOf(call),
        item,
        sentAt(call.args),
        refusalOf('transfers', call.args),
      ),
  },
  {
    queue: 'pans',
    list: panQueue,
    item: 'pan',
    accept: 'verify',
    accepted: (call, item) => verifyPanAsOperator(call.sim, operatorOf(call), item, sentAt(call.args)),
    refused: (call, item) =>
      refusePanAsOperator(call.sim, operatorOf(call), item, sentAt(call.args), refusalOf('pans', call.args)),
  },
]

/** The finance role's calls on one money queue; a decision is idempotent (a retry answers the first call). */
const moneyQueueRoutes = (queue: MoneyQueueRoutes): OpsRoute[] => [
  {
    method: 'GET',
    path: `queues/${queue.queue}`,
    roles: FINANCE,
    handle: (call) => ({ items: queue.list(call.sim, page(call.args), orderOf(call.args)) }),
  },
  {
    method: 'POST',
    path: `queues/${queue.queue}/:id/${queue.accept}`,
    roles: FINANCE,
    idempotent: true,
    handle: (call) => ({ [queue.item]: queue.accepted(call, id(call.params.id)) }),
  },
  {
    method: 'POST',
    path: `queues/${queue.queue}/:id/refuse`,
    roles: FINANCE,
    idempotent: true,
    handle: (call) => ({ [queue.item]: queue.refused(call, id(call.params.id)) }),
  },
]

/**
 * Every console call and the roles that may make it: the one place a role check lives (http.ts enforces it
 * before a handler runs).
 */
export const OPS_ROUTES: readonly OpsRoute[] = [
  {
    method: 'POST',
    path: 'sign-in',
    roles: 'public',
    handle: ({ sim, args, loopback }) =>
      signInWithPassword(sim, str(args, 'login').trim(), str(args, 'password'), loopback),
  },
  {
    method: 'POST',
    path: 'sign-in/code',
    roles: 'public',
    handle: ({ sim, args }) => signInWithCode(sim, str(args, 'challenge'), str(args, 'code').trim()),
  },
  {
    method: 'GET',
    path: 'me',
    roles: EVERY_ROLE,
    handle: (call) => ({
      operator: publicOperator(operatorOf(call)),
      expiresAt: call.session?.expiresAt,
    }),
  },
  {
    method: 'POST',
    path: 'sign-out',
    roles: EVERY_ROLE,
    handle: (call) => {
      const operator = operatorOf(call)
      if (call.session) endOperatorSession(call.sim, call.session.tokenHash)
      appendAudit(call.sim.db, {
        operator,
        action: 'sign-out',
        subject: 'the console',
        before: { session: 'open' },
        after: { session: 'ended' },
        at: call.sim.clock.now(),
      })
      return {}
    },
  },
  {
    method: 'GET',
    path: 'audit',
    roles: EVERY_ROLE,
    handle: (call) => ({ entries: listAudit(call.sim.db, page(call.args), operatorOf(call).id) }),
  },
  {
    // Everyone's actions: the finance role reviews what was done (and, in phase B, who decided on money).
    method: 'GET',
    path: 'audit/all',
    roles: FINANCE,
    handle: (call) => ({ entries: listAudit(call.sim.db, page(call.args)) }),
  },
  {
    method: 'POST',
    path: 'availability',
    roles: SUPPORT,
    handle: (call) => {
      const operator = operatorOf(call)
      const value = call.args.available
      if (typeof value !== 'boolean') throw new OpsError(400, 'Say available or away', 'bad-request')
      const before = setAvailable(call.sim, operator.id, value)
      if (before !== value) {
        appendAudit(call.sim.db, {
          operator,
          action: 'availability',
          subject: 'the support desk',
          before: { available: before },
          after: { available: value },
          at: call.sim.clock.now(),
        })
      }
      const row = operatorById(call.sim.db, operator.id)
      return { operator: row ? publicOperator(row) : publicOperator(operator) }
    },
  },
  {
    method: 'GET',
    path: 'conversations',
    roles: SUPPORT,
    handle: (call) => ({ conversations: listConversations(call.sim.db, page(call.args)) }),
  },
  {
    method: 'GET',
    path: 'conversations/:userId/:agentId',
    roles: SUPPORT,
    handle: (call) => {
      const key = conversation(call.params)
      const names = conversationOf(call.sim.db, key)
      const before = call.args.before === undefined ? 0 : id(str(call.args, 'before'))
      return { ...key, ...names, messages: conversationMessages(call.sim.db, key, before) }
    },
  },
  {
    method: 'POST',
    path: 'conversations/:userId/:agentId/read',
    roles: SUPPORT,
    handle: (call) => ({ read: markConversationRead(call.sim, operatorOf(call), conversation(call.params)) }),
  },
  {
    method: 'POST',
    path: 'conversations/:userId/:agentId/messages',
    roles: SUPPORT,
    idempotent: true,
    handle: (call) => ({
      message: answerText(call.sim, operatorOf(call), conversation(call.params), str(call.args, 'content')),
    }),
  },
  {
    method: 'POST',
    path: 'conversations/:userId/:agentId/files',
    roles: SUPPORT,
    idempotent: true,
    handle: (call) => ({
      message: answerFile(call.sim, operatorOf(call), conversation(call.params), call.files.file),
    }),
  },
  {
    method: 'GET',
    path: 'users/:userId',
    roles: SUPPORT,
    handle: (call) => ({ user: userView(call.sim.db, id(call.params.userId)) }),
  },
  // The finance role's money queues: what waits, and the decisions (decisions.ts).
  {
    method: 'GET',
    path: 'queues',
    roles: FINANCE,
    handle: (call) => queueSummary(call.sim),
  },
  ...MONEY_QUEUES.flatMap(moneyQueueRoutes),
]
