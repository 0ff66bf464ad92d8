import { randomInt } from 'node:crypto'
import { throttle } from './http/throttle.ts'
import { reject } from './http/wire.ts'
import type { Sim } from './sim.ts'

/**
 * The demo's one-time code, accepted only while the server listens on loopback (config `otp: 'fixed'`);
 * elsewhere each send makes a random code. Either way it is printed, as a real SMS gateway's log would show it.
 */
export const SIM_OTP = '123456'

/** A code lives this long on the sim clock after it is sent. */
export const OTP_TTL_MS = 5 * 60_000
/** Wrong tries a code survives: the fifth wrong one kills it, and a new send is needed. */
export const OTP_MAX_TRIES = 5

/** What a code is for: a code sent for one purpose is refused for another. */
export type OtpPurpose = 'registration' | 'password reset' | 'bank update'

/**
 * Makes a new code for this number and purpose (the one before it dies) and "sends" it: the log line is the
 * SMS. A code belongs to one mobile number and one purpose, is used once, and lives OTP_TTL_MS.
 */
export function sendOtp(sim: Sim, purpose: OtpPurpose, mob: string): void {
  const code = sim.config.otp === 'fixed' ? SIM_OTP : String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = sim.clock.now()
  sim.db
    .prepare(
      'INSERT INTO otp_codes (mob, purpose, code, tries, expires_at) VALUES (?, ?, ?, 0, ?) ON CONFLICT (mob, purpose) DO UPDATE SET code = excluded.code, tries = 0, expires_at = excluded.expires_at',
    )
    .run(mob, purpose, code, now + OTP_TTL_MS)
  sim.log(`SMS to ${mob}: your Mandi ${purpose} code is ${code} (valid 5 minutes)`)
}

/** 'used': the code was right and is spent; 'wrong': another code; 'none': no live code (never sent, expired, used, or 5 wrong tries). */
export type OtpCheck = 'used' | 'wrong' | 'none'

/** Checks `code` against the live code of this number and purpose, spending it when right. */
export function useOtp(sim: Sim, purpose: OtpPurpose, mob: string, code: string): OtpCheck {
  const now = sim.clock.now()
  const row = sim.db
    .prepare('SELECT code, tries, expires_at FROM otp_codes WHERE mob = ? AND purpose = ?')
    .get(mob, purpose) as { code: string; tries: number; expires_at: number } | undefined
  if (!row || row.expires_at <= now || row.tries >= OTP_MAX_TRIES) return 'none'
  if (row.code === code) {
    sim.db.prepare('DELETE FROM otp_codes WHERE mob = ? AND purpose = ?').run(mob, purpose)
    return 'used'
  }
  sim.db.prepare('UPDATE otp_codes SET tries = tries + 1 WHERE mob = ? AND purpose = ?').run(mob, purpose)
  return 'wrong'
}

/** Back office: deletes codes past their time or their tries. Returns how many. */
export function purgeOtps(sim: Sim, now: number): number {
  return sim.db.prepare('DELETE FROM otp_codes WHERE expires_at <= ? OR tries >= ?').run(now, OTP_MAX_TRIES)
    .changes
}

/** Said when no live code matches: never sent, expired, already used, or killed by 5 wrong tries. */
export const OTP_GONE = 'This code is no longer valid. Please send a new one.'

/**
 * A send, under the send limits (per number and purpose, and per address): refused with the wait when too
 * many were sent, else a new code.
 */
export function sendOtpLimited(sim: Sim, address: string, purpose: OtpPurpose, mob: string): void {
  throttle(sim, 'otpSend', `${purpose}:${mob}`, address).strike()
  sendOtp(sim, purpose, mob)
}

/**
 * A check, under the check limits: spends the right code; a wrong one is refused with `wrong` and counts a
 * strike (and a try of the code); without a live code the answer is OTP_GONE. Call it outside a transaction,
 * so the strike and the try stay counted.
 */
export function checkOtp(
  sim: Sim,
  address: string,
  purpose: OtpPurpose,
  mob: string,
  code: string,
  wrong: string,
): void {
  const limit = throttle(sim, 'otpCheck', `${purpose}:${mob}`, address)
  const result = useOtp(sim, purpose, mob, code)
  if (result === 'used') {
    limit.clear()
    return
  }
  // No live code: nothing could be guessed, so no strike (the send limits count new codes).
  if (result === 'none') reject(OTP_GONE)
  limit.strike()
  reject(wrong)
}
