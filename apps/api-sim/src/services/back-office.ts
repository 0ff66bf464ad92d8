import type { Sim } from '../sim.ts'
import { payDueMiningIncome } from './mining.ts'
import { endDueProTerms } from './pro.ts'
import { settleDueTrades } from './trades.ts'

/**
 * One job of the operator's back office, played by the reference server (architecture, convention 11): it
 * finishes a journey a user started (a trade settles, a withdrawal is paid, a plan pays its income) once it
 * falls due on the sim clock.
 *
 * A job acts on everything due at `now` (and, after the clock jumped, on everything due in between, each at
 * its own due time, so statement lines carry the moment they fell due), writes its statement lines through
 * movePurse, and is idempotent: running it twice at the same `now` changes nothing.
 */
export interface BackOfficeJob {
  /** For the log and for tests. */
  readonly name: string
  /** Acts on what fell due at or before `now`; returns how many items it acted on. */
  run(sim: Sim, now: number): number
}

const tradeSettlement: BackOfficeJob = {
  name: 'trade settlement',
  run: (sim, now) => settleDueTrades(sim.db, sim.prices, now),
}

/** Mining plans pay their income each day and their cost back after the last (services/mining.ts). */
const miningIncome: BackOfficeJob = {
  name: 'mining income',
  run: (sim, now) => payDueMiningIncome(sim.db, now),
}

/** BIT Pro investments end at their term: principal and untransferred profit back (services/pro.ts). */
const proTermEnd: BackOfficeJob = {
  name: 'BIT Pro term end',
  run: (sim, now) => endDueProTerms(sim.db, now),
}

/** Every job, in the order they run: a job may act on what an earlier one finished at the same `now`. */
export const BACK_OFFICE_JOBS: readonly BackOfficeJob[] = [tradeSettlement, miningIncome, proTermEnd]

/** How often the jobs run on their own (besides every move of the sim clock). */
export const BACK_OFFICE_INTERVAL_MS = 1000

/**
 * Runs every job at `now`. One job's failure is reported (sim.report) and does not stop the others, nor the
 * next round. Called every BACK_OFFICE_INTERVAL_MS and whenever the sim clock moves (`advanceClock`,
 * `POST /__admin/clock`), so everything that fell due has run before the next answer.
 */
export function runBackOffice(
  sim: Sim,
  now: number = sim.clock.now(),
  jobs: readonly BackOfficeJob[] = BACK_OFFICE_JOBS,
): Record<string, number> {
  const done: Record<string, number> = {}
  for (const job of jobs) {
    try {
      done[job.name] = job.run(sim, now)
    } catch (error) {
      sim.report(`the back-office job "${job.name}"`, error)
    }
  }
  return done
}
