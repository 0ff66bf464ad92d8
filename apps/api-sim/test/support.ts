import { type ApiClient, createApiClient } from '@mandi/api-client'
import { Effect } from 'effect'
import WebSocket from 'ws'
import { type RunningSim, type SimOptions, startSim } from '../src/main.ts'
import { EMPTY_DEMO, RICH_DEMO } from '../src/seed/users.ts'

export { EMPTY_DEMO, RICH_DEMO }

/**
 * A sim on free ports with an in-memory db, fast agent replies and ticks, and the admin switches on. Closing
 * it fails the test when the server met an unexpected error (one its guards caught and logged, issue 25).
 */
export async function startTestSim(options: SimOptions = {}): Promise<RunningSim> {
  // A fixed mid-hour start: product prices step hourly, so a test never straddles a price change.
  const clockStart = Date.UTC(2026, 5, 1, 10, 20)
  const running = await startSim({
    clockStart,
    port: 0,
    chatPort: 0,
    db: ':memory:',
    agentReplyMs: 50,
    tickMs: 100,
    admin: true,
    // Test files run side by side on a busy machine, where a lone request can wait seconds for the event loop:
    // nothing is shed for being slow unless a test asks for it (overload.test.ts sets its own threshold).
    shedWaitMs: 60_000,
    ...options,
  })
  const close = running.close.bind(running)
  running.close = async () => {
    await close()
    if (running.sim.unexpectedErrors.length > 0)
      throw new Error(`the sim met unexpected errors:\n${running.sim.unexpectedErrors.join('\n')}`)
  }
  return running
}

export interface Session {
  client: ApiClient
  token: { value: string | null }
  sessionEnded: { count: number }
}

/** A client of the contract pointed at the sim, with a token holder the test can set. */
export function clientFor(sim: RunningSim, token: string | null = null): Session {
  const holder = { value: token }
  const ended = { count: 0 }
  const ws = sim.url.replace(/^http/, 'ws')
  const chatWs = sim.chatUrl.replace(/^http/, 'ws')
  const client = createApiClient({
    baseUrl: `${sim.url}/api`,
    chatBaseUrl: sim.chatUrl,
    imageBaseUrl: sim.url,
    chatImageBaseUrl: sim.chatUrl,
    socketUrl: `${ws}/ws/kline`,
    chatSocketUrl: `${chatWs}/ws/chat`,
    getToken: () => holder.value,
    onSessionInvalid: () => {
      ended.count++
    },
    socket: { webSocket: WebSocket as never },
  })
  return { client, token: holder, sessionEnded: ended }
}

export const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> => Effect.runPromise(effect)

/** The error of a call that must fail (the test fails if it succeeds). */
export async function failure<A, E>(effect: Effect.Effect<A, E>): Promise<E> {
  return Effect.runPromise(
    effect.pipe(
      Effect.flatMap((value) => Effect.die(new Error(`expected a failure, got ${JSON.stringify(value)}`))),
      Effect.flip,
    ),
  ) as Promise<E>
}

/** Signs in and returns a client carrying the token. */
export async function signIn(
  sim: RunningSim,
  account: { mob: string; password: string } = RICH_DEMO,
): Promise<Session> {
  const session = clientFor(sim)
  const result = await run(
    session.client.auth.login({ mob: account.mob, password: account.password, fingerLogin: '', token: '' }),
  )
  session.token.value = result.token
  return session
}

/**
 * Registers a new account the way the app does (the code is sent first: one-time codes belong to a send,
 * issue 25; the sim's loopback code is 123456) and signs it in.
 */
export async function registerUser(
  sim: RunningSim,
  user: { name: string; mob: string; inviteCode: string; password?: string },
): Promise<Session> {
  const password = user.password ?? 'secret12'
  const anon = clientFor(sim)
  await run(anon.client.auth.sendRegistrationOtp(user.mob, ''))
  await run(
    anon.client.auth.register({
      email: `${user.mob}@mandi.example`,
      name: user.name,
      mob: user.mob,
      password,
      fingerReg: '',
      inviteCode: user.inviteCode,
      verificationCode: '123456',
    }),
  )
  return signIn(sim, { mob: user.mob, password })
}

let keyCounter = 0
export const key = () => `test-key-${Date.now()}-${keyCounter++}`

/** One raw API call (JSON or form body), for what the typed client does not send: returns the envelope. */
export async function rawPost(
  sim: RunningSim,
  path: string,
  body: Record<string, unknown>,
  options: { token?: string | null; key?: string; form?: boolean } = {},
): Promise<{ status: number; info: string; data?: unknown }> {
  const headers: Record<string, string> = {
    'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
  }
  if (options.token) headers.token = options.token
  if (options.key) headers['idempotency-key'] = options.key
  const response = await fetch(`${sim.url}/api/${path}`, {
    method: 'POST',
    headers,
    body: options.form
      ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
      : JSON.stringify(body),
  })
  return (await response.json()) as { status: number; info: string; data?: unknown }
}
