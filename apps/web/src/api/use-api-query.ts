import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { hasTag } from './api-error.ts'
import { type Loadable, settle } from './settle.ts'
import { readStored, STORAGE_KEYS } from './storage.ts'
import { useOnline } from './use-online.ts'

export type QueryState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'empty'; readonly data: T }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown }

export type QueryRun<T> = (signal: AbortSignal) => Loadable<T>

export interface QueryOptions<T> {
  /** Decides the empty state; by default an empty array is empty. */
  readonly isEmpty?: (data: T) => boolean
  /** While false nothing is requested and the state stays idle (e.g. an id not known yet). */
  readonly enabled?: boolean
  /**
   * Keeps the last answer on the phone for the signed-in user (api/last-known-store.ts) and shows it, with
   * `lastKnown` set, when the server cannot be reached (NetworkError, TimeoutError). Pass the guard of the
   * call's schema, e.g. `Schema.is(Schema.Array(TradeOrder))`: a record in another shape (an older build)
   * is then not shown.
   */
  readonly lastKnown?: (data: unknown) => data is T
  /**
   * With `lastKnown`: a load that has nothing on screen paints the kept answer at once, while the request
   * runs (stale-while-revalidate, issue 30); the answer replaces it. Nothing says "offline" meanwhile: the
   * notice appears only if the server then cannot be reached (the kept answer stays, with its time).
   */
  readonly paintKept?: boolean
}

/** What the "Offline, as of …" banner says: when the data shown was loaded, and whether the phone is offline. */
export interface LastKnownNotice {
  /** Unix ms of the server's answer the screen shows. */
  readonly asOf: number
  /** The phone has no connection (else the server was out of reach). */
  readonly offline: boolean
}

export interface Query<T> {
  readonly state: QueryState<T>
  /** Requests again (Retry button, pull to refresh). */
  readonly reload: () => void
  /**
   * Requests again in the background (a poll): what is shown stays until the new answer replaces it, and
   * stays if the request fails.
   */
  readonly refresh: () => void
  /**
   * Only for a `lastKnown` query: set while the data shown is a kept answer (the server was out of reach) or
   * the phone is offline; null while the data is fresh and the phone online.
   */
  readonly lastKnown: LastKnownNotice | null
}

interface Loaded<T> {
  readonly state: QueryState<T>
  /** When the shown data was answered (null without data). */
  readonly asOf: number | null
  /** The data shown came from the last-known store, not from this request. */
  readonly kept: boolean
  /** The kept data is painted while this request runs (paintKept): no notice until it fails. */
  readonly refreshing?: boolean
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0
const isUnreachable = (error: unknown) => hasTag(error, 'NetworkError') || hasTag(error, 'TimeoutError')
const hasData = (state: QueryState<unknown>) => state.status === 'success' || state.status === 'empty'
/** The signed-in user's id (login result): the owner of kept answers. */
const currentOwner = () => readStored(STORAGE_KEYS.id)
/** Loaded by the first `lastKnown` query only, so no screen carries IndexedDB code in its first chunk. */
const lastKnownStore = () => import('./last-known-store.ts')

/**
 * Loads one thing for a screen: idle → loading → success | empty | error, with reload. Only the latest
 * request may set state (an older answer arriving late is dropped and its request aborted), and nothing is
 * set after unmount. `key` says when to load again: pass what the request depends on, e.g. `tab:${tab}`.
 * Status 3 needs no handling here: toPromise hands it to the global handler.
 *
 * When the phone comes back online, a query in error, and every `lastKnown` query, loads again by itself;
 * data already shown stays on screen until the new answer replaces it.
 */
export function useApiQuery<T>(key: string, run: QueryRun<T>, options: QueryOptions<T> = {}): Query<T> {
  const { enabled = true } = options
  const [loaded, setLoaded] = useState<Loaded<T>>(() => ({
    state: { status: enabled ? 'loading' : 'idle' },
    asOf: null,
    kept: false,
  }))
  const [generation, setGeneration] = useState(0)
  // The latest closures, read when a request settles, without making them effect dependencies.
  const current = {
    run,
    isEmpty: options.isEmpty ?? emptyArray,
    lastKnown: options.lastKnown,
    paintKept: options.paintKept === true,
    loaded,
  }
  const latest = useRef(current)
  latest.current = current
  // The key whose next load keeps the shown data until the answer (a reload on reconnecting).
  const quietFor = useRef<string | null>(null)
  const online = useOnline()
  const wasOnline = useRef(online)

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and generation are the reload triggers.
  useEffect(() => {
    if (!enabled) {
      setLoaded({ state: { status: 'idle' }, asOf: null, kept: false })
      return
    }
    const controller = new AbortController()
    const quiet = quietFor.current === key
    quietFor.current = null
    if (!quiet) setLoaded({ state: { status: 'loading' }, asOf: null, kept: false })
    const owner = currentOwner()
    const { run: request, lastKnown: isData, paintKept } = latest.current
    const promise = settle(request(controller.signal), controller.signal)
    let settled = false
    if (paintKept && isData && owner && !quiet) {
      lastKnownStore()
        .then((store) => store.loadLastKnown(owner, key, isData, Date.now()))
        .then((kept) => {
          if (!kept || settled || controller.signal.aborted || currentOwner() !== owner) return
          const status = latest.current.isEmpty(kept.data) ? 'empty' : 'success'
          setLoaded({ state: { status, data: kept.data }, asOf: kept.savedAt, kept: true, refreshing: true })
        })
        .catch(() => undefined)
    }
    const show = (data: T, asOf: number, kept: boolean) => {
      const status = latest.current.isEmpty(data) ? 'empty' : 'success'
      // A transition: a long list renders in slices instead of one long task on a slow phone.
      startTransition(() => setLoaded({ state: { status, data }, asOf, kept }))
    }
    promise.then(
      (data) => {
        settled = true
        if (controller.signal.aborted) return
        const asOf = Date.now()
        if (isData && owner) {
          lastKnownStore()
            .then((store) => {
              // Kept only while the user who asked is still signed in here, checked as the write starts: a
              // sign-out clears the store in the same task as the user id, so no answer lands after it.
              if (currentOwner() === owner) return store.saveLastKnown(owner, key, data, asOf)
            })
            .catch((error: unknown) => console.warn('last-known: not saved', error))
        }
        show(data, asOf, false)
      },
      async (error: unknown) => {
        settled = true
        if (controller.signal.aborted) return
        if (isData && owner && isUnreachable(error)) {
          const kept = await lastKnownStore()
            .then((store) => store.loadLastKnown(owner, key, isData, Date.now()))
            .catch(() => null)
          if (controller.signal.aborted) return
          if (kept && currentOwner() === owner) {
            show(kept.data, kept.savedAt, true)
            return
          }
        }
        // A background refresh that fails keeps the data on screen (the next one tries again).
        if (quiet && hasData(latest.current.loaded.state)) return
        setLoaded({ state: { status: 'error', error }, asOf: null, kept: false })
      },
    )
    // A newer request or unmounting aborts this one, so its answer can never overwrite newer state.
    return () => controller.abort()
  }, [key, generation, enabled])

  // Back online: load again what failed or may be out of date, keeping the data on screen meanwhile.
  useEffect(() => {
    const back = online && !wasOnline.current
    wasOnline.current = online
    if (!back || !enabled) return
    const shown = latest.current.loaded.state
    if (shown.status !== 'error' && !latest.current.lastKnown) return
    if (hasData(shown)) quietFor.current = key
    setGeneration((n) => n + 1)
  }, [online, enabled, key])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  const keyRef = useRef(key)
  keyRef.current = key
  const refresh = useCallback(() => {
    if (hasData(latest.current.loaded.state)) quietFor.current = keyRef.current
    setGeneration((n) => n + 1)
  }, [])
  const notice =
    options.lastKnown &&
    hasData(loaded.state) &&
    loaded.asOf !== null &&
    ((loaded.kept && !loaded.refreshing) || !online)
      ? { asOf: loaded.asOf, offline: !online }
      : null
  return { state: loaded.state, reload, refresh, lastKnown: notice }
}
