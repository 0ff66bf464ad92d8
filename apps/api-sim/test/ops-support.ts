import type { RunningSim } from '../src/main.ts'
import { DEMO_OPERATORS } from '../src/ops/operators.ts'

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
