import { LIST_PAGE_SIZE } from '@mandi/api-client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { MoreState, MoreStatus } from '../layout/more-rows.tsx'
import { type Loadable, settle } from './settle.ts'
import { type Query, type QueryOptions, type QueryState, useApiQuery } from './use-api-query.ts'

/** One page of a paged list (1 = the newest rows). */
export type PageRun<T> = (page: number, signal: AbortSignal) => Loadable<ReadonlyArray<T>>

export interface MoreOptions<T> {
  /** A row's id or order number: a row that moved onto the next page as new rows came is not shown twice. */
  readonly keyOf?: (row: T) => string | number
  /**
   * Whether a page may follow the first; by default, when the first has LIST_PAGE_SIZE rows. For a first list
   * that is not one page as it came (filtered, or merged with another list), the caller knows better.
   */
  readonly firstFull?: boolean
}

export interface PageOptions<T> extends QueryOptions<ReadonlyArray<T>>, MoreOptions<T> {}

/** The rows of the pages after the first, and the state of the next one. */
export interface MorePages<T> {
  readonly rows: ReadonlyArray<T>
  readonly more: MoreState
}

/** A list query whose data is every page loaded so far, and the state of the next page. */
export interface PagedQuery<T> extends Query<ReadonlyArray<T>> {
  readonly more: MoreState
  /**
   * A first page read again in the background (pull to refresh): it replaces the list shown, and Show more goes
   * on from it, without the loading state in between.
   */
  readonly replaceFirst: (rows: ReadonlyArray<T>) => void
  /**
   * The first page read again in the background (useApiQuery's refresh, for lists the back office changes).
   * Skipped while older pages are shown: a new first page would fold them away under the reader.
   */
  readonly refresh: () => void
}

interface Extra<T> {
  /** The first page these pages follow (a new first page starts the list again). */
  readonly after: ReadonlyArray<T> | undefined
  readonly rows: ReadonlyArray<T>
  /** The page Show more asks for next. */
  readonly next: number
  readonly status: MoreStatus
}

/**
 * The pages after `first` (CONTRACT.md "Paged lists"), asked for one at a time by `more.onMore` (Show more) and
 * kept while the screen stays mounted (keep-alive screens keep theirs). A page shorter than LIST_PAGE_SIZE is
 * the last. A new `first` (another array: a reload, another tab) starts again after it; undefined (nothing
 * shown yet) has no more.
 */
export function useMorePages<T>(
  first: ReadonlyArray<T> | undefined,
  run: PageRun<T>,
  options: MoreOptions<T> = {},
): MorePages<T> {
  const latest = useRef({ run, keyOf: options.keyOf })
  latest.current = { run, keyOf: options.keyOf }
  const [extra, setExtra] = useState<Extra<T>>({ after: undefined, rows: [], next: 2, status: 'idle' })
  const current: Extra<T> =
    extra.after === first ? extra : { after: first, rows: [], next: 2, status: 'idle' }
  /** The page on its way, and the first page it follows. */
  const loading = useRef<{ readonly controller: AbortController; readonly after: ReadonlyArray<T> } | null>(
    null,
  )

  // A new first page or leaving the screen drops a page still on its way. Only a page that follows the first
  // page this effect saw: React runs a commit's effects a moment after its paint, so a tap on Show more can
  // come between a new first page's paint and this cleanup of the one before (or of none), and must not be
  // dropped by it (it was: the button stayed "Loading more…", seen on a busy machine).
  useEffect(() => {
    return () => {
      const page = loading.current
      if (!page || page.after !== first) return
      page.controller.abort()
      loading.current = null
    }
  }, [first])

  const shortFirst =
    first !== undefined && current.next === 2 && !(options.firstFull ?? first.length >= LIST_PAGE_SIZE)
  const status: MoreStatus =
    first === undefined || (current.status === 'idle' && shortFirst) ? 'done' : current.status

  const onMore = useCallback(() => {
    if (first === undefined) return
    if (loading.current?.after === first) return
    const from = current
    if (from.status === 'loading' || from.status === 'done') return
    // A page after an older first page, not yet dropped by its effect: this list has moved on.
    loading.current?.controller.abort()
    const controller = new AbortController()
    loading.current = { controller, after: first }
    setExtra({ ...from, status: 'loading' })
    const result = latest.current.run(from.next, controller.signal)
    const promise = settle(result, controller.signal)
    promise.then(
      (page) => {
        if (controller.signal.aborted) return
        loading.current = null
        const keyOf = latest.current.keyOf
        const seen = keyOf ? new Set([...first, ...from.rows].map(keyOf)) : undefined
        const fresh = seen && keyOf ? page.filter((row) => !seen.has(keyOf(row))) : page
        setExtra({
          after: first,
          rows: [...from.rows, ...fresh],
          next: from.next + 1,
          status: page.length < LIST_PAGE_SIZE ? 'done' : 'idle',
        })
      },
      () => {
        if (controller.signal.aborted) return
        loading.current = null
        setExtra({ ...from, status: 'error' })
      },
    )
  }, [first, current])

  return { rows: current.rows, more: { status, onMore } }
}

const firstPage = <T>(state: QueryState<ReadonlyArray<T>>) =>
  state.status === 'success' || state.status === 'empty' ? state.data : undefined

/**
 * A paged list: the first page as `useApiQuery` loads it (states, reload, kept answers when offline), then the
 * next pages on Show more (`useMorePages`), appended after it. A reload of the first page, or a new `key`,
 * starts again from it.
 */
export function useApiPages<T>(key: string, run: PageRun<T>, options: PageOptions<T> = {}): PagedQuery<T> {
  const latest = useRef({ run, isEmpty: options.isEmpty })
  latest.current = { run, isEmpty: options.isEmpty }
  const first = useApiQuery(key, (signal) => latest.current.run(1, signal), options)
  const loaded = firstPage(first.state)
  // A refreshed first page holds until the query loads one of its own.
  const [refreshed, setRefreshed] = useState<{ over: unknown; rows: ReadonlyArray<T> } | null>(null)
  const shown = refreshed && refreshed.over === loaded ? refreshed.rows : loaded
  const next = useMorePages(shown, (page, signal) => latest.current.run(page, signal), options)

  const state = useMemo<QueryState<ReadonlyArray<T>>>(() => {
    if (shown === undefined) return first.state
    const rows = next.rows.length > 0 ? [...shown, ...next.rows] : shown
    const empty = latest.current.isEmpty ? latest.current.isEmpty(rows) : rows.length === 0
    return empty ? { status: 'empty', data: rows } : { status: 'success', data: rows }
  }, [first.state, shown, next.rows])
  const replaceFirst = useCallback((rows: ReadonlyArray<T>) => setRefreshed({ over: loaded, rows }), [loaded])
  const olderShown = next.rows.length > 0
  const refreshFirst = first.refresh
  const refresh = useCallback(() => {
    if (!olderShown) refreshFirst()
  }, [olderShown, refreshFirst])
  return { state, reload: first.reload, refresh, lastKnown: first.lastKnown, more: next.more, replaceFirst }
}
