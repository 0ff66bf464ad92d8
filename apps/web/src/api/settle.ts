import type { Effect } from 'effect'

/** What a query or a page gives to load: an api-client call (an Effect) or a first read (a Promise). */
export type Loadable<T> = Effect.Effect<T, unknown> | Promise<T>

const isPromise = <T>(value: Loadable<T>): value is Promise<T> =>
  typeof (value as { then?: unknown }).then === 'function'

/**
 * The value of a loadable as a Promise. An Effect is run through to-promise.ts, loaded here rather than
 * imported: a screen whose loads are all Promises (its first reads, api/first-read.ts) then carries no Effect
 * runtime (issue 30).
 */
export function settle<T>(loadable: Loadable<T>, signal: AbortSignal): Promise<T> {
  if (isPromise(loadable)) return loadable
  return import('./to-promise.ts').then(({ toPromise }) => toPromise(loadable, signal))
}
