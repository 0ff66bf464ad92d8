import { Agent, request } from 'node:http'
import { paiseToRupeeString, seededRandom } from '@mandi/domain'
import { apiHeaders, keyedRequest } from './api-request.ts'
import { APP_TIMEOUT_MS, envelopeOf, type Outgoing, RETRY_RESERVE_MS, retryAfterMs } from './book.ts'
import type { LoadUser } from './setup-users.ts'
import type { Shared } from './traffic.ts'

/**
 * The `fetch` mode's traffic (issue 25): each user is one closed loop in this process, on the global fetch
 * (undici: no connection limit; a request goes out on an idle pooled connection, or a new one), as a phone
 * app's users look to the server when many of them share few addresses. Each loop repeats, answer after
 * answer: 35 % product/info then product/buy at the price it read, 20 % product/positions then product/sell,
 * 20 % trade/create, 15 % payout/create, 10 % pay/create then Pay on the payment page. One keyed write in five
 * is sent twice at once under the same key (a double tap). A request answered 503 with Retry-After is sent
 * again after that wait while the app's 5 s budget lasts, as the app does; what waited is the user's whole wait.
 */

const MIX: readonly [Step, number][] = [
  ['buy', 35],
  ['sell', 20],
  ['trade', 20],
  ['withdraw', 15],
  ['deposit', 10],
]
type Step = 'buy' | 'sell' | 'trade' | 'withdraw' | 'deposit'

/** Users start spread over this long. */
const START_SPREAD_MS = 1_000
/** Of the keyed writes, the share also sent a second time at once under the same key. */
const DOUBLE_SEND_SHARE = 0.2
const MARKET_CODES = ['btcusdt', 'ethusdt', 'solusdt', 'xrpusdt'] as const
const DEPOSITS = ['600.00', '1000.00', '3000.00'] as const

export interface LoopFigures {
  /** Each request's wait as its user saw it: from the first send to the answer, 503 retries included (ms). */
  waits: number[]
  /** HTTP requests sent (503 retries each count). */
  requests: number
  /** Answers 503 with Retry-After (load shed). */
  shed: number
  /** Requests that ran out of the 5 s budget on 503s (the app shows its failure message). */
  gaveUp: number
  /** Now: requests on the wire, and loops still running (for progress lines). */
  inFlight: number
  running: number
  /** Now: the request longest on the wire (kind, path, seconds), for progress lines. */
  oldestOnWire: () => string | undefined
}

export interface LoopOptions {
  /** The server's origin, read before every request (it changes when a test restarts the server). */
  origin: () => string
  users: readonly LoadUser[]
  shared: Shared
  seed: number
  /** Seconds without an answer before a request counts as unanswered. */
  timeoutMs: number
  /** The loops end after their current action once this is aborted; in-flight requests are not cut. */
  stop: AbortSignal
  /** Aborts the requests on the wire (a crash test kills the server under them). */
  cut?: AbortSignal
  /**
   * How users reach the server: `fetch`, the global fetch's shared pool (no connection limit); `connection`, each
   * user on their own keep-alive connection (node:http, a second one only for the write sent twice at once).
   */
  transport?: 'fetch' | 'connection'
}

interface Answer {
  status: number
  retryAfter: string | null
  body: string
}

/** One request on the user's own keep-alive connection. */
function overConnection(agent: Agent, origin: string, out: Outgoing, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...out.headers }
    if (out.method === 'POST') headers['content-length'] = Buffer.byteLength(out.body ?? '')
    const req = request(new URL(out.path, origin), { method: out.method, headers, agent, signal }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => {
        const retryAfter = res.headers['retry-after']
        resolve({ status: res.statusCode ?? 0, retryAfter: retryAfter ?? null, body })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(out.body)
  })
}

/** One request through the global fetch. */
async function overFetch(origin: string, out: Outgoing, signal: AbortSignal): Promise<Answer> {
  const init: RequestInit = { method: out.method, headers: out.headers, signal }
  if (out.body !== undefined) init.body = out.body
  const response = await fetch(`${origin}${out.path}`, init)
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs every user's loop until `stop`; resolves with the figures once each loop's last action ended.
 * `progress` sees the figures as they grow.
 */
export async function runUserLoops(
  options: LoopOptions,
  progress?: (figures: Readonly<LoopFigures>) => void,
): Promise<LoopFigures> {
  const { shared, users } = options
  const { book, market } = shared
  const onWire = new Map<object, { label: string; path: string; since: number }>()
  const agents: Agent[] = []
  const figures: LoopFigures = {
    waits: [],
    requests: 0,
    shed: 0,
    gaveUp: 0,
    inFlight: 0,
    running: 0,
    oldestOnWire: () => {
      const first = onWire.values().next().value
      return first
        ? `${first.label} ${first.path.split('?')[0]} for ${((performance.now() - first.since) / 1000).toFixed(0)} s`
        : undefined
    },
  }

  const get = (user: LoadUser, label: Outgoing['label'], path: string): Outgoing => ({
    label,
    method: 'GET',
    path,
    headers: apiHeaders(user, false),
    userId: user.id,
  })

  /** One request as the app sends it: 503 + Retry-After is followed within the budget. Undefined: no answer. */
  const send = async (
    out: Outgoing,
    agent: Agent | undefined,
  ): Promise<{ status: number; body: string } | undefined> => {
    const started = performance.now()
    book.sent(out)
    for (;;) {
      figures.requests++
      let status: number
      let body: string
      let retryAfter: string | null
      try {
        const signal = options.cut
          ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.cut])
          : AbortSignal.timeout(options.timeoutMs)
        figures.inFlight++
        const token = {}
        onWire.set(token, { label: out.label, path: out.path, since: performance.now() })
        try {
          const answer = agent
            ? await overConnection(agent, options.origin(), out, signal)
            : await overFetch(options.origin(), out, signal)
          status = answer.status
          retryAfter = answer.retryAfter
          body = answer.body
        } finally {
          figures.inFlight--
          onWire.delete(token)
        }
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError' ? 'time-out' : 'connection error'
        book.noAnswer(out, started, reason, false)
        return undefined
      }
      const waitMs = status === 503 ? retryAfterMs(retryAfter) : undefined
      if (waitMs !== undefined) {
        // Shed: nothing was done. Within the budget, the app asks again after the wait (same key).
        figures.shed++
        // A little later than asked, at random, as the app does.
        const jittered = waitMs * (1 + Math.random() / 4)
        if (performance.now() - started + jittered <= APP_TIMEOUT_MS - RETRY_RESERVE_MS) {
          await sleep(jittered)
          continue
        }
        // Nothing was done: the key (or the Pay) is still open, and is asked again after the run.
        figures.gaveUp++
        book.cut(out)
        return undefined
      }
      const waited = performance.now() - started
      figures.waits.push(waited)
      if (waited > APP_TIMEOUT_MS) {
        book.overAppTimeout++
        book.userWaitOver++
        book.slow(out, started, false)
      }
      book.answered(out, status, body)
      return { status, body }
    }
  }

  /** A keyed write; one in five goes out twice at once (both answers are recorded under the key). */
  const write = async (random: () => number, out: Outgoing, agent: Agent | undefined) => {
    if (random() < DOUBLE_SEND_SHARE) {
      const [first] = await Promise.all([send(out, agent), send({ ...out, retry: true }, agent)])
      return first
    }
    return send(out, agent)
  }

  const loop = async (user: LoadUser, index: number) => {
    // Users start over the first second, not in one tick: a thousand fetches created at once blocked this
    // process's own event loop for seconds, and that lag counted in the users' waits.
    await sleep((index / users.length) * START_SPREAD_MS)
    // The user's own keep-alive connection (two sockets at most: the write sent twice at once takes the second).
    const agent =
      options.transport === 'connection' ? new Agent({ keepAlive: true, maxSockets: 2 }) : undefined
    if (agent) agents.push(agent)
    const random = seededRandom(options.seed * 7919 + index)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
    while (!options.stop.aborted) {
      let roll = random() * 100
      let step: Step = 'buy'
      for (const [name, weight] of MIX) {
        if (roll < weight) {
          step = name
          break
        }
        roll -= weight
      }
      switch (step) {
        case 'buy': {
          const product = pick(market.products)
          const info = await send(get(user, 'info', `/api/product/info?id=${product.id}`), agent)
          const data = info ? (envelopeOf(info.body)?.data as { price?: string } | undefined) : undefined
          if (!data?.price) break
          const bought = await write(
            random,
            keyedRequest('buy', user, {
              product_id: product.id,
              quantity: between(1, 3),
              buy_price: data.price,
            }),
            agent,
          )
          if (bought && envelopeOf(bought.body)?.status === 1) {
            const owned = shared.bought.get(user.id) ?? new Set<number>()
            owned.add(product.id)
            shared.bought.set(user.id, owned)
          }
          break
        }
        case 'sell': {
          const owned = [...(shared.bought.get(user.id) ?? [])]
          const productId = owned.length > 0 ? pick(owned) : pick(market.products).id
          const found = await send(
            get(user, 'positions', `/api/product/positions?product_id=${productId}`),
            agent,
          )
          const positions = (found ? envelopeOf(found.body)?.data : undefined) as
            | { id: number; quantity: number }[]
            | undefined
          const position = positions && positions.length > 0 ? pick(positions) : undefined
          const product = market.products.find((p) => p.id === productId)
          if (!position || !product) break
          await write(
            random,
            keyedRequest('sell', user, {
              purchase_id: position.id,
              quantity: between(1, position.quantity),
              sell_price: paiseToRupeeString(product.price as never),
            }),
            agent,
          )
          break
        }
        case 'trade':
          await write(
            random,
            keyedRequest('trade', user, {
              code: pick(MARKET_CODES),
              path: pick(['0', '1']),
              amount: String(between(100, 1000)),
              rate: market.tradeRate,
            }),
            agent,
          )
          break
        case 'withdraw':
          await write(
            random,
            keyedRequest('withdraw', user, {
              amount: String(between(100, 1000)),
              bank_id: user.bankId,
              tp: '0',
            }),
            agent,
          )
          break
        case 'deposit': {
          const made = await write(
            random,
            keyedRequest('deposit', user, {
              amount: pick(DEPOSITS),
              tp: '0',
              payin_channel_id: pick(['2', '3']),
            }),
            agent,
          )
          const answer = made ? envelopeOf(made.body) : undefined
          if (answer?.status !== 1) break
          const url = new URL((answer.data as { url: string }).url)
          await send(
            {
              label: 'pay',
              method: 'POST',
              path: `${url.pathname}${url.search}`,
              headers: {},
              payOrder: url.pathname.replace('/pay/', ''),
            },
            agent,
          )
          break
        }
      }
    }
  }

  figures.running = users.length
  progress?.(figures)
  await Promise.all(
    users.map((user, index) =>
      loop(user, index).finally(() => {
        figures.running--
      }),
    ),
  )
  for (const agent of agents) agent.destroy()
  return figures
}
