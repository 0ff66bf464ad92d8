import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval'

/**
 * The last answer of a few queries (the asset card, positions, trades, records, history), kept on the phone
 * so that those screens still show something offline. One record per signed-in user and query key
 * (`{owner}:{key}`): a screen only ever reads its own user's records, so even a record that outlived its
 * session (a clear that failed, storage the browser wiped without IndexedDB) is never shown to someone else.
 * Everything is cleared when the session ends (sign out, log out, status 3: api/session.ts).
 *
 * Records carry the time they were loaded (shown as "Offline, as of …") and a version; the reader also checks
 * the data's shape against the call's schema, so a record written by an older build is dropped, not shown.
 */
export interface LastKnownRecord {
  readonly version: number
  readonly owner: string
  /** When the server gave this answer (Unix ms, the phone's clock). */
  readonly savedAt: number
  readonly data: unknown
}

/** Bump when a record's own layout changes (the data's shape is checked by the caller's guard). */
export const LAST_KNOWN_VERSION = 1

/** A record older than this is not shown (and is deleted when read): a week-old balance helps nobody. */
export const LAST_KNOWN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export interface LastKnown<T> {
  readonly data: T
  readonly savedAt: number
}

let store: UseStore | null = null
// Opened on first use: importing this module must not touch IndexedDB (tests, the entry chunk).
const lastKnownStore = () => {
  store ??= createStore('mandi-last-known', 'answers')
  return store
}
/** Without IndexedDB (blocked by a policy, some private modes, unit tests) nothing is kept or shown. */
const available = () => typeof indexedDB !== 'undefined'

export function lastKnownKey(owner: string, key: string): string {
  return `${owner}:${key}`
}

export async function saveLastKnown(
  owner: string,
  key: string,
  data: unknown,
  savedAt: number,
): Promise<void> {
  if (!available()) return
  const record: LastKnownRecord = { version: LAST_KNOWN_VERSION, owner, savedAt, data }
  await set(lastKnownKey(owner, key), record, lastKnownStore())
}

/**
 * The owner's last answer for `key`, or null: none kept, another version, older than LAST_KNOWN_MAX_AGE_MS,
 * written for someone else, or data the guard does not recognise.
 */
export async function loadLastKnown<T>(
  owner: string,
  key: string,
  isData: (data: unknown) => data is T,
  nowMs: number,
): Promise<LastKnown<T> | null> {
  if (!available()) return null
  const storeKey = lastKnownKey(owner, key)
  const record = await get<LastKnownRecord>(storeKey, lastKnownStore())
  if (!record || record.version !== LAST_KNOWN_VERSION || record.owner !== owner) return null
  if (typeof record.savedAt !== 'number' || nowMs - record.savedAt > LAST_KNOWN_MAX_AGE_MS) {
    await del(storeKey, lastKnownStore())
    return null
  }
  if (!isData(record.data)) return null
  return { data: record.data, savedAt: record.savedAt }
}

/** Forgets every kept answer of every user (the session has ended). */
export async function clearLastKnown(): Promise<void> {
  if (!available()) return
  await clear(lastKnownStore())
}
