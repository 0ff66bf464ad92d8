import { canSignIn } from '@mandi/domain'
import { findUserByMob } from '../db/accounts.ts'
import { check, text } from '../http/args.ts'
import {
  endSessions,
  endUserSessions,
  hashPassword,
  issueToken,
  passwordMatches,
  tokenHash,
} from '../http/auth.ts'
import type { Router } from '../http/router.ts'
import { throttle } from '../http/throttle.ts'
import { fail, ok } from '../http/wire.ts'
import { checkOtp, sendOtpLimited } from '../otp.ts'
import { markPasswordConfirmed } from '../passkeys/confirmations.ts'
import { loginExtras } from '../passkeys/routes.ts'
import { insertUser } from '../seed/users.ts'

const WRONG_CODE = 'Wrong verification code'

export function authRoutes(r: Router): void {
  r.post(
    'user/login',
    ({ sim, args, address }) => {
      const mob = text(args, 'mob').trim()
      const password = text(args, 'pass_word')
      // The same rule that enables the client's sign-in button.
      if (!canSignIn(mob, password)) return fail('Please enter your ID and password')
      if (mob.length > 40) return fail('Incorrect mobile number or password')
      // Counted per number typed, registered or not, so the limit tells nobody which numbers exist.
      const limit = throttle(sim, 'login', mob, address)
      const user = findUserByMob(sim.db, mob)
      if (!user || !passwordMatches(password, user.pass_hash)) {
        limit.strike()
        return fail('Incorrect mobile number or password')
      }
      limit.clear()
      const token = issueToken(sim, user.id)
      // Typing the password to sign in confirms it: this session may add a passkey for 5 minutes (issue 28).
      markPasswordConfirmed(sim, tokenHash(token))
      return ok({ id: user.id, name: user.name, token, code: user.code, ...loginExtras(sim, user.id) })
    },
    { auth: false },
  )

  r.get(
    'check_mob',
    ({ sim, args, address }) => {
      const mob = check('registration.mobile', text(args, 'mob').trim())
      if (!/^[0-9]{10,15}$/.test(mob)) return fail('invalid mobile')
      throttle(sim, 'lookup', mob, address).strike()
      return findUserByMob(sim.db, mob) ? fail('This mobile number is already registered') : ok()
    },
    { auth: false },
  )

  r.get(
    'check_email',
    ({ sim, args, address }) => {
      const email = check('registration.email', text(args, 'email').trim())
      throttle(sim, 'lookup', email.toLowerCase(), address).strike()
      const taken = sim.db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?)').get(email)
      return taken ? fail('This e-mail is already registered') : ok()
    },
    { auth: false },
  )

  r.post(
    'sms_otp',
    ({ sim, args, address }) => {
      const mob = check('registration.mobile', text(args, 'mob').trim())
      if (!/^[0-9]{10,15}$/.test(mob)) return fail('invalid mobile')
      sendOtpLimited(sim, address, 'registration', mob)
      return ok(undefined, 'OTP sent')
    },
    { auth: false },
  )

  r.post(
    'user/register',
    ({ sim, args, address }) => {
      const name = check('registration.name', text(args, 'name').trim())
      const email = check('registration.email', text(args, 'email').trim())
      const password = check('registration.password', text(args, 'pass_word'))
      const mob = check('registration.mobile', text(args, 'mob').trim())
      const inviteCode = check('registration.inviteCode', text(args, 'invite_code').trim())
      const code = check('otp', text(args, 'ver_code').trim())
      if (!/^[0-9]{10,15}$/.test(mob)) return fail('invalid mobile')
      if (name.length > 40 || email.length > 100 || password.length > 40) return fail('Input too long')
      throttle(sim, 'register', mob, address).strike()
      const inviter = sim.db.prepare('SELECT id FROM users WHERE code = ?').get(inviteCode) as
        | { id: number }
        | undefined
      if (!inviter) return fail('invalid invite code')
      // Refusals that need no code come first, so a right code is spent only on a registration that can be made.
      if (findUserByMob(sim.db, mob)) return fail('This mobile number is already registered')
      if (sim.db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?)').get(email)) {
        return fail('This e-mail is already registered')
      }
      checkOtp(sim, address, 'registration', mob, code, WRONG_CODE)
      return sim.db.transaction(() => {
        if (findUserByMob(sim.db, mob)) return fail('This mobile number is already registered')
        if (sim.db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?)').get(email)) {
          return fail('This e-mail is already registered')
        }
        insertUser(sim.db, { name, email, mob, password, inviterId: inviter.id, createdAt: sim.clock.now() })
        return ok(undefined, 'Registration successful')
      })()
    },
    { auth: false },
  )

  r.post(
    'otp',
    ({ sim, args, address }) => {
      const mob = check('registration.mobile', text(args, 'mob').trim())
      if (mob.length > 20) return fail('invalid mobile')
      // The same answer (and the same limits) whether or not the number is registered, so the call cannot
      // probe for accounts.
      sendOtpLimited(sim, address, 'password reset', mob)
      return ok(undefined, 'OTP sent')
    },
    { auth: false },
  )

  r.post(
    'reset_pass',
    ({ sim, args, address }) => {
      const mob = text(args, 'mob').trim()
      const password = check('registration.password', text(args, 'pass'))
      const code = check('otp', text(args, 'code').trim())
      if (password.length > 40) return fail('password too long')
      if (mob.length > 20) return fail('invalid mobile')
      // The code is checked first, so without it the answer is the same for a registered number and another.
      checkOtp(sim, address, 'password reset', mob, code, WRONG_CODE)
      const user = findUserByMob(sim.db, mob)
      if (!user) return fail('This mobile number is not registered')
      sim.db.prepare('UPDATE users SET pass_hash = ? WHERE id = ?').run(hashPassword(password), user.id)
      // A reset ends every session of the account (their chat sockets close).
      endUserSessions(sim, user.id)
      return ok(undefined, 'Password reset')
    },
    { auth: false },
  )

  // Contract extension (CONTRACT.md, "user/logout"): ends this session on the server.
  r.post('user/logout', ({ sim, session }) => {
    endSessions(sim, [session])
    return ok(undefined, 'Signed out')
  })
}
