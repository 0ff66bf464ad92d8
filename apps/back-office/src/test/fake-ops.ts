import { vi } from 'vitest'
import type { Operator } from '../api/schemas.ts'
import {
  conversations,
  messages,
  panItems,
  queueSummary,
  transferItems,
  userView,
  withdrawalItems,
} from './fixtures.ts'

export interface FakeCall {
  readonly method: string
  readonly path: string
  readonly body: unknown
  readonly auth: string | null
  /** The Idempotency-Key header of an action, or null. */
  readonly key: string | null
}

/** An answer, or 'network': the request never reaches the server (fetch rejects). */
type Handler = (call: FakeCall) => { status: number; body: unknown } | 'network'

/**
 * A fake /ops/api in the page's fetch: answers the console's calls from the fixtures, records each call,
 * and lets a test replace any route's answer (`routes['POST conversations/7/1/messages'] = …`).
 */
export function fakeOps() {
  const calls: FakeCall[] = []
  const routes: Record<string, Handler> = {
    'GET conversations': () => ({ status: 200, body: { conversations } }),
    'GET conversations/7/1': () => ({
      status: 200,
      body: {
        userId: 7,
        agentId: 1,
        userName: 'Demo User',
        userCode: '100001',
        agentName: 'Support desk',
        messages: messages.map((m) => (m.msgId === 2 ? { ...m, read: false } : m)),
      },
    }),
    'POST conversations/7/1/read': () => ({ status: 200, body: { read: 1 } }),
    'POST conversations/7/1/messages': (call) => ({
      status: 200,
      body: {
        message: {
          ...messages[0],
          msgId: 99,
          content: (call.body as { content: string }).content,
          operator: 'Support desk (demo)',
          read: false,
        },
      },
    }),
    'GET users/7': () => ({ status: 200, body: { user: userView } }),
    'GET audit': () => ({ status: 200, body: { entries: [] } }),
    'GET audit/all': () => ({ status: 200, body: { entries: [] } }),
    'POST sign-out': () => ({ status: 200, body: {} }),
    'GET queues': () => ({ status: 200, body: queueSummary }),
    'GET queues/withdrawals': () => ({ status: 200, body: { items: withdrawalItems } }),
    'GET queues/transfers': () => ({ status: 200, body: { items: transferItems } }),
    'GET queues/pans': () => ({ status: 200, body: { items: panItems } }),
    'POST queues/withdrawals/41/pay': () => ({
      status: 200,
      body: { withdrawal: { id: 41, status: 'paid' } },
    }),
    'POST queues/withdrawals/41/refuse': () => ({
      status: 200,
      body: { withdrawal: { id: 41, status: 'refunded' } },
    }),
    'POST queues/transfers/55/confirm': () => ({ status: 200, body: { transfer: { id: 55 } } }),
    'POST queues/pans/9/verify': () => ({ status: 200, body: { pan: { userId: 9 } } }),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = url.replace(/^\/ops\/api\//, '').replace(/\?.*$/, '')
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      const headers = new Headers(init?.headers)
      const call = {
        method,
        path,
        body,
        auth: headers.get('authorization'),
        key: headers.get('idempotency-key'),
      }
      calls.push(call)
      const handler = routes[`${method} ${path}`]
      const answer = handler
        ? handler(call)
        : { status: 404, body: { error: 'Not found', reason: 'not-found' } }
      if (answer === 'network') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(answer.body), { status: answer.status })
    }),
  )
  return { calls, routes }
}

/** Puts a signed-in session in this tab, as the sign-in leaves it. */
export function signedInAs(operator: Operator): void {
  sessionStorage.setItem(
    'mandi-ops-session',
    JSON.stringify({ token: 'test-token', expiresAt: Date.now() + 3_600_000, operator }),
  )
}
