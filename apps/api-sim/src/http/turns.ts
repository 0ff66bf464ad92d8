import type { Sim } from '../sim.ts'

/**
 * Requests take turns with the event loop, so a busy server still accepts new connections (issue 17's load test),
 * and waiting requests are served in the order they arrived, across connections (issue 25).
 *
 * Node 20's libuv accepts one new connection per event-loop iteration, and an iteration runs every request that
 * became readable in it. With a thousand busy clients an iteration took one to two seconds, so clients that
 * connected in a burst waited that long per accept, one after another: past the app's 5 s time-out, or with no
 * answer at all. Here a request's synchronous work runs at once while the current turn has time left; after the
 * budget the rest wait for the next turn, which starts once the loop has been round (accepted a connection, read
 * the sockets, run the timers). A request enters twice: when it arrives (http/admission.ts: the routing and the
 * checks before its body), and after its body is read (router.ts: token, database, answer); both times it is
 * queued by its arrival time, so the second part of an early request goes before later requests.
 */
const budgetFromEnv = Number(process.env.SIM_TURN_BUDGET_MS)
/** 5 ms, or SIM_TURN_BUDGET_MS (a large value such as 1e9 turns the turns off, for comparison). */
export const TURN_BUDGET_MS = Number.isFinite(budgetFromEnv) && budgetFromEnv > 0 ? budgetFromEnv : 5
/**
 * The budget of a turn right after a new connection was accepted. Connections come in bursts and are accepted one
 * per loop iteration, so while they come the loop goes round after much less work.
 */
export const ACCEPT_TURN_BUDGET_MS = Math.min(1, TURN_BUDGET_MS)
/**
 * A turn lasts at least as long as the loop spent elsewhere since the last one (reading and parsing requests,
 * answering shed ones), up to this: however many clients send at once, at least about half of the time goes to
 * the requests let in. Not right after an accept: the kernel holds the other new connections, and Node takes one a
 * round, so while they come a turn stays at the accept budget (under load a round took 30–70 ms, and a phone's new
 * connection, e.g. the second one of a double tap, waited 4–13 s to be accepted; issue 25).
 */
export const MAX_TURN_MS = 50

interface Waiting {
  at: number
  resolve: () => void
}

export class Turns {
  /** Sorted by arrival time; equal times keep the order they entered in. */
  private readonly waiting: Waiting[] = []
  private turnStarted = 0
  private turnBudget: number
  private scheduled = false
  private connected = false
  /** When the last turn handed the loop back. */
  private turnEnded = 0

  constructor(
    private readonly budgetMs: number = TURN_BUDGET_MS,
    readonly now: () => number = () => performance.now(),
    private readonly acceptBudgetMs: number = Math.min(ACCEPT_TURN_BUDGET_MS, budgetMs),
  ) {
    this.turnBudget = budgetMs
  }

  /**
   * Undefined when the request may run now; otherwise a promise of its turn. Call leave() after the work.
   * `arrivedAt` (this clock) orders the queue: a request that arrived earlier runs before later ones.
   */
  enter(arrivedAt: number = this.now()): Promise<void> | undefined {
    if (this.waiting.length === 0 && this.hasTime()) return undefined
    const turn = new Promise<void>((resolve) => this.insert({ at: arrivedAt, resolve }))
    this.schedule()
    return turn
  }

  /** The request's synchronous work is over: the next one runs if this turn has time left. */
  leave(): void {
    if (this.waiting.length === 0) return
    if (this.hasTime()) this.waiting.shift()?.resolve()
    else this.schedule()
  }

  /** A new connection was accepted: this turn ends early, so the loop comes round to accept the next one. */
  connection(): void {
    this.connected = true
    this.turnBudget = Math.min(this.turnBudget, this.acceptBudgetMs)
  }

  /** How many requests wait for a turn. */
  get length(): number {
    return this.waiting.length
  }

  private insert(entry: Waiting): void {
    // Binary search for the first later arrival; most entries are the newest and go at the end.
    let low = 0
    let high = this.waiting.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if ((this.waiting[mid] as Waiting).at <= entry.at) low = mid + 1
      else high = mid
    }
    this.waiting.splice(low, 0, entry)
  }

  private hasTime(): boolean {
    return this.now() - this.turnStarted < this.turnBudget
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    this.turnEnded = this.now()
    setImmediate(() => {
      this.scheduled = false
      this.turnStarted = this.now()
      const away = Math.min(this.turnStarted - this.turnEnded, MAX_TURN_MS)
      this.turnBudget = this.connected ? this.acceptBudgetMs : Math.max(this.budgetMs, away)
      this.connected = false
      this.waiting.shift()?.resolve()
    })
  }
}

const perSim = new WeakMap<Sim, Turns>()

/** One queue per sim: the API and chat hosts share its event loop and database. */
export function turnsOf(sim: Sim): Turns {
  let turns = perSim.get(sim)
  if (!turns) {
    turns = new Turns()
    perSim.set(sim, turns)
  }
  return turns
}
