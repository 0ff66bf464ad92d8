import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { registerFreshUser, signInAs } from './fresh-user.ts'

/** The sim's fault table (apps/api-sim/src/http/faults.ts), keyed by API path without `/api/`. */
export type FaultTable = Record<
  string,
  { latencyMs?: number; errorRate?: number; status3?: boolean; malformed?: boolean }
>

interface Envelope<T = unknown> {
  status: number
  info?: string
  data?: T
}

/** '₹1,234.50', '1234.5' or 1234.5 → 123450 paise. */
export function toPaise(value: string | number | null | undefined): number {
  const text = String(value ?? '').replace(/[^0-9.-]/g, '')
  return Math.round(Number(text) * 100)
}

/**
 * The sim (Node) closes idle keep-alive sockets after 5 s, which is how long a time-out case waits: a call
 * that reuses such a socket at that moment is reset. Reads and keyed posts are safe to send once more.
 */
async function onceMoreIfReset<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error
    return call()
  }
}

/** Calls of one signed-in account straight to the sim, to arrange a case and read the server's truth. */
export class SimAccount {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
    readonly session: { id: number; name: string; token: string; code: string; mob: string },
  ) {}

  async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
    const response = await onceMoreIfReset(() =>
      this.request.get(`../api/${path}`, { params, headers: { token: this.token } }),
    )
    const body = (await response.json()) as Envelope<T>
    if (body.status !== 1) throw new Error(`GET ${path}: status ${body.status} ${body.info ?? ''}`)
    return body.data as T
  }

  async post<T>(path: string, form: Record<string, string | number>): Promise<Envelope<T>> {
    const key = randomUUID()
    const response = await onceMoreIfReset(() =>
      this.request.post(`../api/${path}`, { form, headers: { token: this.token, 'Idempotency-Key': key } }),
    )
    return (await response.json()) as Envelope<T>
  }

  async postOk<T>(path: string, form: Record<string, string | number>): Promise<Envelope<T>> {
    const body = await this.post<T>(path, form)
    if (body.status !== 1) throw new Error(`POST ${path}: status ${body.status} ${body.info ?? ''}`)
    return body
  }

  /** Balance, salary and integral in paise, as the server holds them. */
  async wallet(): Promise<{ balance: number; salary: number; integral: number }> {
    const user = await this.get<{ balance: string; salary: string; integral: string }>('user/info')
    return { balance: toPaise(user.balance), salary: toPaise(user.salary), integral: toPaise(user.integral) }
  }

  /** Pays in through a channel deposit and the sim's payment page, as a user would. */
  async deposit(rupees: number): Promise<void> {
    const order = await this.postOk<{ tp: number; url: string }>('pay/create', {
      amount: String(rupees),
      tp: '0',
      payin_channel_id: '2',
    })
    const paid = await this.request.post(order.data?.url ?? '')
    expect(paid.ok()).toBe(true)
  }

  async bindBank(): Promise<void> {
    await this.postOk('bank/create', {
      bank_account: `5${Date.now()}${Math.floor(Math.random() * 100)}`.slice(0, 16),
      account_holder: this.session.name,
      ifsc: 'DEMO0000001',
      bank_name: 'Sample Bank',
    })
  }
}

/** Registers a new account, funds it and seeds the page's storage with its session (no document yet). */
export async function fundedAccount(
  page: Page,
  request: APIRequestContext,
  rupees = 50_000,
): Promise<SimAccount> {
  const user = await registerFreshUser(request, 'Demo Apricot')
  const session = await signInAs(page, request, user.mob, user.password)
  const account = new SimAccount(request, session.token, session)
  await account.deposit(rupees)
  return account
}

export async function setFaults(request: APIRequestContext, table: FaultTable): Promise<void> {
  const response = await onceMoreIfReset(() => request.post('../__admin/faults', { data: table }))
  expect(response.ok()).toBe(true)
}

export async function advanceClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('../__admin/clock', { data: { advanceMs: ms } })
  expect(response.ok()).toBe(true)
}
