import { join } from 'node:path'
import {
  AVATAR_UPLOAD_RULES,
  INVITE_REWARD_CONFIG_KEY,
  isKycVerified,
  type UploadRefusal,
} from '@mandi/domain'
import { findUser } from '../db/accounts.ts'
import { readConfig } from '../db/config.ts'
import { checkUploadedFile, storeUpload } from '../files/magic.ts'
import { check, text } from '../http/args.ts'
import { endUserSessions, hashPassword, passwordMatches } from '../http/auth.ts'
import { pageOf } from '../http/paging.ts'
import type { Router } from '../http/router.ts'
import { throttle } from '../http/throttle.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'
import { requireConfirmation } from '../passkeys/confirmations.ts'

const AVATAR_REFUSALS: Record<UploadRefusal, string> = {
  extension: 'Only png, jpg, jpeg or gif images are allowed',
  size: `The image is larger than ${AVATAR_UPLOAD_RULES.maxMegabytes} MB`,
  type: 'The file type does not match its name',
  content: 'The file is not a valid image',
}

/** How a statement line names the purse it moved, when it is not the balance. */
const PURSE_NAMES: Record<string, string> = { integral: 'Points', salary: 'salary' }

export function userRoutes(r: Router): void {
  r.get('user/info', ({ sim, userId }) => {
    const user = findUser(sim.db, userId)
    // No upload, no picture: an empty avatar lets the app show the initials of the name.
    const avatar = user.face_icon
    return ok({
      id: user.id,
      name: user.name,
      code: user.code,
      mob: user.mob,
      balance: money(user.balance),
      salary: money(user.salary),
      integral: money(user.integral),
      points: user.points,
      kyc_status: user.kyc_status,
      verified: isKycVerified(user.kyc_status) ? 1 : 0,
      face_icon: user.face_icon,
      avatar,
    })
  })

  r.get('user/service', ({ sim }) =>
    ok({ wa: readConfig(sim.db, 'support_wa'), tg: readConfig(sim.db, 'support_tg') }),
  )

  // Contract extension (CONTRACT.md, "sys/frame_hosts"): the origins the app may frame, the same list as
  // its CSP frame-src. Public, as the CSP header that carries it.
  r.get('sys/frame_hosts', ({ sim }) => ok({ hosts: sim.config.frameHosts }), { auth: false })

  r.get('sys/config', ({ sim, args }) => {
    const key = text(args, 'key')
    // invite_reward (extension): the invitation reward percent (services/invitation-rewards.ts).
    if (key !== 'service' && key !== 'payout_fee' && key !== INVITE_REWARD_CONFIG_KEY)
      return fail('Unknown config key')
    return ok({ key, value: readConfig(sim.db, key) })
  })

  r.get('user/verification_info', ({ sim, userId }) => {
    const row = sim.db.prepare('SELECT * FROM verifications WHERE user_id = ?').get(userId) as
      | Record<string, string | number | null>
      | undefined
    if (!row) return ok(null)
    const { full_name, pan, birth_date, pin, city, address, reason, reason_code } = row
    // Extension (CONTRACT.md, "Back office"): when it was sent and reviewed, and why a review refused it.
    const reviewedAt = row.reviewed_at
    return ok({
      id: row.user_id,
      full_name,
      pan,
      birth_date,
      pin,
      city,
      address,
      submitted_at: timestamp(Number(row.created_at)),
      reviewed_at: typeof reviewedAt === 'number' ? timestamp(reviewedAt) : null,
      reason,
      reason_code,
    })
  })

  r.post('user/verification', ({ sim, userId, args }) => {
    const pan = check('pan', text(args, 'pan').trim().toUpperCase())
    const fullName = check('verification.fullName', text(args, 'name').trim())
    const birthDate = check('verification.birthDate', text(args, 'birth_date').trim())
    const address = check('verification.address', text(args, 'address').trim())
    const pin = check('verification.pin', text(args, 'pin').trim())
    const city = check('verification.city', text(args, 'city').trim())
    if (city.length > 40) return fail('City too long')
    return sim.db.transaction(() => {
      const user = findUser(sim.db, userId)
      if (user.kyc_status === 2) return fail('Your identity is already verified')
      sim.db
        .prepare(
          'INSERT OR REPLACE INTO verifications (user_id, full_name, pan, birth_date, pin, city, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(userId, fullName, pan, birthDate, pin, city, address, sim.clock.now())
      // 1: submitted and waiting for the review, which decides it (services/pan-review.ts). A refused one (3)
      // may be sent again; so may a waiting one, which then waits again from now.
      sim.db.prepare('UPDATE users SET kyc_status = 1 WHERE id = ?').run(userId)
      return ok(undefined, 'Verification submitted')
    })()
  })

  r.post('user/reset_login_pass', (call) => {
    const { sim, userId, session, args, address } = call
    const oldPass = check('password.change', text(args, 'old_pass'))
    const newPass = check('password.change', text(args, 'new_pass'))
    const confirm = check('password.change', text(args, 'comfirm_pass'))
    if (newPass !== confirm) return fail('The new passwords do not match')
    // A user with a passkey confirms the change first (issue 28), before the old password is even checked.
    const confirmation = requireConfirmation(call, 'password')
    // A stolen session must not be a free oracle for the password either.
    const limit = throttle(sim, 'password', String(userId), address)
    const user = findUser(sim.db, userId)
    if (!passwordMatches(oldPass, user.pass_hash)) {
      limit.strike()
      return fail('The old password is wrong')
    }
    limit.clear()
    sim.db.prepare('UPDATE users SET pass_hash = ? WHERE id = ?').run(hashPassword(newPass), userId)
    confirmation.spend()
    // Every other session of the account ends (their chat sockets close); this one goes on.
    endUserSessions(sim, userId, session)
    return ok(undefined, 'Password changed')
  })

  r.post('user/set_face_icon', ({ sim, userId, files }) => {
    const file = files.face_icon
    if (!file) return fail('Please choose an image')
    const verdict = checkUploadedFile(file, AVATAR_UPLOAD_RULES)
    if (!verdict.ok) return fail(AVATAR_REFUSALS[verdict.reason])
    const stored = storeUpload(join(sim.filesDir, 'avatars'), file.name, file.bytes)
    const path = `/img/uploads/${stored}`
    sim.db.prepare('UPDATE users SET face_icon = ? WHERE id = ?').run(path, userId)
    return ok({ face_icon: path })
  })

  r.get('user/settlement', ({ sim, userId, args }) => {
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        'SELECT purse, title, amount, balance, created_at FROM ledger WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, page.limit, page.offset) as {
      purse: string
      title: string
      amount: number
      balance: number
      created_at: number
    }[]
    return ok(
      rows.map((row) => ({
        amount: money(row.amount),
        balance: money(row.balance),
        created_at: timestamp(row.created_at),
        transaction_type: {
          title:
            row.purse === 'balance' ? row.title : `${row.title} (${PURSE_NAMES[row.purse] ?? row.purse})`,
        },
      })),
    )
  })
}
