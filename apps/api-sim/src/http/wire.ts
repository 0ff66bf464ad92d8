import { formatRupees, paise, paiseToRupeeString } from '@mandi/domain'

/** Conversions at the response boundary: the db holds integer paise and epoch ms; the wire wants text. */

/** Integer paise as the wire's decimal rupee string ("1200.50"), via the one formatter in @mandi/domain. */
export function money(value: number): string {
  return paiseToRupeeString(paise(value))
}

const istOffsetMs = (5 * 60 + 30) * 60_000

/** Epoch ms as "YYYY-MM-DD HH:mm:ss" in IST (India has no daylight saving, so a fixed offset is exact). */
export function timestamp(ms: number): string {
  return new Date(ms + istOffsetMs).toISOString().slice(0, 19).replace('T', ' ')
}

export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000)
}

export type Status = 0 | 1 | 3

export interface Envelope {
  status: Status
  info: string
  data?: unknown
}

export function ok(data?: unknown, info = 'success'): Envelope {
  return data === undefined ? { status: 1, info } : { status: 1, info, data }
}

export function fail(info: string, data?: unknown): Envelope {
  return data === undefined ? { status: 0, info } : { status: 0, info, data }
}

export function sessionInvalid(info = 'Session expired, please log in again'): Envelope {
  return { status: 3, info }
}

/** Thrown inside a handler (or a db transaction, rolling it back) to answer status 0 with this info. */
export class Rejection extends Error {
  constructor(
    message: string,
    /** Machine-readable detail sent as the status-0 answer's `data` (e.g. the new price). */
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export function reject(info: string, data?: unknown): never {
  throw new Rejection(info, data)
}

/** Money inside a human message ("₹1,200.50"), with the app's own formatter. */
export function rupeesText(value: number): string {
  return formatRupees(paise(value))
}
