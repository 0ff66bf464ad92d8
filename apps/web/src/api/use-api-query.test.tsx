import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { Data, Effect } from 'effect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearLastKnown, loadLastKnown, saveLastKnown } from './last-known-store.ts'
import { type QueryRun, useApiQuery } from './use-api-query.ts'

class NetworkError extends Data.TaggedError('NetworkError')<{ readonly message: string }> {}
class TimeoutError extends Data.TaggedError('TimeoutError')<{ readonly message: string }> {}
class ServerRejected extends Data.TaggedError('ServerRejected')<{ readonly info: string }> {}

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

  it('refreshes in the background: the data stays on screen until the answer, and stays when it fails', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()]
    let call = 0
    const { result } = renderHook(() =>
      useApiQuery('live', () => (answers[call++] as { promise: Promise<string> }).promise),
    )
    act(() => answers[0]?.resolve('pending'))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'pending' }))
    act(() => result.current.refresh())
    expect(result.current.state).toEqual({ status: 'success', data: 'pending' })
    act(() => answers[1]?.resolve('paid'))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'paid' }))
    act(() => result.current.refresh())
    await act(async () => answers[2]?.reject(new ServerRejected({ info: 'down' })))
    expect(call).toBe(3)
    expect(result.current.state).toEqual({ status: 'success', data: 'paid' })
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

interface Card {
  readonly balance: number
}
const isCard = (data: unknown): data is Card =>
  typeof data === 'object' && data !== null && typeof (data as Card).balance === 'number'
const unreachable = () => Effect.fail(new NetworkError({ message: 'offline' }))

function signInAs(id: string) {
  localStorage.setItem('token', `tok-${id}`)
  localStorage.setItem('id', id)
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('useApiQuery with lastKnown (the offline screens)', () => {
  afterEach(() => clearLastKnown())

  it('keeps the answer for the signed-in user and shows it, as of its time, when the server is out of reach', async () => {
    signInAs('101')
    const first = renderHook(() =>
      useApiQuery('user/info', () => Promise.resolve({ balance: 500 }), { lastKnown: isCard }),
    )
    await waitFor(() =>
      expect(first.result.current.state).toEqual({ status: 'success', data: { balance: 500 } }),
    )
    // Fresh and online: no banner.
    expect(first.result.current.lastKnown).toBeNull()
    await waitFor(async () =>
      expect(await loadLastKnown('101', 'user/info', isCard, Date.now())).not.toBeNull(),
    )
    const saved = await loadLastKnown('101', 'user/info', isCard, Date.now())
    first.unmount()

    for (const failure of [unreachable, () => Effect.fail(new TimeoutError({ message: 'slow' }))]) {
      const { result, unmount } = renderHook(() =>
        useApiQuery<Card>('user/info', failure, { lastKnown: isCard }),
      )
      await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: { balance: 500 } }))
      expect(result.current.lastKnown).toEqual({ asOf: saved?.savedAt, offline: false })
      unmount()
    }
  })

  it('never shows one user the answer kept for another', async () => {
    await saveLastKnown('101', 'user/info', { balance: 500 }, Date.now())
    signInAs('202')
    const { result } = renderHook(() => useApiQuery<Card>('user/info', unreachable, { lastKnown: isCard }))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    expect(result.current.lastKnown).toBeNull()
  })

  it('does not keep an answer that arrives after its user has gone', async () => {
    signInAs('101')
    let answer!: (card: Card) => void
    const run = () => new Promise<Card>((resolve) => (answer = resolve))
    const { result } = renderHook(() => useApiQuery('user/info', run, { lastKnown: isCard }))
    signInAs('202')
    await act(async () => answer({ balance: 500 }))
    await waitFor(() => expect(result.current.state.status).toBe('success'))
    expect(await loadLastKnown('101', 'user/info', isCard, Date.now())).toBeNull()
    expect(await loadLastKnown('202', 'user/info', isCard, Date.now())).toBeNull()
  })

  it('does not keep an answer whose user signs out while it is being written', async () => {
    signInAs('101')
    let answer!: (card: Card) => void
    const run = () => new Promise<Card>((resolve) => (answer = resolve))
    const { result } = renderHook(() => useApiQuery('user/info', run, { lastKnown: isCard }))
    await act(async () => {
      answer({ balance: 500 })
      // The answer is handled (and shown) first; the sign-out comes before the store has written it.
      await Promise.resolve()
      await Promise.resolve()
      localStorage.clear()
    })
    await waitFor(() => expect(result.current.state.status).toBe('success'))
    expect(await loadLastKnown('101', 'user/info', isCard, Date.now())).toBeNull()
  })

  it('shows the server refusing (status 0) as an error, not as the kept answer', async () => {
    signInAs('101')
    await saveLastKnown('101', 'user/info', { balance: 500 }, Date.now())
    const { result } = renderHook(() =>
      useApiQuery<Card>('user/info', () => Effect.fail(new ServerRejected({ info: 'No' })), {
        lastKnown: isCard,
      }),
    )
    await waitFor(() => expect(result.current.state.status).toBe('error'))
  })

  it('keeps nothing and shows nothing kept for a query without lastKnown', async () => {
    signInAs('101')
    await saveLastKnown('101', 'plain', { balance: 500 }, Date.now())
    const { result } = renderHook(() => useApiQuery<Card>('plain', unreachable))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    expect(result.current.lastKnown).toBeNull()
  })

  it('says offline over fresh data when the phone goes offline, and loads again by itself when it is back', async () => {
    signInAs('101')
    let balance = 500
    const run = vi.fn(() => Promise.resolve({ balance }))
    const { result } = renderHook(() => useApiQuery('user/info', run, { lastKnown: isCard }))
    await waitFor(() => expect(result.current.state.status).toBe('success'))
    setOnline(false)
    expect(result.current.lastKnown).toEqual({ asOf: expect.any(Number), offline: true })
    expect(run).toHaveBeenCalledTimes(1)

    let answer!: (card: Card) => void
    run.mockImplementationOnce(() => new Promise<Card>((resolve) => (answer = resolve)))
    setOnline(true)
    expect(run).toHaveBeenCalledTimes(2)
    // The data stays on screen while the new answer is on its way.
    expect(result.current.state).toEqual({ status: 'success', data: { balance: 500 } })
    balance = 700
    await act(async () => answer({ balance }))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: { balance: 700 } }))
    expect(result.current.lastKnown).toBeNull()
  })

  it('loads a failed query again when the phone is back online', async () => {
    let attempt = 0
    const run: QueryRun<string> = () => (attempt++ === 0 ? unreachable() : Effect.succeed('ok'))
    const { result } = renderHook(() => useApiQuery('x', run))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    setOnline(false)
    expect(result.current.state.status).toBe('error')
    setOnline(true)
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'ok' }))
  })
})

describe('useApiQuery with paintKept (a repeat visit paints from the phone, issue 30)', () => {
  afterEach(() => clearLastKnown())

  it('paints the kept answer before the network answers, says nothing meanwhile, and the fresh answer replaces it', async () => {
    signInAs('101')
    const savedAt = Date.now() - 60_000
    await saveLastKnown('101', 'home:hot', { balance: 500 }, savedAt)
    const network = deferred<Card>()
    const { result } = renderHook(() =>
      useApiQuery<Card>('home:hot', () => network.promise, { lastKnown: isCard, paintKept: true }),
    )
    expect(result.current.state.status).toBe('loading')
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: { balance: 500 } }))
    // Being refreshed: not claimed as offline, and not as fresh either (no notice until it fails).
    expect(result.current.lastKnown).toBeNull()
    await act(async () => network.resolve({ balance: 700 }))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: { balance: 700 } }))
    expect(result.current.lastKnown).toBeNull()
    // The fresh answer is the one kept for the next visit.
    await waitFor(async () =>
      expect((await loadLastKnown('101', 'home:hot', isCard, Date.now()))?.data).toEqual({ balance: 700 }),
    )
  })

  it('keeps the painted answer, with its time, when the refresh cannot reach the server', async () => {
    signInAs('101')
    const savedAt = Date.now() - 60_000
    await saveLastKnown('101', 'home:hot', { balance: 500 }, savedAt)
    const network = deferred<Card>()
    const { result } = renderHook(() =>
      useApiQuery<Card>('home:hot', () => network.promise, { lastKnown: isCard, paintKept: true }),
    )
    await waitFor(() => expect(result.current.state.status).toBe('success'))
    await act(async () => network.reject(new NetworkError({ message: 'offline' })))
    await waitFor(() => expect(result.current.lastKnown).toEqual({ asOf: savedAt, offline: false }))
    expect(result.current.state).toEqual({ status: 'success', data: { balance: 500 } })
  })

  it('does not paint a kept answer that lost the race to the network', async () => {
    signInAs('101')
    await saveLastKnown('101', 'home:hot', { balance: 500 }, Date.now())
    const { result } = renderHook(() =>
      useApiQuery<Card>('home:hot', () => Promise.resolve({ balance: 700 }), {
        lastKnown: isCard,
        paintKept: true,
      }),
    )
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: { balance: 700 } }))
    // Give the store's read time to finish: it must not overwrite the fresh answer.
    await waitFor(async () =>
      expect((await loadLastKnown('101', 'home:hot', isCard, Date.now()))?.data).toEqual({ balance: 700 }),
    )
    expect(result.current.state).toEqual({ status: 'success', data: { balance: 700 } })
  })
})
