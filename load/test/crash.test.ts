import { afterAll, describe, expect, it } from 'vitest'
import { apiAt, eachLimited } from '../src/api.ts'
import { Book, envelopeOf } from '../src/book.ts'
import { checkLedger, takeSnapshot } from '../src/ledger-check.ts'
import { resend, resolvePending } from '../src/resolve.ts'
import { prepareUsers, readMarket } from '../src/setup-users.ts'
import { type SimHandle, spawnSim } from '../src/spawn-sim.ts'
import { runUserLoops } from '../src/user-loops.ts'

// Issue 25, point 7: nothing acknowledged is lost in a crash. The server runs as its own process on a file
// database; keyed money traffic (buys, sales, trades, withdrawals, deposits and their Pay, one write in five
// sent twice at once) runs until a few hundred writes were answered, then the process is killed with SIGKILL
// with requests on the wire. A new process opens the same file; the writes that got no answer are sent again
// under their keys, and every answered one is asked again too. Then the ledger check: every write the server
// acknowledged is in the database and answers the same on a retry, none ran twice, the statements add up.

const USERS = 24
/** Writes answered before the kill: enough that every kind of write is among them. */
const ANSWERED_BEFORE_KILL = 200

describe('a crash of the server during keyed money traffic', () => {
  const started: SimHandle[] = []
  afterAll(async () => {
    for (const sim of started) await sim.kill()
    if (started[0]) started[0].remove()
  })

  it('keeps every acknowledged write, runs none twice, and the statements add up', async () => {
    const first = await spawnSim()
    started.push(first)
    let origin = first.url
    const api = apiAt(first.url)
    const users = await prepareUsers(api, USERS, 8)
    const market = await readMarket(api, (users[0] as { token: string }).token)
    const snapshot = takeSnapshot(
      first.db,
      users.map((u) => u.id),
    )
    const book = new Book()
    book.startedAt = performance.now()
    const answeredWrites = () => [...book.keys.values()].filter((k) => k.answers.length > 0).length

    const stop = new AbortController()
    const loops = runUserLoops({
      origin: () => origin,
      users,
      shared: { book, market, bought: new Map(), usersById: new Map(users.map((u) => [u.id, u])) },
      seed: 25,
      timeoutMs: 20_000,
      stop: stop.signal,
    })
    await expect
      .poll(answeredWrites, { timeout: 40_000, interval: 10 })
      .toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL)

    // The crash: no shutdown, no checkpoint; the requests on the wire lose their connection.
    await first.kill()
    stop.abort()
    await loops
    const cutWrites = book.unansweredLog.filter((e) => e.label !== 'info' && e.label !== 'positions').length
    expect(cutWrites).toBeGreaterThan(0)

    const second = await spawnSim({ db: first.db })
    started.push(second)
    origin = second.url
    // The unanswered writes and Pays, under their keys; then every answered write once more.
    await resolvePending(second.url, book)
    const answered = [...book.keys.values()].filter((record) => record.answers.length > 0)
    await eachLimited(answered, 16, async (record) => {
      const again = await resend(second.url, record.request)
      if (again) book.answered(record.request, again.status, again.body)
    })
    await second.stop()

    const ledger = checkLedger(first.db, snapshot, book, book.paidOrders())
    expect(ledger.checks.filter((c) => !c.ok)).toEqual([])
    // Every kind of write was acknowledged before the crash, and the Pays paid.
    for (const kind of ['buy', 'deposit', 'withdraw', 'trade'] as const) {
      expect(ledger.effects[kind]).toBeGreaterThan(0)
    }
    expect(ledger.paidDeposits).toBeGreaterThan(0)
    // No answer was a server error, before or after the crash.
    expect(book.count5xx()).toBe(0)
    const accepted = [...book.keys.values()].filter((k) => envelopeOf(k.answers[0] ?? '')?.status === 1)
    expect(accepted.length).toBeGreaterThan(ANSWERED_BEFORE_KILL / 2)
  })
})
