import { randomBytes } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { findUser } from '../db/accounts.ts'
import { text } from '../http/args.ts'
import { issueToken, passwordMatches } from '../http/auth.ts'
import type { AsyncCall, Router } from '../http/router.ts'
import { throttle } from '../http/throttle.ts'
import { fail, ok, reject } from '../http/wire.ts'
import type { Sim } from '../sim.ts'
import { type ChallengeKind, PROMPT_TIMEOUT_MS, saveChallenge, takeChallenge } from './challenges.ts'
import {
  confirmAction,
  issueConfirmation,
  markPasswordConfirmed,
  passkeyCount,
  passwordConfirmedRecently,
  requireConfirmation,
} from './confirmations.ts'
import { authenticationArg, registrationArg, signedChallenge } from './credential-arg.ts'
import { deviceLabel } from './device.ts'
import { relyingParty } from './relying-party.ts'
import {
  MAX_PASSKEYS,
  PASSKEY_NAME_MAX,
  type PasskeyRow,
  passkeyById,
  passkeysOf,
  passkeyWire,
  recordUse,
  transportsOf,
} from './store.ts'

/** Messages of the passkey calls (CONTRACT.md, "Passkeys"); each refusal also carries a flag in `data`. */
export const PASSKEY_MESSAGES = {
  expired: 'This fingerprint request has expired. Please try again.',
  unknown: 'This passkey is no longer on your account. It may have been removed on another device.',
  failed: 'The fingerprint check did not pass. Please try again.',
  passwordRequired: 'Please confirm your password first.',
  tooMany: `You have ${MAX_PASSKEYS} passkeys, the most an account can have. Remove one first.`,
  duplicate: 'This passkey is already on your account.',
  notFound: 'Passkey not found',
  name: `A passkey's name has 1 to ${PASSKEY_NAME_MAX} characters.`,
} as const

const rpOf = (call: AsyncCall) => relyingParty(call.host, call.origin)

function challengeFor(
  call: AsyncCall,
  kind: ChallengeKind,
  credential: { response: { clientDataJSON: string } },
) {
  return takeChallenge(call.sim, signedChallenge(credential), { kind, session: call.session, rp: rpOf(call) })
}

/** Checks an assertion against a stored passkey; the counter, origin and RP ID are checked by the verifier. */
async function assertionVerified(
  call: AsyncCall,
  challenge: string,
  row: PasskeyRow,
  response: Parameters<typeof verifyAuthenticationResponse>[0]['response'],
): Promise<number | undefined> {
  const rp = rpOf(call)
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(row.public_key),
        counter: row.counter,
        transports: transportsOf(row),
      },
      requireUserVerification: true,
    })
    return result.verified ? result.authenticationInfo.newCounter : undefined
  } catch {
    // A signature, counter, origin or RP ID that does not match (the verifier throws on each).
    return undefined
  }
}

/** A passkey of this RP ID that the answer names, or the refusal that says the account no longer has it. */
function storedPasskey(call: AsyncCall, id: string, userId?: number): PasskeyRow {
  const row = passkeyById(call.sim, id)
  if (!row || row.rp_id !== rpOf(call).rpId || (userId !== undefined && row.user_id !== userId)) {
    reject(PASSKEY_MESSAGES.unknown, { unknown_passkey: true })
  }
  return row
}

/** What user/login and the passkey sign-in add to the login result (extensions): whether to offer a passkey. */
export function loginExtras(sim: Sim, userId: number) {
  const count = passkeyCount(sim, userId)
  const dismissed = sim.db
    .prepare('SELECT passkey_offer_dismissed FROM users WHERE id = ?')
    .pluck()
    .get(userId)
  return { passkeys: count, passkey_offer: count === 0 && dismissed === 0 ? 1 : 0 }
}

export function passkeyRoutes(r: Router): void {
  // The password again, for a passkey registration (5 minutes) and as the fallback confirmation of an action.
  r.post('user/confirm_password', (call) => {
    const { sim, userId, session, args, address } = call
    const action = confirmAction(text(args, 'action'))
    const password = text(args, 'pass_word')
    if (password.length === 0 || password.length > 40) return fail('The password is wrong')
    const limit = throttle(sim, 'confirm', String(userId), address)
    if (!passwordMatches(password, findUser(sim.db, userId).pass_hash)) {
      limit.strike()
      return fail('The password is wrong')
    }
    limit.clear()
    markPasswordConfirmed(sim, session)
    return ok(issueConfirmation(sim, { userId, session, action, method: 'password' }), 'Password confirmed')
  })

  r.postAsync('user/passkey/register/options', async (call) => {
    const { sim, userId, session } = call
    const rp = rpOf(call)
    if (!passwordConfirmedRecently(sim, session))
      return fail(PASSKEY_MESSAGES.passwordRequired, { password_required: true })
    const own = passkeysOf(sim, userId)
    if (own.length >= MAX_PASSKEYS) return fail(PASSKEY_MESSAGES.tooMany)
    const user = findUser(sim.db, userId)
    // One handle per user, so a phone keeps one passkey per account (a new one replaces the old on it).
    const userHandle = own[0]?.user_handle ?? randomBytes(16).toString('base64url')
    const options = await generateRegistrationOptions({
      rpName: 'Mandi',
      rpID: rp.rpId,
      userName: user.mob,
      userDisplayName: user.name,
      userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
      timeout: PROMPT_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: own
        .filter((row) => row.rp_id === rp.rpId)
        .map((row) => ({ id: row.id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      preferredAuthenticatorType: 'localDevice',
    })
    saveChallenge(sim, {
      challenge: options.challenge,
      kind: 'register',
      userId,
      session,
      action: '',
      userHandle,
      rp,
    })
    return ok(options)
  })

  r.postAsync('user/passkey/register/verify', async (call) => {
    const { sim, userId } = call
    const response = registrationArg(call.args)
    const name = text(call.args, 'name').trim()
    if (name.length > PASSKEY_NAME_MAX) return fail(PASSKEY_MESSAGES.name)
    const challenge = challengeFor(call, 'register', response)
    if (!challenge || challenge.userId !== userId)
      return fail(PASSKEY_MESSAGES.expired, { passkey_expired: true })
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.rp.origin,
        expectedRPID: challenge.rp.rpId,
        requireUserVerification: true,
      })
    } catch {
      return fail(PASSKEY_MESSAGES.failed, { passkey_failed: true })
    }
    if (!verified.verified) return fail(PASSKEY_MESSAGES.failed, { passkey_failed: true })
    const { credential } = verified.registrationInfo
    const device = deviceLabel(call.userAgent)
    return sim.db.transaction(() => {
      if (passkeyById(sim, credential.id)) return fail(PASSKEY_MESSAGES.duplicate)
      if (passkeysOf(sim, userId).length >= MAX_PASSKEYS) return fail(PASSKEY_MESSAGES.tooMany)
      sim.db
        .prepare(
          'INSERT INTO passkeys (id, user_id, user_handle, public_key, counter, transports, rp_id, name, device, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          credential.id,
          userId,
          challenge.userHandle,
          Buffer.from(credential.publicKey),
          credential.counter,
          (credential.transports ?? []).join(','),
          challenge.rp.rpId,
          name || device,
          device,
          sim.clock.now(),
        )
      return ok(passkeyWire(passkeyById(sim, credential.id) as PasskeyRow), 'Fingerprint sign-in is on')
    })()
  })

  r.postAsync(
    'user/passkey/login/options',
    async (call) => {
      const rp = rpOf(call)
      // No user is named: the phone offers the passkeys it holds for this host (discoverable credentials).
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
      })
      saveChallenge(call.sim, {
        challenge: options.challenge,
        kind: 'login',
        userId: 0,
        session: '',
        action: '',
        userHandle: '',
        rp,
      })
      return ok(options)
    },
    { auth: false },
  )

  r.postAsync(
    'user/passkey/login/verify',
    async (call) => {
      const { sim } = call
      const response = authenticationArg(call.args)
      const challenge = challengeFor(call, 'login', response)
      if (!challenge) return fail(PASSKEY_MESSAGES.expired, { passkey_expired: true })
      const row = storedPasskey(call, response.id)
      if (response.response.userHandle && response.response.userHandle !== row.user_handle) {
        return fail(PASSKEY_MESSAGES.unknown, { unknown_passkey: true })
      }
      const counter = await assertionVerified(call, challenge.challenge, row, response)
      if (counter === undefined) return fail(PASSKEY_MESSAGES.failed, { passkey_failed: true })
      return sim.db.transaction(() => {
        if (!recordUse(sim, row.id, counter, deviceLabel(call.userAgent))) {
          return passkeyById(sim, row.id)
            ? fail(PASSKEY_MESSAGES.failed, { passkey_failed: true })
            : fail(PASSKEY_MESSAGES.unknown, { unknown_passkey: true })
        }
        const user = findUser(sim.db, row.user_id)
        return ok(
          {
            id: user.id,
            name: user.name,
            token: issueToken(sim, user.id),
            code: user.code,
            ...loginExtras(sim, user.id),
          },
          'Signed in',
        )
      })()
    },
    { auth: false },
  )

  r.postAsync('user/passkey/confirm/options', async (call) => {
    const { sim, userId, session } = call
    const action = confirmAction(text(call.args, 'action'))
    if (passkeyCount(sim, userId) === 0) return ok({ required: 0, options: null })
    const rp = rpOf(call)
    const own = passkeysOf(sim, userId).filter((row) => row.rp_id === rp.rpId)
    // Passkeys made only for another host cannot answer here: the password confirms instead.
    if (own.length === 0) return ok({ required: 1, options: null })
    const options = await generateAuthenticationOptions({
      rpID: rp.rpId,
      allowCredentials: own.map((row) => ({ id: row.id, transports: transportsOf(row) })),
      userVerification: 'required',
      timeout: PROMPT_TIMEOUT_MS,
    })
    saveChallenge(sim, {
      challenge: options.challenge,
      kind: 'confirm',
      userId,
      session,
      action,
      userHandle: '',
      rp,
    })
    return ok({ required: 1, options })
  })

  r.postAsync('user/passkey/confirm/verify', async (call) => {
    const { sim, userId, session } = call
    const action = confirmAction(text(call.args, 'action'))
    const response = authenticationArg(call.args)
    const challenge = challengeFor(call, 'confirm', response)
    if (!challenge || challenge.userId !== userId || challenge.action !== action) {
      return fail(PASSKEY_MESSAGES.expired, { passkey_expired: true })
    }
    const row = storedPasskey(call, response.id, userId)
    const counter = await assertionVerified(call, challenge.challenge, row, response)
    if (counter === undefined) return fail(PASSKEY_MESSAGES.failed, { passkey_failed: true })
    return sim.db.transaction(() => {
      if (!recordUse(sim, row.id, counter, deviceLabel(call.userAgent))) {
        return passkeyById(sim, row.id)
          ? fail(PASSKEY_MESSAGES.failed, { passkey_failed: true })
          : fail(PASSKEY_MESSAGES.unknown, { unknown_passkey: true })
      }
      return ok(issueConfirmation(sim, { userId, session, action, method: 'passkey' }), 'Confirmed')
    })()
  })

  r.get('user/passkeys', ({ sim, userId }) => ok(passkeysOf(sim, userId).map(passkeyWire)))

  r.post('user/passkey/rename', ({ sim, userId, args }) => {
    const id = text(args, 'id')
    const name = text(args, 'name').trim()
    if (name.length === 0 || name.length > PASSKEY_NAME_MAX) return fail(PASSKEY_MESSAGES.name)
    const row = passkeyById(sim, id)
    if (!row || row.user_id !== userId) return fail(PASSKEY_MESSAGES.notFound)
    sim.db.prepare('UPDATE passkeys SET name = ? WHERE id = ?').run(name, id)
    return ok(passkeyWire({ ...row, name }), 'Renamed')
  })

  // Removing a passkey lowers what protects money calls, so it is confirmed like them (action `passkey`).
  r.post('user/passkey/remove', (call) => {
    const { sim, userId, args } = call
    const id = text(args, 'id')
    const row = passkeyById(sim, id)
    if (!row || row.user_id !== userId) return fail(PASSKEY_MESSAGES.notFound)
    const confirmation = requireConfirmation(call, 'passkey')
    return sim.db.transaction(() => {
      sim.db.prepare('DELETE FROM passkeys WHERE id = ? AND user_id = ?').run(id, userId)
      confirmation.spend()
      return ok(undefined, 'Passkey removed')
    })()
  })

  r.post('user/passkey/offer_dismiss', ({ sim, userId }) => {
    sim.db.prepare('UPDATE users SET passkey_offer_dismissed = 1 WHERE id = ?').run(userId)
    return ok(undefined, 'Dismissed')
  })
}
