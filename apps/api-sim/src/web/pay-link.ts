import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/open.ts'
import type { Sim } from '../sim.ts'

/**
 * Signed links to the local payment page (issue 17): pay/create answers
 * `{origin}/pay/{order}?exp={ms}&sig={hex}`, where `exp` is when the link stops working (sim clock, Unix ms)
 * and `sig` is HMAC-SHA256 over the order number, the owner's user id and `exp`, with a key that only the
 * server knows. Only someone who got the link from pay/create (the order's owner) can open or pay it; the
 * order itself is paid once (markDepositPaid), so a link cannot credit twice.
 */
export const PAY_LINK_TTL_MS = 30 * 60_000

const KEY_NAME = 'pay_link_key'

const keys = new WeakMap<Db, Buffer>()

/** The signing key: made once with randomBytes, kept in `secrets`, so links survive a restart. */
function signingKey(db: Db): Buffer {
  const cached = keys.get(db)
  if (cached) return cached
  db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(
    KEY_NAME,
    randomBytes(32).toString('hex'),
  )
  const row = db.prepare('SELECT value FROM secrets WHERE name = ?').get(KEY_NAME) as { value: string }
  const key = Buffer.from(row.value, 'hex')
  keys.set(db, key)
  return key
}

function signature(db: Db, order: string, userId: number, exp: number): Buffer {
  return createHmac('sha256', signingKey(db)).update(`pay-link\n${order}\n${userId}\n${exp}`).digest()
}

/**
 * The link to `order` of `userId` that stops working at `exp` (pay/create: PAY_LINK_TTL_MS of the sim clock
 * after the order; pay/list gives the same link while it works).
 */
export function payLinkUrlUntil(
  sim: Sim,
  origin: string,
  order: string,
  userId: number,
  exp: number,
): string {
  const sig = signature(sim.db, order, userId, exp).toString('hex')
  return `${origin}/pay/${encodeURIComponent(order)}?exp=${exp}&sig=${sig}`
}

/**
 * True when `sig` is this server's signature of (order, userId, exp) and `exp` has not passed on the sim
 * clock. Malformed values are refused before any work; the comparison is timing-safe.
 */
export function payLinkValid(
  sim: Sim,
  order: string,
  userId: number,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  if (!exp || !/^\d{1,16}$/.test(exp) || !sig || !/^[0-9a-f]{64}$/.test(sig)) return false
  const expires = Number(exp)
  const expected = signature(sim.db, order, userId, expires)
  const given = Buffer.from(sig, 'hex')
  if (!timingSafeEqual(given, expected)) return false
  return sim.clock.now() < expires
}
