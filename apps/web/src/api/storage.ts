import { useSyncExternalStore } from 'react'

/**
 * Every localStorage key the app uses. Screens must read and write through these names so that the
 * session end (status 3, sign out) knows what to keep.
 */
export const STORAGE_KEYS = {
  /** Session token, sent as the `token` header (spec §6). */
  token: 'token',
  /** Login result fields (spec §3 "Login result"). */
  id: 'id',
  name: 'name',
  code: 'code',
  /** Mobile number used to sign in; /settings log out keeps it (spec §4) to prefill the login form. */
  mob: 'mob',
  /** Language choice, 'en' or 'hd' (spec §4 language change). */
  lang: 'lang',
  /** The chat client's first-login flag; survives a status 3 (spec §8). Owned by the chat feature. */
  chatFirstLogin: 'chat_first_login',
  /** The /kline moving averages switched on (JSON of ChartOverlays); cleared with the rest at session end. */
  chartOverlays: 'chart_overlays',
  /** '1' when the signed-in account has a passkey (issue 28): money calls ask for it first. */
  passkey: 'passkey',
  /** '1' right after a password sign-in that may offer fingerprint sign-in (shown once, then removed). */
  passkeyOffer: 'passkey_offer',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export interface LoginResult {
  readonly id: string | number
  readonly name: string
  readonly token: string
  readonly code: string
}

const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

/** Called after every sign-in and session clear in this tab (the session actor follows the token). */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab signing out or in must move this tab too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    // Storage can be blocked (private mode, policy); the app then behaves as signed out.
    return null
  }
}

export function writeStored(key: StorageKey, value: string): void {
  localStorage.setItem(key, value)
  if (key === STORAGE_KEYS.token) notify()
}

export function readToken(): string | null {
  const token = readStored(STORAGE_KEYS.token)
  return token ? token : null
}

/** Stores the login result (spec §3) and the mobile number used, then tells the guards. */
export function saveLogin(result: LoginResult, mob: string): void {
  localStorage.setItem(STORAGE_KEYS.id, String(result.id))
  localStorage.setItem(STORAGE_KEYS.name, result.name)
  localStorage.setItem(STORAGE_KEYS.code, result.code)
  localStorage.setItem(STORAGE_KEYS.mob, mob)
  localStorage.setItem(STORAGE_KEYS.token, result.token)
  notify()
}

/** Clears all local storage except the given keys (spec §4 logout, §8 status 3). */
export function clearStorageExcept(keep: readonly StorageKey[]): void {
  const kept = keep.flatMap((key) => {
    const value = readStored(key)
    return value === null ? [] : [[key, value] as const]
  })
  localStorage.clear()
  for (const [key, value] of kept) localStorage.setItem(key, value)
  notify()
}

/** True while a token is stored; re-renders on sign in, sign out and status 3. */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => false,
  )
}
