import type { Sim } from '../sim.ts'

/**
 * Requests take turns with the event loop, so a busy server still accepts new connections (issue 17's load test).
 *
 * Node 20's libuv accepts one new connection per event-loop iteration, and an iteration runs every request that
 * became readable in it. With a thousand busy clients an iteration took one to two seconds, so clients that
 * connected in a burst waited that long per accept, one after another: past the app's 5 s time-out, or with no
 * answer at all. Here a request's synchronous work (token, database, answer) runs at once while the current
 * turn has time left; after TURN_BUDGET_MS the rest wait, in order of arrival, for the next turn, which starts
 * once the loop has been round (accepted a connection, read the sockets, run the timers).
 */
const budgetFromEnv = Number(process.env.SIM_TURN_BUDGET_MS)
/** 5 ms, or SIM_TURN_BUDGET_MS (a large value such as 1e9 turns the turns off, for comparison). */
export const TURN_BUDGET_MS = Number.isFinite(budgetFromEnv) && budgetFromEnv > 0 ? budgetFromEnv : 5

export class Turns {
  private readonly waiting: (() => void)[] = []
  private turnStarted = 0
  private scheduled = false

  constructor(
    private readonly budgetMs: number = TURN_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Undefined when the request may run now; otherwise a promise of its turn. Call leave() after the work. */
  enter(): Promise<void> | undefined {
    if (this.waiting.length === 0 && this.hasTime()) return undefined
    const turn = new Promise<void>((resolve) => this.waiting.push(resolve))
    this.schedule()
    return turn
  }

  /** The request's synchronous work is over: the next one runs if this turn has time left. */
  leave(): void {
    if (this.waiting.length === 0) return
    if (this.hasTime()) this.waiting.shift()?.()
    else this.schedule()
  }

  private hasTime(): boolean {
    return this.now() - this.turnStarted < this.budgetMs
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.turnStarted = this.now()
      this.waiting.shift()?.()
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
