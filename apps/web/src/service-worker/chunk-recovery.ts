import type { ScreenLoader } from '../router/route-entry.ts'

const RELOADED_AT = 'mandi:chunk-reload-at'
/** A second failure within this long after a recovery reload is a real failure, not a deploy: no reload loop. */
const RELOAD_GUARD_MS = 60_000

/** The browsers' messages for a lazy chunk that could not be fetched or evaluated. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|module script failed|Failed to fetch|error loading dynamically|Unable to preload/i.test(
    message,
  )
}

export interface RecoveryEnvironment {
  readonly online: () => boolean
  readonly now: () => number
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>
  readonly reload: () => void
}

const browser: RecoveryEnvironment = {
  online: () => navigator.onLine,
  now: () => Date.now(),
  storage: sessionStorage,
  reload: () => window.location.reload(),
}

/**
 * A screen loader that survives a deploy: when the route's chunk is gone (a page of the previous build asking
 * for a file the server no longer has and no cache kept), the page reloads once into the new build at the same
 * route. Offline, or a second failure right after such a reload, the error goes to the screen's error boundary
 * (Retry) instead, so there is never a reload loop.
 */
export function withChunkRecovery(load: ScreenLoader, env: RecoveryEnvironment = browser): ScreenLoader {
  return async () => {
    try {
      return await load()
    } catch (error) {
      const last = Number(env.storage.getItem(RELOADED_AT) ?? 0)
      if (!isChunkLoadError(error) || !env.online() || env.now() - last < RELOAD_GUARD_MS) throw error
      env.storage.setItem(RELOADED_AT, String(env.now()))
      env.reload()
      // The page is going away; never resolve, so nothing renders an error in the meantime.
      return new Promise<never>(() => undefined)
    }
  }
}
