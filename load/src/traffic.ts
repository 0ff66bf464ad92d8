import { paiseToRupeeString, seededRandom } from '@mandi/domain'
import type autocannon from 'autocannon'
import { apiHeaders, keyedRequest } from './api-request.ts'
import {
  type Action,
  APP_TIMEOUT_MS,
  type Book,
  envelopeOf,
  type Outgoing,
  RETRY_RESERVE_MS,
  retryAfterMs,
} from './book.ts'
import type { LoadUser, Market } from './setup-users.ts'

/** How often each new action is chosen (out of 100). */
const MIX: readonly [Action, number][] = [
  ['buy', 25],
  ['sell', 20],
  ['deposit', 15],
  ['withdraw', 15],
  ['trade', 25],
]

/** After an answer: retry under the same key (a user's retry after an unknown outcome). */
const RETRY_SHARE = 0.08
/** After an answer: the same key with another body (a client bug), which must be refused. */
const PROBE_SHARE = 0.02
/** A new action is also handed to another connection at once: two concurrent requests with one key. */
const DOUBLE_SUBMIT_SHARE = 0.03
/** A channel deposit whose payment link is then paid; a paid link paid again (must credit nothing). */
const PAY_SHARE = 0.6
const PAY_AGAIN_SHARE = 0.1

const MARKET_CODES = ['btcusdt', 'ethusdt', 'solusdt', 'xrpusdt'] as const
const DEPOSITS = ['600.00', '1000.00', '3000.00'] as const

export interface Shared {
  book: Book
  market: Market
  /** Products each user has bought (user id → product ids), to find something to sell. */
  bought: Map<number, Set<number>>
  usersById: Map<number, LoadUser>
}

export interface Driver {
  requests: autocannon.Request[]
  /** Listens to the connection's failures, to tell why a request went unanswered. */
  attach(client: autocannon.Client): void
  /** The request on the wire when the run stopped (its outcome is unknown). */
  inFlight(): Outgoing | undefined
  /** Answers 503 with Retry-After: shed by the server, sent again after the wait. */
  shed(): number
  /** Shed requests whose wait would have ended too close to the app's time-out: the app shows its failure. */
  gaveUp(): number
}

/** A response header by name, whatever its case. */
function headerOf(headers: Record<string, unknown> | undefined, name: string): string | null {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? String(value[0]) : String(value)
  }
  return null
}

/** A shed request waiting for its Retry-After; `since` is when its user first sent it. */
interface Delayed {
  out: Outgoing
  at: number
  since: number
}

/**
 * One connection's user behaviour. Autocannon calls setupRequest before each request and onResponse after
 * each answer; the driver keeps its own state (autocannon resets its `context` after every pass over a
 * one-request list). A request that was still unanswered when the next one is set up got no answer
 * (time-out or a failed connection): it is counted and retried under the same key, as the app does.
 */
export function connectionDriver(shared: Shared, users: readonly LoadUser[], seed: number): Driver {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
  const { book, market } = shared
  let inflight: Outgoing | undefined
  let inflightSince = 0
  /** Requests sent on the current connection (autocannon reconnects after a time-out or an error). */
  let onConnection = 0
  let failure = 'unknown'
  const queue: Outgoing[] = []
  /** Shed requests, sent again once their Retry-After has passed (meanwhile the connection does other work). */
  const delayed: Delayed[] = []
  /** When the user first sent the request on the wire (earlier than inflightSince after a 503). */
  const firstSent = new WeakMap<Outgoing, number>()
  let shed = 0
  let gaveUp = 0
  let turn = 0

  const buy = (user: LoadUser): Outgoing => {
    const product = pick(market.products)
    return keyedRequest('buy', user, {
      product_id: product.id,
      quantity: between(1, 3),
      buy_price: paiseToRupeeString(product.price as never),
    })
  }

  const newAction = (user: LoadUser): Outgoing => {
    let roll = random() * 100
    let action: Action = 'buy'
    for (const [name, weight] of MIX) {
      if (roll < weight) {
        action = name
        break
      }
      roll -= weight
    }
    switch (action) {
      case 'buy':
        return buy(user)
      case 'sell': {
        // A sale starts by looking up what the user holds of a product they bought.
        const owned = [...(shared.bought.get(user.id) ?? [])]
        if (owned.length === 0) return buy(user)
        return {
          label: 'positions',
          method: 'GET',
          path: `/api/product/positions?product_id=${pick(owned)}`,
          headers: apiHeaders(user, false),
          userId: user.id,
        }
      }
      case 'deposit':
        return keyedRequest('deposit', user, {
          amount: pick(DEPOSITS),
          tp: '0',
          payin_channel_id: pick(['2', '3']),
        })
      case 'withdraw':
        return keyedRequest('withdraw', user, {
          amount: String(between(100, 1000)),
          bank_id: user.bankId,
          tp: '0',
        })
      case 'trade':
        return keyedRequest('trade', user, {
          code: pick(MARKET_CODES),
          path: pick(['0', '1']),
          amount: String(between(100, 1000)),
          rate: market.tradeRate,
        })
    }
  }

  /** The same key with another body: another amount or quantity. */
  const probeOf = (out: Outgoing): Outgoing | undefined => {
    if (!out.keyed || out.body === undefined) return undefined
    if (out.headers['content-type'] === 'application/json') {
      const fields = JSON.parse(out.body) as Record<string, unknown>
      fields.quantity = Number(fields.quantity) + 1
      return { ...out, body: JSON.stringify(fields), probe: true, retry: false }
    }
    const fields = new URLSearchParams(out.body)
    const amount = fields.get('amount') ?? '100'
    fields.set(
      'amount',
      amount.includes('.') ? `${Number.parseInt(amount, 10) + 1}.00` : String(Number(amount) + 1),
    )
    return { ...out, body: fields.toString(), probe: true, retry: false }
  }

  const next = (): Outgoing => {
    const due = delayed.findIndex((d) => d.at <= performance.now())
    if (due >= 0) {
      const [again] = delayed.splice(due, 1)
      if (again) {
        firstSent.set(again.out, again.since)
        return again.out
      }
    }
    const queued = queue.shift()
    if (queued) return queued
    const pooled = book.pool.length > 0 && random() < 0.5 ? book.pool.shift() : undefined
    if (pooled) return pooled
    const user = users[turn++ % users.length] as LoadUser
    const out = newAction(user)
    if (out.keyed && random() < DOUBLE_SUBMIT_SHARE) book.pool.push({ ...out, retry: true })
    return out
  }

  const followUps = (out: Outgoing, status: number, body: string) => {
    if (out.payOrder !== undefined) {
      if (status === 200 && random() < PAY_AGAIN_SHARE) queue.push({ ...out })
      return
    }
    const answer = envelopeOf(body)
    if (!answer) {
      book.malformed++
      return
    }
    if (out.label === 'positions') {
      const positions = (Array.isArray(answer.data) ? answer.data : []) as {
        id: number
        product_id: number
        quantity: number
      }[]
      const position = positions.length > 0 ? pick(positions) : undefined
      const user = out.userId === undefined ? undefined : shared.usersById.get(out.userId)
      if (!position || !user) return
      const product = market.products.find((p) => p.id === position.product_id)
      if (!product) return
      queue.push(
        keyedRequest('sell', user, {
          purchase_id: position.id,
          quantity: between(1, position.quantity),
          sell_price: paiseToRupeeString(product.price as never),
        }),
      )
      return
    }
    if (!out.keyed || out.probe) return
    if (answer.status === 0 && typeof answer.data === 'object' && answer.data !== null) {
      // The price guard: the hourly price moved; take the new one, as the popup does.
      const changed = answer.data as { price_changed?: boolean; price?: string }
      if (changed.price_changed && changed.price && out.keyed.action === 'buy' && out.body) {
        const id = Number((JSON.parse(out.body) as { product_id: number }).product_id)
        const product = market.products.find((p) => p.id === id)
        if (product) product.price = Math.round(Number(changed.price) * 100)
      }
    }
    if (answer.status === 1 && out.keyed.action === 'buy' && out.body) {
      const id = Number((JSON.parse(out.body) as { product_id: number }).product_id)
      const set = shared.bought.get(out.keyed.userId) ?? new Set<number>()
      set.add(id)
      shared.bought.set(out.keyed.userId, set)
    }
    if (out.retry) return
    const roll = random()
    if (roll < RETRY_SHARE) {
      queue.push({ ...out, retry: true })
    } else if (roll < RETRY_SHARE + PROBE_SHARE) {
      const probe = probeOf(out)
      if (probe) queue.push(probe)
    } else if (answer.status === 1 && out.keyed.action === 'deposit' && random() < PAY_SHARE) {
      const url = new URL((answer.data as { url: string }).url)
      const order = url.pathname.replace('/pay/', '')
      queue.push({
        label: 'pay',
        method: 'POST',
        path: `${url.pathname}${url.search}`,
        headers: {},
        payOrder: order,
      })
    }
  }

  return {
    requests: [
      {
        setupRequest: (request: autocannon.Request): autocannon.Request => {
          if (inflight) {
            // The previous request got no answer: the app shows an unknown outcome, and the retry carries
            // the same key.
            book.noAnswer(inflight, inflightSince, failure, onConnection === 1)
            onConnection = 0
            queue.unshift({ ...inflight, retry: inflight.keyed !== undefined && !inflight.probe })
          }
          const out = next()
          inflight = out
          inflightSince = performance.now()
          onConnection++
          book.sent(out)
          return {
            ...request,
            method: out.method,
            path: out.path,
            headers: { ...out.headers },
            body: out.body,
          }
        },
        onResponse: (
          status: number,
          body: string,
          _context: object,
          headers: Record<string, unknown> | undefined,
        ) => {
          const out = inflight
          inflight = undefined
          if (!out) return
          const since = firstSent.get(out) ?? inflightSince
          const retryAfter = status === 503 ? retryAfterMs(headerOf(headers, 'retry-after')) : undefined
          if (retryAfter !== undefined) {
            // Shed: nothing was done. The app asks again after the wait, under the same key, while an answer can
            // still come within its time-out; otherwise it shows its failure (asked again after the run).
            shed++
            if (performance.now() - since + retryAfter > APP_TIMEOUT_MS - RETRY_RESERVE_MS) {
              gaveUp++
              book.cut(out)
              return
            }
            delayed.push({
              out: { ...out, retry: out.keyed !== undefined },
              at: performance.now() + retryAfter,
              since,
            })
            return
          }
          if (performance.now() - since > APP_TIMEOUT_MS) {
            // The user's whole wait, 503 retries included (autocannon counts the last request alone).
            book.userWaitOver++
            book.slow(out, since, onConnection === 1)
          }
          book.answered(out, status, body)
          followUps(out, status, body)
        },
      },
    ],
    inFlight: () => inflight,
    shed: () => shed,
    gaveUp: () => gaveUp,
    attach: (client) => {
      // Events autocannon's Client emits but its typings do not list.
      const events: NodeJS.EventEmitter = client
      events.on('timeout', () => {
        failure = 'time-out'
      })
      events.on('connError', (error: Error) => {
        failure = `connection error (${(error as NodeJS.ErrnoException).code ?? error.message})`
      })
    },
  }
}
