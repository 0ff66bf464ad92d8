import { act, renderHook, waitFor } from '@testing-library/react'
import { Data, Effect } from 'effect'
import { describe, expect, it, vi } from 'vitest'
import { type QueryRun, useApiQuery } from './use-api-query.ts'

class NetworkError extends Data.TaggedError('NetworkError')<{ readonly message: string }> {}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('useApiQuery', () => {
  it('goes loading → success with the data', async () => {
    const { result } = renderHook(() => useApiQuery('list', () => Promise.resolve([1, 2])))
    expect(result.current.state.status).toBe('loading')
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: [1, 2] }))
  })

  it('reports an empty list as empty, and a custom emptiness', async () => {
    const { result } = renderHook(() => useApiQuery('list', () => Promise.resolve([])))
    await waitFor(() => expect(result.current.state.status).toBe('empty'))
    const custom = renderHook(() =>
      useApiQuery('one', () => Promise.resolve({ rows: 0 }), { isEmpty: (data) => data.rows === 0 }),
    )
    await waitFor(() => expect(custom.result.current.state.status).toBe('empty'))
  })

  it('runs Effects and shows their tagged error, then retries to success', async () => {
    let attempt = 0
    const run: QueryRun<string> = () =>
      attempt++ === 0 ? Effect.fail(new NetworkError({ message: 'offline' })) : Effect.succeed('ok')
    const { result } = renderHook(() => useApiQuery('x', run))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    const state = result.current.state
    expect(state.status === 'error' && state.error).toMatchObject({ _tag: 'NetworkError' })
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'ok' }))
  })

  it('stays idle while disabled', async () => {
    const run = vi.fn(() => Promise.resolve(1))
    const { result } = renderHook(() => useApiQuery('x', run, { enabled: false }))
    expect(result.current.state.status).toBe('idle')
    expect(run).not.toHaveBeenCalled()
  })

  it('lets only the latest request set the state', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const signals: AbortSignal[] = []
    const { result, rerender } = renderHook(
      ({ tab }) =>
        useApiQuery(`tab:${tab}`, (signal) => {
          signals.push(signal)
          return tab === 1 ? first.promise : second.promise
        }),
      { initialProps: { tab: 1 } },
    )
    rerender({ tab: 2 })
    expect(signals[0]?.aborted).toBe(true)
    await act(async () => second.resolve('tab two'))
    await act(async () => first.resolve('tab one, late'))
    expect(result.current.state).toEqual({ status: 'success', data: 'tab two' })
  })

  it('aborts and sets nothing after unmount', async () => {
    const pending = deferred<string>()
    let signal: AbortSignal | undefined
    const { result, unmount } = renderHook(() =>
      useApiQuery('x', (s) => {
        signal = s
        return pending.promise
      }),
    )
    unmount()
    expect(signal?.aborted).toBe(true)
    await act(async () => pending.resolve('late'))
    expect(result.current.state.status).toBe('loading')
  })
})
