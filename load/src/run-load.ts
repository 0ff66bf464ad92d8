import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { apiAt } from './api.ts'
import { APP_TIMEOUT_MS, Book, type Outgoing } from './book.ts'
import { difference, readTcpCounters, type TcpCounters } from './kernel.ts'
import { checkLedger, type LedgerReport, type Snapshot, takeSnapshot } from './ledger-check.ts'
import { resolvePending } from './resolve.ts'
import { type LoadUser, prepareUsers, readMarket } from './setup-users.ts'
import type { SimStopped } from './sim-process.ts'
import { spawnSim } from './spawn-sim.ts'
import { connectionDriver, type Driver, type Shared } from './traffic.ts'
import { type LoopFigures, runUserLoops } from './user-loops.ts'

/**
 * How the users reach the server. `autocannon` (issue 17): one keep-alive connection per user (`connections`),
 * each in a closed loop of issue 17's mix; a shed request is sent again after its Retry-After, but the connection
 * sends other requests meanwhile (autocannon cannot leave a connection idle). `fetch` (issue 25): every user a
 * closed loop in this process on the global fetch, no connection limit. `connections` (issue 25): the same users
 * and mix, each on their own keep-alive connection (node:http). In both issue-25 modes a shed user waits for the
 * Retry-After, as the app does (src/user-loops.ts).
 */
export type LoadMode = 'autocannon' | 'fetch' | 'connections'

export interface LoadOptions {
  mode: LoadMode
  /** Signed-in users, each with a bound bank and ₹20,000 paid in. */
  users: number
  /** Open connections, each driving its share of the users; by default one per user (autocannon mode). */
  connections: number
  durationS: number
  /** Seconds without an answer before a request counts as unanswered (autocannon's time-out). */
  timeoutS: number
  seed: number
  /** Parallel sign-ups during setup. */
  setupConcurrency: number
  /** Keep the database folder (its path is printed). */
  keep: boolean
  log: (line: string) => void
}

export interface LoadFigures {
  mode: LoadMode
  users: number
  /** autocannon: open connections; fetch: undefined (the global fetch's pool decides). */
  connections: number | undefined
  durationS: number
  sent: number
  answered: number
  requestsPerSecond: number
  latency: { p50: number; p90: number; p99: number; max: number }
  overAppTimeout: number
  /** Answers whose user waited longer than the time-out, from the first send (503 retries included). */
  userWaitOver: number
  /** Requests with no answer within the time-out, or whose connection failed. */
  noAnswer: number
  timeouts: number
  /** Answers past the app's time-out: how many were the first request on their connection, and when sent. */
  slow: {
    firstOnConnection: number
    sentBetweenS: [number, number] | undefined
    /** The slow answers by kind of request (info, buy, withdraw, …). */
    byLabel: Record<string, number>
  }
  /** The unanswered requests by kind, reason, first on their connection, and when they were sent. */
  unanswered: {
    byLabel: Record<string, number>
    byReason: Record<string, number>
    firstOnConnection: number
    sentBetweenS: [number, number] | undefined
  }
  status5xx: number
  /** Answers 503 with Retry-After (the server shed the request; it was asked again after the wait). */
  shed: number
  /** Shed requests the app would not send again (too close to its 5 s time-out): it shows its failure. */
  gaveUp: number
  statusCounts: Record<string, number>
  sentByLabel: Record<string, number>
  /** Requests still on the wire when the time was up; their keys were resolved afterwards. */
  cutAtEnd: number
  /** Keys whose outcome the load had to ask again after the run (same key, same body). */
  resolvedAfter: number
  setupSeconds: number
  sim: SimStopped
  kernel: TcpCounters | undefined
  loadAverage: { before: number[]; after: number[] }
  /**
   * This process's event-loop delay during the load (ms): a late answer may be the generator's own lag, as the
   * users' loops and the server share the machine.
   */
  generator: { loopDelayP99Ms: number; loopDelayMaxMs: number }
}

export interface LoadResult {
  figures: LoadFigures
  ledger: LedgerReport
  ok: boolean
  /** The database file (deleted unless `keep`), the state when the load began, and what was sent. */
  db: string
  snapshot: Snapshot
  book: Book
}

function summariseUnanswered(book: Book): LoadFigures['unanswered'] {
  const count = (pick: (e: Book['unansweredLog'][number]) => string) => {
    const out: Record<string, number> = {}
    for (const entry of book.unansweredLog) out[pick(entry)] = (out[pick(entry)] ?? 0) + 1
    return out
  }
  const times = book.unansweredLog.map((e) => e.sentAtS)
  return {
    byLabel: count((e) => e.label),
    byReason: count((e) => e.reason),
    firstOnConnection: book.unansweredLog.filter((e) => e.first).length,
    sentBetweenS: times.length > 0 ? [Math.min(...times), Math.max(...times)] : undefined,
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { log } = options
  const sim = await spawnSim()
  let stopped: SimStopped | undefined
  try {
    const api = apiAt(sim.url)
    log(`sim on ${sim.url} (database ${sim.db})`)
    const setupStarted = Date.now()
    const users = await prepareUsers(api, options.users, options.setupConcurrency)
    const first = users[0]
    if (!first) throw new Error('no users')
    const market = await readMarket(api, first.token)
    const setupSeconds = (Date.now() - setupStarted) / 1000
    log(`${users.length} users signed in, banks bound, ₹20,000 each paid in (${setupSeconds.toFixed(1)} s)`)

    const snapshot = takeSnapshot(
      sim.db,
      users.map((u) => u.id),
    )
    const book = new Book()
    const shared: Shared = {
      book,
      market,
      bought: new Map(),
      usersById: new Map(users.map((u) => [u.id, u])),
    }
    const kernelBefore = readTcpCounters()
    const loadBefore = loadavg()
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    book.startedAt = performance.now()
    const run =
      options.mode === 'autocannon'
        ? await driveAutocannon(sim.url, shared, users, options)
        : await driveLoops(sim.url, shared, users, options)
    lag.disable()
    const kernelAfter = readTcpCounters()
    const loadAfter = loadavg()

    // Every key and Pay still without an answer: ask again with the same key (the server replays what it did,
    // or does it now, once) or Pay again (409 if it was paid).
    const resolvedAfter = await resolvePending(sim.url, book)

    stopped = await sim.stop()
    const ledger = checkLedger(sim.db, snapshot, book, book.paidOrders())
    const statusCounts = Object.fromEntries([...book.statusCounts].map(([k, v]) => [String(k), v]))
    const figures: LoadFigures = {
      ...run,
      mode: options.mode,
      users: users.length,
      overAppTimeout: book.overAppTimeout,
      userWaitOver: book.userWaitOver,
      unanswered: summariseUnanswered(book),
      slow: {
        firstOnConnection: book.slowLog.filter((e) => e.first).length,
        byLabel: book.slowLog.reduce<Record<string, number>>((out, e) => {
          out[e.label] = (out[e.label] ?? 0) + 1
          return out
        }, {}),
        sentBetweenS:
          book.slowLog.length > 0
            ? [
                Math.min(...book.slowLog.map((e) => e.sentAtS)),
                Math.max(...book.slowLog.map((e) => e.sentAtS)),
              ]
            : undefined,
      },
      status5xx: book.count5xx(),
      statusCounts,
      sentByLabel: Object.fromEntries(book.sentByLabel),
      resolvedAfter,
      setupSeconds,
      sim: stopped,
      kernel: difference(kernelBefore, kernelAfter),
      loadAverage: { before: loadBefore, after: loadAfter },
      generator: { loopDelayP99Ms: lag.percentile(99) / 1e6, loopDelayMaxMs: lag.max / 1e6 },
    }
    const ok = ledger.ok && figures.status5xx === 0
    if (!options.keep) sim.remove()
    return { figures, ledger, ok, db: sim.db, snapshot, book }
  } catch (error) {
    if (!stopped) await sim.stop().catch(() => undefined)
    if (!options.keep) sim.remove()
    throw error
  }
}

/** What a driver measured; the rest of the figures come from the book. */
type DriveFigures = Pick<
  LoadFigures,
  | 'connections'
  | 'durationS'
  | 'sent'
  | 'answered'
  | 'requestsPerSecond'
  | 'latency'
  | 'noAnswer'
  | 'timeouts'
  | 'shed'
  | 'gaveUp'
  | 'cutAtEnd'
>

/** One keep-alive connection per user (by default), each connection a closed loop driven by autocannon. */
async function driveAutocannon(
  url: string,
  shared: Shared,
  users: readonly LoadUser[],
  options: LoadOptions,
): Promise<DriveFigures> {
  const { book } = shared
  const connections = Math.min(options.connections, users.length)
  const drivers: Driver[] = []
  let slot = 0
  options.log(`load (autocannon): ${connections} connections for ${options.durationS} s`)
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: options.durationS,
        timeout: options.timeoutS,
        // Each connection drives every `connections`-th user; its driver keeps that user's state.
        setupClient: (client) => {
          const index = slot++
          const own = users.filter((_, i) => i % connections === index)
          const driver = connectionDriver(shared, own, options.seed * 7919 + index)
          drivers.push(driver)
          driver.attach(client)
          client.setRequests(driver.requests)
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (responseTime > APP_TIMEOUT_MS) book.overAppTimeout++
    })
  })
  // Requests cut by the end of the run: their outcome is unknown until asked again.
  const cut = drivers.map((d) => d.inFlight()).filter((o): o is Outgoing => o !== undefined)
  for (const out of cut) book.cut(out)
  return {
    connections,
    durationS: result.duration,
    sent: result.requests.sent,
    answered: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    noAnswer: Math.max(result.errors, book.unanswered),
    timeouts: result.timeouts,
    shed: drivers.reduce((n, d) => n + d.shed(), 0),
    gaveUp: drivers.reduce((n, d) => n + d.gaveUp(), 0),
    cutAtEnd: cut.length,
  }
}

/**
 * Every user a closed loop (src/user-loops.ts), on the global fetch or on their own connection; the run ends after
 * each loop's last action.
 */
async function driveLoops(
  url: string,
  shared: Shared,
  users: readonly LoadUser[],
  options: LoadOptions,
): Promise<DriveFigures> {
  const transport = options.mode === 'connections' ? 'connection' : 'fetch'
  options.log(
    `load (${options.mode}): ${users.length} users, ${transport === 'fetch' ? 'on the global fetch' : 'one connection each'}, for ${options.durationS} s`,
  )
  const stop = new AbortController()
  const timer = setTimeout(() => stop.abort(), options.durationS * 1000)
  const started = performance.now()
  let live: Readonly<LoopFigures> | undefined
  const ticker = setInterval(() => {
    if (!live) return
    const s = ((performance.now() - started) / 1000).toFixed(0)
    options.log(
      `  ${s} s: ${live.waits.length} answered, ${live.inFlight} on the wire (longest: ${live.oldestOnWire() ?? '–'}), ${live.shed} shed, ${live.running} users still looping`,
    )
  }, 10_000)
  const loops = await runUserLoops(
    {
      origin: () => url,
      users,
      shared,
      seed: options.seed,
      timeoutMs: options.timeoutS * 1000,
      stop: stop.signal,
      transport,
    },
    (figures) => {
      live = figures
    },
  ).finally(() => clearInterval(ticker))
  clearTimeout(timer)
  const durationS = (performance.now() - started) / 1000
  const waits = loops.waits.sort((a, b) => a - b)
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0
  return {
    connections: undefined,
    durationS,
    sent: loops.requests,
    answered: waits.length,
    requestsPerSecond: waits.length / durationS,
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: waits[waits.length - 1] ?? 0 },
    noAnswer: shared.book.unanswered,
    timeouts: shared.book.unansweredLog.filter((e) => e.reason === 'time-out').length,
    shed: loops.shed,
    gaveUp: loops.gaveUp,
    cutAtEnd: 0,
  }
}
