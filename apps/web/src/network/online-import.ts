/** Whether the browser says it has a network (navigator.onLine; true where there is no navigator). */
export const isOnline = (): boolean => globalThis.navigator?.onLine !== false

/**
 * What a loader gives instead of importing while the browser is offline: no request went out, which the
 * machines read as the api-client's NetworkError (they see failures structurally, by `_tag`): "Network error
 * occurred", and a retry keeps its Idempotency-Key.
 */
export class OfflineImportError extends TypeError {
  readonly _tag = 'NetworkError'
  constructor() {
    super('Failed to fetch: the browser is offline')
  }
}

/**
 * A module loader that does not try while the browser is offline. Chromium (150, the one here) keeps a dynamic
 * import that failed failed for the page's whole life, even once back online (checked: an import offline, then
 * the same one online: the same failure; with another query string: loaded), so a first Submit offline would
 * leave its screen's calls broken until a reload. Offline, the loader fails as a request would, and the next
 * attempt, online, imports; once loaded, the loader gives the module offline too. A connection lost in the middle
 * of a download still fails that way.
 */
export function onlineOnly<T>(load: () => Promise<T>, online: () => boolean = isOnline): () => Promise<T> {
  // Once loaded, the module is the page's: offline or not, it is there.
  let loaded: Promise<T> | null = null
  return () => {
    if (loaded) return loaded
    if (!online()) return Promise.reject(new OfflineImportError())
    const attempt = load()
    attempt.then(
      () => {
        loaded = attempt
      },
      () => undefined,
    )
    return attempt
  }
}
