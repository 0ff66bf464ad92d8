import { Effect } from 'effect'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { toPromise } from './to-promise.ts'

export type QueryState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'empty'; readonly data: T }
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown }

export type QueryRun<T> = (signal: AbortSignal) => Effect.Effect<T, unknown> | Promise<T>

export interface QueryOptions<T> {
  /** Decides the empty state; by default an empty array is empty. */
  readonly isEmpty?: (data: T) => boolean
  /** While false nothing is requested and the state stays idle (e.g. an id not known yet). */
  readonly enabled?: boolean
}

export interface Query<T> {
  readonly state: QueryState<T>
  /** Requests again (Retry button, pull to refresh). */
  readonly reload: () => void
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0

/**
 * Loads one thing for a screen: idle → loading → success | empty | error, with reload. Only the latest
 * request may set state (an older answer arriving late is dropped and its request aborted), and nothing is
 * set after unmount. `key` says when to load again: pass what the request depends on, e.g. `tab:${tab}`.
 * Status 3 needs no handling here: toPromise hands it to the global handler.
 */
export function useApiQuery<T>(key: string, run: QueryRun<T>, options: QueryOptions<T> = {}): Query<T> {
  const { enabled = true } = options
  const [state, setState] = useState<QueryState<T>>({ status: enabled ? 'loading' : 'idle' })
  const [generation, setGeneration] = useState(0)
  // The latest closures, read when a request settles, without making them effect dependencies.
  const latest = useRef({ run, isEmpty: options.isEmpty ?? emptyArray })
  latest.current = { run, isEmpty: options.isEmpty ?? emptyArray }

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and generation are the reload triggers.
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    const result = latest.current.run(controller.signal)
    const promise = Effect.isEffect(result) ? toPromise(result, controller.signal) : result
    promise.then(
      (data) => {
        if (controller.signal.aborted) return
        // A transition: a long list renders in slices instead of one long task on a slow phone.
        startTransition(() => setState({ status: latest.current.isEmpty(data) ? 'empty' : 'success', data }))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: 'error', error })
      },
    )
    // A newer request or unmounting aborts this one, so its answer can never overwrite newer state.
    return () => controller.abort()
  }, [key, generation, enabled])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  return { state, reload }
}
