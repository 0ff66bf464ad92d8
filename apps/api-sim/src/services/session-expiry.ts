import { purgeExpiredSessions } from '../http/auth.ts'
import { forgetThrottles } from '../http/throttle.ts'
import { purgeOtps } from '../otp.ts'
import type { BackOfficeJob } from './back-office.ts'

/**
 * Sessions whose time is up are deleted (the token already answers status 3 once expired; this also closes
 * its chat socket with 4001 and keeps the table from growing).
 */
export const sessionExpiry: BackOfficeJob = {
  name: 'session expiry',
  run: (sim, now) => purgeExpiredSessions(sim, now),
}

/** One-time codes past their 5 minutes or their 5 tries, and guessing counts whose time has passed. */
export const guessLimitCleanup: BackOfficeJob = {
  name: 'one-time codes and guessing limits cleanup',
  run: (sim, now) => purgeOtps(sim, now) + forgetThrottles(sim, now),
}
