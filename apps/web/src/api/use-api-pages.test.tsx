import { LIST_PAGE_SIZE } from '@mandi/api-client'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useApiPages, useMorePages } from './use-api-pages.ts'

/** A list of `total` rows, newest first, served a page at a time. */
function server(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({ id: total - i }))
  const pages: number[] = []
  const failing = new Set<number>()
  const run = vi.fn(async (page: number) => {
    pages.push(page)
    if (failing.has(page)) {
      failing.delete(page)
      throw new Error('offline')
    }
    return rows.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE)
  })
  return { rows, pages, failing, run }
}

const ids = (state: { status: string; data?: readonly { id: number }[] }) =>
  state.status === 'success' ? (state.data ?? []).map((r) => r.id) : []

describe('useApiPages', () => {
  it('shows the first page, then appends the next ones on Show more until a short page', async () => {
    const api = server(LIST_PAGE_SIZE * 2 + 5)
    const { result } = renderHook(() => useApiPages('list', api.run))
    await waitFor(() => expect(ids(result.current.state)).toHaveLength(LIST_PAGE_SIZE))
    expect(result.current.more.status).toBe('idle')
    act(() => result.current.more.onMore())
    expect(result.current.more.status).toBe('loading')
    await waitFor(() => expect(ids(result.current.state)).toHaveLength(LIST_PAGE_SIZE * 2))
    expect(result.current.more.status).toBe('idle')
    act(() => result.current.more.onMore())
    await waitFor(() => expect(result.current.more.status).toBe('done'))
    expect(ids(result.current.state)).toEqual(api.rows.map((r) => r.id))
    expect(api.pages).toEqual([1, 2, 3])
  })

  it('has nothing more after a short first page', async () => {
    const api = server(3)
    const { result } = renderHook(() => useApiPages('list', api.run))
    await waitFor(() => expect(ids(result.current.state)).toHaveLength(3))
    expect(result.current.more.status).toBe('done')
  })

  it('shows a failed page as an error, and Retry asks for the same page again', async () => {
    const api = server(LIST_PAGE_SIZE + 1)
    api.failing.add(2)
    const { result } = renderHook(() => useApiPages('list', api.run))
    await waitFor(() => expect(result.current.more.status).toBe('idle'))
    act(() => result.current.more.onMore())
    await waitFor(() => expect(result.current.more.status).toBe('error'))
    // The rows already shown stay.
    expect(ids(result.current.state)).toHaveLength(LIST_PAGE_SIZE)
    act(() => result.current.more.onMore())
    await waitFor(() => expect(result.current.more.status).toBe('done'))
    expect(ids(result.current.state)).toHaveLength(LIST_PAGE_SIZE + 1)
    expect(api.pages).toEqual([1, 2, 2])
  })

  it('drops a row the next page repeats (it moved down as a new row came)', async () => {
    const api = server(LIST_PAGE_SIZE + 2)
    const { result } = renderHook(() => useApiPages('list', api.run, { keyOf: (row) => row.id }))
    await waitFor(() => expect(result.current.more.status).toBe('idle'))
    // A new row arrives at the top: the old last row of page 1 is now the first of page 2.
    api.rows.unshift({ id: 1000 })
    act(() => result.current.more.onMore())
    await waitFor(() => expect(result.current.more.status).toBe('done'))
    const shown = ids(result.current.state)
    expect(new Set(shown).size).toBe(shown.length)
    expect(shown).toHaveLength(LIST_PAGE_SIZE + 2)
  })

  it('starts again from the first page on reload', async () => {
    const api = server(LIST_PAGE_SIZE * 2)
    const { result } = renderHook(() => useApiPages('list', api.run))
    await waitFor(() => expect(result.current.more.status).toBe('idle'))
    act(() => result.current.more.onMore())
    await waitFor(() => expect(ids(result.current.state)).toHaveLength(LIST_PAGE_SIZE * 2))
    act(() => result.current.reload())
    await waitFor(() => expect(ids(result.current.state)).toHaveLength(LIST_PAGE_SIZE))
    expect(result.current.more.status).toBe('idle')
  })
})

type Rows = readonly { id: number }[]

describe('useMorePages', () => {
  const firstRows = Array.from({ length: LIST_PAGE_SIZE }, (_, i) => ({ id: i + 1 }))
  const nextRows = [{ id: LIST_PAGE_SIZE + 1 }]

  it('keeps a Show more tapped between a first page’s paint and its effects (it was dropped)', async () => {
    const signals: AbortSignal[] = []
    const run = vi.fn(async (_page: number, signal: AbortSignal) => {
      signals.push(signal)
      return nextRows
    })
    // A layout effect runs in the commit, before the commit's other effects: the place of a tap that comes
    // right after the list is painted, while React has yet to run the effects of that render.
    const { result, rerender } = renderHook(
      ({ first }: { first: Rows | undefined }) => {
        const pages = useMorePages(first, run)
        const onMore = pages.more.onMore
        useLayoutEffect(() => {
          if (first) onMore()
        }, [first, onMore])
        return pages
      },
      { initialProps: { first: undefined as Rows | undefined } },
    )
    rerender({ first: firstRows })
    await waitFor(() => expect(result.current.more.status).toBe('done'))
    expect(result.current.rows).toEqual(nextRows)
    expect(run).toHaveBeenCalledTimes(1)
    expect(signals[0]?.aborted).toBe(false)
  })

  it('drops a page still on its way when a new first page comes', async () => {
    const signals: AbortSignal[] = []
    const run = vi.fn((_page: number, signal: AbortSignal) => {
      signals.push(signal)
      return new Promise<Rows>(() => undefined)
    })
    const { result, rerender } = renderHook(({ first }: { first: Rows }) => useMorePages(first, run), {
      initialProps: { first: firstRows },
    })
    act(() => result.current.more.onMore())
    expect(result.current.more.status).toBe('loading')
    rerender({ first: [...firstRows] })
    expect(signals[0]?.aborted).toBe(true)
    expect(result.current.more.status).toBe('idle')
    expect(result.current.rows).toEqual([])
  })
})
