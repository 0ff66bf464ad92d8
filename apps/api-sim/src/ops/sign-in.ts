import { hashPassword, passwordMatches } from '../http/auth.ts'
import type { Sim } from '../sim.ts'
import { appendAudit } from './audit.ts'
import { type Operator, operatorById, operatorByLogin, publicOperator } from './operators.ts'
import { OpsError } from './ops-error.ts'
import { startOperatorSession } from './sessions.ts'
import {
  CODE_TTL_MS,
  challengeOperator,
  checkChallenge,
  dropExpiredChallenges,
  startChallenge,
} from './sign-in-code.ts'
import { clearSignInFailures, noteSignInFailure, signInWaitMs } from './sign-in-wait.ts'

/** Compared against when the login is unknown, so a wrong login takes as long as a wrong password. */
const NOBODY = hashPassword('nobody has this password')

const seconds = (ms: number) => Math.ceil(ms / 1000)

function refuseWhileWaiting(sim: Sim, login: string): void {
  const wait = signInWaitMs(sim.db, login, sim.clock.now())
  if (wait > 0) {
    throw new OpsError(
      429,
      `Too many wrong attempts. Try again in ${seconds(wait)} s.`,
      'wait',
      seconds(wait),
    )
  }
}

/**
 * Step 1 of an operator's sign-in: login and password. A right pair starts a one-time code (sign-in-code.ts);
 * a wrong one (unknown login or wrong password, answered alike) makes that login's next try wait longer.
 */
export function signInWithPassword(
  sim: Sim,
  login: string,
  password: string,
  loopback: boolean,
): { challenge: string; expiresInSeconds: number } {
  if (login.length === 0 || password.length === 0)
    throw new OpsError(400, 'Enter your login and password', 'credentials')
  if (login.length > 64 || password.length > 128)
    throw new OpsError(400, 'Wrong login or password', 'credentials')
  refuseWhileWaiting(sim, login)
  const operator = operatorByLogin(sim.db, login)
  const matches = passwordMatches(password, operator?.pass_hash ?? NOBODY)
  const now = sim.clock.now()
  if (!operator || !matches) {
    noteSignInFailure(sim.db, login, now)
    appendAudit(sim.db, {
      operator: operator ?? { login },
      action: 'sign-in-refused',
      subject: 'the console',
      after: { reason: 'wrong login or password' },
      at: now,
    })
    throw new OpsError(400, 'Wrong login or password', 'credentials')
  }
  dropExpiredChallenges(sim)
  return { challenge: startChallenge(sim, operator, loopback), expiresInSeconds: CODE_TTL_MS / 1000 }
}

/** Step 2: the one-time code. A right code opens a session (audited); the challenge is used up either way. */
export function signInWithCode(
  sim: Sim,
  challenge: string,
  code: string,
): { token: string; expiresAt: number; operator: Operator } {
  if (!/^[0-9]{6}$/.test(code)) throw new OpsError(400, 'Enter the 6-digit code', 'wrong-code')
  const expired = 'This sign-in has expired. Enter your password again.'
  const operatorId = challengeOperator(sim, challenge)
  const operator = operatorId === undefined ? undefined : operatorById(sim.db, operatorId)
  if (!operator) throw new OpsError(400, expired, 'expired')
  // While the login waits, a code is not even looked at (no try is used up).
  refuseWhileWaiting(sim, operator.login)
  const check = checkChallenge(sim, challenge, code)
  if (check.kind === 'gone') throw new OpsError(400, expired, 'expired')
  const now = sim.clock.now()
  if (check.kind === 'wrong') {
    noteSignInFailure(sim.db, operator.login, now)
    appendAudit(sim.db, {
      operator,
      action: 'sign-in-refused',
      subject: 'the console',
      after: { reason: 'wrong code' },
      at: now,
    })
    if (check.triesLeft > 0) throw new OpsError(400, 'Wrong code', 'wrong-code')
    throw new OpsError(400, 'Wrong code. Enter your password again for a new code.', 'expired')
  }
  clearSignInFailures(sim.db, operator.login)
  const session = startOperatorSession(sim, operator.id)
  appendAudit(sim.db, {
    operator,
    action: 'sign-in',
    subject: 'the console',
    after: { role: operator.role },
    at: now,
  })
  return { ...session, operator: publicOperator(operator) }
}
