import type { Sim } from '../sim.ts'
import { reject } from './wire.ts'

/**
 * Limits on guessing (issue 25): passwords, one-time codes, the sends that cost an SMS, and the lookups that
 * tell whether a number or e-mail is registered. Each limit counts strikes per subject (an account: a mobile
 * number, a user, an e-mail; or the caller's address) on the sim clock:
 *
 * - the first `free` strikes cost nothing;
 * - the strike that reaches `free` starts a wait of `firstWaitMs`, and each strike after it doubles the
 *   wait, up to `maxWaitMs`; during a wait the call is refused at once (status 0, `retry_after` seconds) and
 *   does nothing, so a refused call is no strike;
 * - strikes are forgotten `forgetMs` after the last wait ends (or after the last strike, before any wait),
 *   and a success clears the account's count where a success proves the person (sign-in, a right code).
 */
export interface ThrottleRule {
  readonly free: number
  readonly firstWaitMs: number
  readonly maxWaitMs: number
  readonly forgetMs: number
}

const second = 1000
const minute = 60 * second
const hour = 60 * minute

/** Per account and per address, what each kind of call may do. The README's "Security" lists the same. */
export const THROTTLES = {
  /** user/login: wrong passwords, per mobile number typed (registered or not, alike). */
  login: {
    account: { free: 5, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
    address: { free: 20, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
  },
  /** user/reset_login_pass: wrong old passwords, per signed-in user. */
  password: {
    account: { free: 5, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
    address: { free: 20, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
  },
  /** user/confirm_password (issue 28): wrong passwords, per signed-in user, as user/login counts them. */
  confirm: {
    account: { free: 5, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
    address: { free: 20, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
  },
  /** sms_otp, otp, bank/otp: every send, per mobile number and purpose (each send is an SMS we pay for). */
  otpSend: {
    account: { free: 3, firstWaitMs: minute, maxWaitMs: hour, forgetMs: hour },
    address: { free: 10, firstWaitMs: minute, maxWaitMs: hour, forgetMs: hour },
  },
  /** user/register's ver_code, reset_pass's code, bank/update's code: wrong codes, per number and purpose. */
  otpCheck: {
    account: { free: 5, firstWaitMs: minute, maxWaitMs: hour, forgetMs: hour },
    address: { free: 20, firstWaitMs: minute, maxWaitMs: hour, forgetMs: hour },
  },
  /** check_mob, check_email: every lookup, per number or e-mail asked about. */
  lookup: {
    account: { free: 10, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
    address: { free: 30, firstWaitMs: 30 * second, maxWaitMs: hour, forgetMs: hour },
  },
  /** user/register: every attempt, per mobile number. */
  register: {
    account: { free: 10, firstWaitMs: minute, maxWaitMs: hour, forgetMs: hour },
    address: { free: 10, firstWaitMs: minute, maxWaitMs: hour, forgetMs: hour },
  },
} as const satisfies Record<string, { account: ThrottleRule; address: ThrottleRule }>

export type ThrottleName = keyof typeof THROTTLES

interface Row {
  strikes: number
  wait_until: number
  forget_at: number
}

function read(sim: Sim, key: string, now: number): Row | undefined {
  const row = sim.db.prepare('SELECT strikes, wait_until, forget_at FROM throttles WHERE key = ?').get(key) as
    | Row
    | undefined
  return row && row.forget_at > now ? row : undefined
}

/** The wait a strike count starts under `rule` (0 below `free`). */
export function waitAfter(rule: ThrottleRule, strikes: number): number {
  if (strikes < rule.free) return 0
  const doublings = Math.min(strikes - rule.free, 30)
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** doublings)
}

function strike(sim: Sim, rule: ThrottleRule, key: string, now: number): void {
  const strikes = (read(sim, key, now)?.strikes ?? 0) + 1
  const waitUntil = now + waitAfter(rule, strikes)
  sim.db
    .prepare(
      'INSERT INTO throttles (key, strikes, wait_until, forget_at) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET strikes = excluded.strikes, wait_until = excluded.wait_until, forget_at = excluded.forget_at',
    )
    .run(key, strikes, waitUntil, waitUntil + rule.forgetMs)
}

const loopbackAddresses = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** Whether calls from `address` (the TCP peer) count per address, as configured (SIM_ADDRESS_LIMITS). */
export function addressLimited(sim: Sim, address: string): boolean {
  const mode = sim.config.addressLimits
  if (mode === 'off' || address === '') return false
  return mode === 'all' || !loopbackAddresses.test(address)
}

/** "30 seconds", "2 minutes", "1 hour": the wait in a server message (the app shows its own words). */
export function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? '1 hour' : `${hours} hours`
}

/**
 * The refusal of a call that must wait: status 0, a message that says how long, and `retry_after` (whole
 * seconds, rounded up) for the app to say it in the reader's language (CONTRACT.md, "Waits after too many
 * attempts").
 */
export function refuseWait(waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return reject(`Too many attempts. Please wait ${waitWords(seconds)} and try again.`, {
    retry_after: seconds,
  })
}

/** The limits of one call on its subjects: the account's always, the caller's address when it counts. */
export interface Throttle {
  /** Counts one strike on every subject (a wrong password or code; or any send or lookup). */
  strike(): void
  /** A success that proves the person: the account's strikes are forgotten (the address keeps its own). */
  clear(): void
}

/**
 * Refuses the call now (refuseWait) when any subject is waiting; otherwise returns its Throttle. `account` is
 * what is being guessed at: a mobile number, a user id, an e-mail.
 */
export function throttle(sim: Sim, name: ThrottleName, account: string, address: string): Throttle {
  const now = sim.clock.now()
  const rules = THROTTLES[name]
  const subjects: [ThrottleRule, string][] = [[rules.account, `${name}:account:${account}`]]
  if (addressLimited(sim, address)) subjects.push([rules.address, `${name}:address:${address}`])
  const wait = Math.max(0, ...subjects.map(([, key]) => (read(sim, key, now)?.wait_until ?? 0) - now))
  if (wait > 0) refuseWait(wait)
  return {
    strike: () => {
      for (const [rule, key] of subjects) strike(sim, rule, key, now)
    },
    clear: () => {
      sim.db.prepare('DELETE FROM throttles WHERE key = ?').run(subjects[0]?.[1])
    },
  }
}

/** Back office: forgets every count whose time has passed. Returns how many were forgotten. */
export function forgetThrottles(sim: Sim, now: number): number {
  return sim.db.prepare('DELETE FROM throttles WHERE forget_at <= ?').run(now).changes
}
