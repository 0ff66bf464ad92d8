import { purgeExpiredSessions } from '../http/auth.ts'
import { forgetThrottles } from '../http/throttle.ts'
import { purgeOtps } from '../otp.ts'
import { purgeChallenges } from '../passkeys/challenges.ts'
import { purgeConfirmations } from '../passkeys/confirmations.ts'
import type { Sim } from '../sim.ts'
import { automaticWait } from './decider.ts'
import { payInvitationRewards } from './invitation-rewards.ts'
import { payDueMiningIncome } from './mining.ts'
import { PAN_REVIEW_MS, reviewDuePans } from './pan-review.ts'
import { endDueProTerms } from './pro.ts'
import { announceQueueChanges } from './queue-watch.ts'
import { settleDueTrades } from './trades.ts'
import { checkDueTransfers, TRANSFER_CHECK_MS } from './transfer-desk.ts'
import { settleDueWithdrawals, WITHDRAWAL_SETTLE_MS } from './withdrawal-desk.ts'

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

/**
 * Sessions whose time is up are deleted (the token already answers status 3 once expired; this also closes
 * its chat socket with 4001 and keeps the table from growing).
 */
const sessionExpiry: BackOfficeJob = {
  name: 'session expiry',
  run: (sim, now) => purgeExpiredSessions(sim, now),
}

/** One-time codes past their 5 minutes or their 5 tries, and guessing counts whose time has passed. */
const guessLimitCleanup: BackOfficeJob = {
  name: 'one-time codes and guessing limits cleanup',
  run: (sim, now) => purgeOtps(sim, now) + forgetThrottles(sim, now),
}

/** Passkey challenges nobody answered, and confirmations nobody used, past their time (src/passkeys/). */
const passkeyCleanup: BackOfficeJob = {
  name: 'passkey challenges and confirmations cleanup',
  run: (sim, now) => purgeChallenges(sim, now) + purgeConfirmations(sim, now),
}

/**
 * The three money desks decide only when the server's decider setting lets them (decider.ts): in `auto` at
 * their own time, in `delayed` after SIM_DECIDER_DELAY_MS, in `manual` never (operators decide in the console).
 */
function deskJob(
  name: string,
  deskWaitMs: number,
  decide: (sim: Sim, now: number, waitMs: number) => number,
) {
  return {
    name,
    run: (sim, now) => {
      const wait = automaticWait(sim.config, deskWaitMs)
      return wait === null ? 0 : decide(sim, now, wait)
    },
  } satisfies BackOfficeJob
}

/** Withdrawals are paid, or refunded with the reason, 30 minutes after they were made (withdrawal-desk.ts). */
const withdrawalDesk = deskJob('withdrawal desk', WITHDRAWAL_SETTLE_MS, (sim, now, wait) =>
  settleDueWithdrawals(sim.db, now, wait),
)

/** A bank transfer's UTR is confirmed (credited) or refused 15 minutes after it came (transfer-desk.ts). */
const transferDesk = deskJob('bank transfer desk', TRANSFER_CHECK_MS, (sim, now, wait) =>
  checkDueTransfers(sim.db, now, wait),
)

/** A sent PAN verification is verified or refused 10 minutes after it came (pan-review.ts). */
const panReview = deskJob('PAN review', PAN_REVIEW_MS, (sim, now, wait) => reviewDuePans(sim.db, now, wait))

/** The inviter is paid invite_reward % of an invitee's first credited deposit (invitation-rewards.ts). */
const invitationRewards: BackOfficeJob = {
  name: 'invitation rewards',
  run: (sim, now) => payInvitationRewards(sim.db, now),
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

/**
 * Tells the finance consoles (/ws/ops) which money queue changed since the last round: an item came (a
 * withdrawal made, a UTR or a PAN sent) or was decided, by a desk above or by anyone else (queue-watch.ts).
 */
const queueFeed: BackOfficeJob = {
  name: 'finance queue feed',
  run: (sim) => announceQueueChanges(sim),
}

/**
 * Every job, in the order they run: a job may act on what an earlier one finished at the same `now`.
 * Invitation rewards come after every job that credits deposits (the transfer desk), so a deposit credited in
 * a round is rewarded in the same round.
 */
export const BACK_OFFICE_JOBS: readonly BackOfficeJob[] = [
  tradeSettlement,
  miningIncome,
  proTermEnd,
  transferDesk,
  invitationRewards,
  withdrawalDesk,
  panReview,
  sessionExpiry,
  guessLimitCleanup,
  passkeyCleanup,
  queueFeed,
]

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
