import { canSignIn } from '@mandi/domain'
import { findUserByMob } from '../db/accounts.ts'
import { check, text } from '../http/args.ts'
import { hashPassword, issueToken, passwordMatches } from '../http/auth.ts'
import type { Router } from '../http/router.ts'
import { fail, ok, reject } from '../http/wire.ts'
import { SIM_OTP, sendOtp } from '../otp.ts'
import { insertUser } from '../seed/users.ts'

function checkOtp(code: string): void {
  check('otp', code)
  if (code !== SIM_OTP) reject('Wrong verification code')
}

export function authRoutes(r: Router): void {
  r.post(
    'user/login',
    ({ sim, args }) => {
      const mob = text(args, 'mob').trim()
      const password = text(args, 'pass_word')
      // The same rule that enables the client's sign-in button.
      if (!canSignIn(mob, password)) return fail('Please enter your ID and password')
      const user = findUserByMob(sim.db, mob)
      if (!user || !passwordMatches(password, user.pass_hash))
        return fail('Incorrect mobile number or password')
      return ok({ id: user.id, name: user.name, token: issueToken(sim, user.id), code: user.code })
    },
    { auth: false },
  )

  r.get(
    'check_mob',
    ({ sim, args }) => {
      const mob = check('registration.mobile', text(args, 'mob').trim())
      if (!/^[0-9]{10,15}$/.test(mob)) return fail('invalid mobile')
      return findUserByMob(sim.db, mob) ? fail('This mobile number is already registered') : ok()
    },
    { auth: false },
  )

  r.get(
    'check_email',
    ({ sim, args }) => {
      const email = check('registration.email', text(args, 'email').trim())
      const taken = sim.db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?)').get(email)
      return taken ? fail('This e-mail is already registered') : ok()
    },
    { auth: false },
  )

  r.post(
    'sms_otp',
    ({ sim, args }) => {
      const mob = check('registration.mobile', text(args, 'mob').trim())
      sendOtp(sim, 'registration', mob)
      return ok(undefined, 'OTP sent')
    },
    { auth: false },
  )

  r.post(
    'user/register',
    ({ sim, args }) => {
      const name = check('registration.name', text(args, 'name').trim())
      const email = check('registration.email', text(args, 'email').trim())
      const password = check('registration.password', text(args, 'pass_word'))
      const mob = check('registration.mobile', text(args, 'mob').trim())
      const inviteCode = check('registration.inviteCode', text(args, 'invite_code').trim())
      checkOtp(text(args, 'ver_code').trim())
      if (!/^[0-9]{10,15}$/.test(mob)) return fail('invalid mobile')
      if (name.length > 40 || email.length > 100 || password.length > 40) return fail('Input too long')
      const inviter = sim.db.prepare('SELECT id FROM users WHERE code = ?').get(inviteCode) as
        | { id: number }
        | undefined
      if (!inviter) return fail('invalid invite code')
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
    ({ sim, args }) => {
      const mob = check('registration.mobile', text(args, 'mob').trim())
      // The same answer whether or not the number is registered, so the call cannot probe for accounts.
      sendOtp(sim, 'password reset', mob)
      return ok(undefined, 'OTP sent')
    },
    { auth: false },
  )

  r.post(
    'reset_pass',
    ({ sim, args }) => {
      const mob = text(args, 'mob').trim()
      const password = check('registration.password', text(args, 'pass'))
      checkOtp(text(args, 'code').trim())
      if (password.length > 40) return fail('password too long')
      const user = findUserByMob(sim.db, mob)
      if (!user) return fail('This mobile number is not registered')
      sim.db.transaction(() => {
        sim.db.prepare('UPDATE users SET pass_hash = ? WHERE id = ?').run(hashPassword(password), user.id)
        // A reset ends every session of the account.
        sim.db.prepare('DELETE FROM tokens WHERE user_id = ?').run(user.id)
      })()
      return ok(undefined, 'Password reset')
    },
    { auth: false },
  )
}
