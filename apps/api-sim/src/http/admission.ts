import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Sim } from '../sim.ts'
import { originAllowed } from '../web/origins.ts'
import { type Turns, turnsOf } from './turns.ts'

/**
 * Admission of every HTTP request of both hosts (issue 25, "fair under overload"). A request is stamped when it
 * arrives and waits for its turn (turns.ts) in arrival order, whatever connection it came on; nothing of it runs
 * before (not the routing, not the body). When the wait a new request would have is longer than `shedWaitMs`
 * (1.5 s by default, config.ts), it is answered at once with 503 and Retry-After instead of sitting in the queue:
 * nothing was done, so a GET or a call under its Idempotency-Key can be sent again after the wait (the app does,
 * within its 5 s time-out). One that has waited twice as long when its turn comes (the estimate missed a burst)
 * is shed then, not run.
 */

/** What a shed request's Retry-After says, in seconds. */
export const RETRY_AFTER_S = 1
/** The 503 body, in the envelope every call answers with (status 0, so a client without the header shows it). */
export const BUSY_INFO = 'The server is busy. Please try again in a moment.'

/** How long a full queue is watched before its rate is trusted (ms). */
const RATE_WINDOW_MS = 250
/**
 * The time a request takes while the queue is full, until one has been measured: a busy 2-core machine serves a
 * few hundred requests a second. Without it a burst into an idle server (a thousand users opening the app at
 * once) would all be queued, the last ones for seconds.
 */
const FIRST_MS_PER_REQUEST = 2

const arrivals = new WeakMap<IncomingMessage, number>()

/** When the request arrived (the turns' clock), for its place in the queue; now if it was not admitted here. */
export function arrivalOf(turns: Turns, incoming: IncomingMessage | undefined): number {
  return (incoming && arrivals.get(incoming)) ?? turns.now()
}

/**
 * The wait a request arriving now would have: the larger of how long the oldest waiting request has waited, and
 * the requests ahead of it times the time one request takes while the queue is full (measured in windows of
 * RATE_WINDOW_MS during which it never emptied). The first says what the queue does; the second sees a queue
 * that has just filled up.
 */
export class WaitEstimate {
  /** Arrival times of the requests waiting for their first turn, oldest first. */
  private readonly queued: number[] = []
  private head = 0
  private msPerRequest = FIRST_MS_PER_REQUEST
  private windowStart: number | undefined
  private startedInWindow = 0

  constructor(private readonly now: () => number) {}

  arrived(at: number): void {
    if (this.waiting() === 0) this.windowStart = undefined
    this.queued.push(at)
  }

  /** The oldest waiting request got its turn. */
  started(): void {
    this.head++
    if (this.head > 1024 && this.head * 2 > this.queued.length) {
      this.queued.splice(0, this.head)
      this.head = 0
    }
    const now = this.now()
    if (this.waiting() === 0) {
      // The queue emptied: this window did not measure a full queue.
      this.windowStart = undefined
      return
    }
    if (this.windowStart === undefined) {
      this.windowStart = now
      this.startedInWindow = 0
      return
    }
    this.startedInWindow++
    const elapsed = now - this.windowStart
    if (elapsed >= RATE_WINDOW_MS) {
      const sample = elapsed / this.startedInWindow
      this.msPerRequest = this.msPerRequest * 0.5 + sample * 0.5
      this.windowStart = now
      this.startedInWindow = 0
    }
  }

  waitMs(): number {
    const waiting = this.waiting()
    if (waiting === 0) return 0
    const oldest = this.now() - (this.queued[this.head] as number)
    return Math.max(oldest, waiting * this.msPerRequest)
  }

  private waiting(): number {
    return this.queued.length - this.head
  }
}

/** The 503 of a shed request: a small envelope, Retry-After, and CORS for a page allowed to read it. */
function shed(sim: Sim, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'retry-after': String(RETRY_AFTER_S),
    'cache-control': 'no-store',
  }
  const origin = incoming.headers.origin
  if (origin && originAllowed(origin, incoming.headers.host, sim.config.allowedOrigins)) {
    headers['access-control-allow-origin'] = origin
    headers['access-control-expose-headers'] = 'Retry-After'
    headers.vary = 'Origin'
  }
  outgoing.writeHead(503, headers)
  outgoing.end(JSON.stringify({ status: 0, info: BUSY_INFO }))
}

const estimates = new WeakMap<Sim, WaitEstimate>()

/**
 * The app's and the console's own files (GET or HEAD under /app/ or /ops/, not the console's API): served at once,
 * never queued nor shed. They touch no storage, they are a handful per page, and a script chunk shed with 503
 * would break the page that asked for it (a lazy route cannot retry its import), which would turn a busy second
 * into a broken screen.
 */
export function isAppFile(incoming: IncomingMessage): boolean {
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') return false
  const url = incoming.url ?? ''
  if (url.startsWith('/app/')) return true
  return url.startsWith('/ops/') && !url.startsWith('/ops/api/')
}

/**
 * Wraps a host's request listener: each request waits for its turn in arrival order, or is shed with 503 when the
 * wait would be longer than `shedWaitMs`. Both hosts of a sim share its queue and its estimate.
 */
export function admitInTurns(
  sim: Sim,
  listener: RequestListener,
  turns: Turns = turnsOf(sim),
): RequestListener {
  let estimate = estimates.get(sim)
  if (!estimate) {
    estimate = new WaitEstimate(turns.now)
    estimates.set(sim, estimate)
  }
  const wait = estimate
  return (incoming, outgoing) => {
    if (isAppFile(incoming)) return listener(incoming, outgoing)
    const at = turns.now()
    arrivals.set(incoming, at)
    // Read at each request: a test (or an operator's tool) may change it while the server runs.
    const shedWaitMs = sim.config.shedWaitMs
    if (wait.waitMs() > shedWaitMs) return shed(sim, incoming, outgoing)
    const run = () => {
      try {
        // A client that has gone while its request waited (its time-out, a closed page) gets no work done.
        if (!outgoing.destroyed) listener(incoming, outgoing)
      } finally {
        turns.leave()
      }
    }
    const turn = turns.enter(at)
    if (!turn) return run()
    wait.arrived(at)
    turn.then(() => {
      wait.started()
      // The estimate was wrong (a burst the queue had not seen yet): a request that waited twice the limit is
      // shed now rather than kept any longer.
      if (turns.now() - at > 2 * shedWaitMs) {
        turns.leave()
        return shed(sim, incoming, outgoing)
      }
      run()
    })
  }
}
