import type { RunningSim } from '../src/main.ts'
import { DEMO_OPERATORS } from '../src/ops/operators.ts'
import { insertUser } from '../src/seed/users.ts'
import { run, type Session, signIn } from './support.ts'

export const SUPPORT = DEMO_OPERATORS[0]
export const FINANCE = DEMO_OPERATORS[1]

export interface OpsAnswer {
  status: number
  body: Record<string, unknown> & { error?: string }
}

/** One call of the console's API (/ops/api/…): JSON or a multipart form, with an operator's Bearer token. */
export async function ops(
  sim: RunningSim,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<OpsAnswer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`${sim.url}/ops/api/${path}`, { method, headers, body })
  return { status: response.status, body: (await response.json()) as OpsAnswer['body'] }
}

/** Both sign-in steps (password, then the demo code from loopback); returns the session token. */
export async function operatorSignIn(
  sim: RunningSim,
  account: { login: string; password: string } = SUPPORT,
): Promise<string> {
  const first = await ops(sim, 'POST', 'sign-in', {
    body: { login: account.login, password: account.password },
  })
  if (first.status !== 200) throw new Error(`password step: ${first.status} ${first.body.error}`)
  const second = await ops(sim, 'POST', 'sign-in/code', {
    body: { challenge: first.body.challenge, code: '123456' },
  })
  if (second.status !== 200) throw new Error(`code step: ${second.status} ${second.body.error}`)
  return second.body.token as string
}

let serial = 0

/** A new account with `balance` and `salary` rupees, signed in (a user the money queues can act on). */
export async function moneyUser(
  sim: RunningSim,
  name: string,
  balance = 0,
  salary = 0,
): Promise<Session & { id: number; code: string }> {
  const mob = `82${String(Date.now() + serial++).slice(-8)}`
  const db = sim.sim.db
  const id = insertUser(db, {
    name,
    mob,
    password: 'start.123',
    inviterId: null,
    createdAt: sim.sim.clock.now(),
  })
  db.prepare('UPDATE users SET balance = ?, salary = ? WHERE id = ?').run(balance * 100, salary * 100, id)
  const { code } = db.prepare('SELECT code FROM users WHERE id = ?').get(id) as { code: string }
  return { ...(await signIn(sim, { mob, password: 'start.123' })), id, code }
}

/** Binds a bank account (made-up details) and answers its id. */
export async function bindBank(user: Session): Promise<number> {
  await run(
    user.client.bank.create({
      bankAccount: `7${Date.now()}${serial++}`.slice(0, 15),
      accountHolder: 'Test Holder',
      ifsc: 'DEMO0000001',
      bankName: 'Sample Bank',
    }),
  )
  return (await run(user.client.bank.list()))[0]?.id ?? 0
}

/** The user's statement lines as the server keeps them. */
export function ledgerOf(sim: RunningSim, userId: number) {
  return sim.sim.db
    .prepare('SELECT purse, title, amount, balance, created_at FROM ledger WHERE user_id = ? ORDER BY id')
    .all(userId) as { purse: string; title: string; amount: number; balance: number; created_at: number }[]
}
