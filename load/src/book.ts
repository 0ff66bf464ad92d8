/**
 * What the load generator sent and what came back, for the figures and for the ledger check: every
 * Idempotency-Key with each answer it got, the probes (a used key with another body), the Pay clicks on
 * payment links, and the counts of slow, failed and unanswered requests.
 */

export type Action = 'buy' | 'sell' | 'deposit' | 'withdraw' | 'trade'

export const ACTION_PATHS: Record<Action, string> = {
  buy: 'product/buy',
  sell: 'product/sell',
  deposit: 'pay/create',
  withdraw: 'payout/create',
  trade: 'trade/create',
}

/** The app's request time-out (spec §7): past it the user sees an unknown outcome. */
export const APP_TIMEOUT_MS = 5_000

/**
 * After a 503 the app sends the request again only if the wait ends at least this long before its time-out (the
 * api-client's rule, CONTRACT.md "Overload"), time for the answer.
 */
export const RETRY_RESERVE_MS = 2_000

/** One request as sent on the wire. */
export interface Outgoing {
  /**
   * For the figures: the action, `positions` (the look-up before a sale), `info` (the product read before a
   * buy, fetch mode) or `pay` (the payment page).
   */
  label: Action | 'positions' | 'info' | 'pay'
  method: 'GET' | 'POST'
  /** Path and query. */
  path: string
  headers: Record<string, string>
  body?: string
  /** The user it is sent for (API calls). */
  userId?: number
  /** Money POSTs: the key, its action and the user it belongs to. */
  keyed?: { action: Action; key: string; userId: number }
  /** The same key as an earlier request with another body: must be refused. */
  probe?: boolean
  /** A retry of an earlier request under the same key. */
  retry?: boolean
  /** Pay on a payment link: the order it pays. */
  payOrder?: string
}

export interface KeyRecord {
  action: Action
  userId: number
  key: string
  /** The first request under the key (what a retry repeats). */
  request: Outgoing
  /** Raw bodies of every answer to this request (first, retries, concurrent duplicates). */
  answers: string[]
  sent: number
  unanswered: number
}

export interface ProbeRecord {
  key: string
  action: Action
  answers: string[]
}

export class Book {
  readonly keys = new Map<string, KeyRecord>()
  readonly probes = new Map<string, ProbeRecord>()
  /** Order → its payment link (path and query) and the HTTP status of each Pay on it (0: no answer). */
  readonly pays = new Map<string, { path: string; statuses: number[] }>()
  /** Requests another connection sends soon: a double submit of a key still in flight. */
  readonly pool: Outgoing[] = []
  readonly sentByLabel = new Map<string, number>()
  readonly statusCounts = new Map<number, number>()
  /** Answers that took longer than the app's time-out. */
  overAppTimeout = 0
  /**
   * Answers a user waited longer than the app's time-out for, counted from the first send: 503 retries included.
   * In the issue-25 modes every latency is one (the same as overAppTimeout); autocannon counts per request.
   */
  userWaitOver = 0
  /** Requests that got no answer (timed out or the connection failed), seen by the drivers. */
  unanswered = 0
  /** Answers whose body was not the JSON envelope (API calls only). */
  malformed = 0

  sent(out: Outgoing): void {
    this.sentByLabel.set(out.label, (this.sentByLabel.get(out.label) ?? 0) + 1)
    if (out.keyed && !out.probe) {
      const record = this.keys.get(out.keyed.key)
      if (record) record.sent++
      else
        this.keys.set(out.keyed.key, {
          action: out.keyed.action,
          userId: out.keyed.userId,
          key: out.keyed.key,
          request: out,
          answers: [],
          sent: 1,
          unanswered: 0,
        })
    }
  }

  answered(out: Outgoing, httpStatus: number, body: string): void {
    this.statusCounts.set(httpStatus, (this.statusCounts.get(httpStatus) ?? 0) + 1)
    if (out.payOrder !== undefined) {
      this.payStatus(out, httpStatus)
      return
    }
    if (!out.keyed) return
    if (out.probe) {
      const probe = this.probes.get(out.keyed.key) ?? {
        key: out.keyed.key,
        action: out.keyed.action,
        answers: [],
      }
      probe.answers.push(body)
      this.probes.set(out.keyed.key, probe)
      return
    }
    this.keys.get(out.keyed.key)?.answers.push(body)
  }

  /** When the load began (performance.now()), for the times in unansweredLog. */
  startedAt = 0
  /** Each unanswered request: its kind, when it was sent (s into the load), why, and whether it was the
   * first request on its connection. */
  readonly unansweredLog: { label: string; sentAtS: number; reason: string; first: boolean }[] = []

  /** Each answer that took longer than the app's time-out: its kind, when it was sent, first on its connection. */
  readonly slowLog: { label: string; sentAtS: number; first: boolean }[] = []

  slow(out: Outgoing, sentAt: number, first: boolean): void {
    this.slowLog.push({ label: out.label, sentAtS: (sentAt - this.startedAt) / 1000, first })
  }

  noAnswer(out: Outgoing, sentAt: number, reason: string, first: boolean): void {
    this.unanswered++
    this.unansweredLog.push({ label: out.label, sentAtS: (sentAt - this.startedAt) / 1000, reason, first })
    this.cut(out)
  }

  /** A request still on the wire when the run stopped: its outcome is unknown until asked again. */
  cut(out: Outgoing): void {
    if (out.payOrder !== undefined) this.payStatus(out, 0)
    else if (out.keyed && !out.probe) {
      const record = this.keys.get(out.keyed.key)
      if (record) record.unanswered++
    }
  }

  private payStatus(out: Outgoing, httpStatus: number): void {
    const order = out.payOrder as string
    const pay = this.pays.get(order) ?? { path: out.path, statuses: [] }
    pay.statuses.push(httpStatus)
    this.pays.set(order, pay)
  }

  /** Orders paid by the load: a Pay answered 200, or one unanswered and a later one found it paid (409). */
  paidOrders(): Set<string> {
    const paid = new Set<string>()
    for (const [order, { statuses }] of this.pays) {
      if (statuses.includes(200) || (statuses.includes(0) && statuses.includes(409))) paid.add(order)
    }
    return paid
  }

  count5xx(): number {
    let n = 0
    for (const [status, count] of this.statusCounts) if (status >= 500) n += count
    return n
  }
}

/** The envelope of an API answer, or undefined when the body is not one. */
export function envelopeOf(body: string): { status: number; info: string; data?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(body)
    if (typeof value === 'object' && value !== null && 'status' in value) {
      return value as { status: number; info: string; data?: unknown }
    }
  } catch {
    // not JSON
  }
  return undefined
}

/** Retry-After in ms (delta-seconds, what the sim sends), or undefined when absent or not a number. */
export function retryAfterMs(value: string | null): number | undefined {
  if (value === null || !/^\d{1,4}(\.\d{1,3})?$/.test(value.trim())) return undefined
  return Math.round(Number(value) * 1000)
}
