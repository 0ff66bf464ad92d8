import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { useLazyActor } from './use-lazy-actor.ts'

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

const loader = () => {
  const startActor = vi.fn(() => createActor(toggle).start())
  const load = vi.fn(async () => startActor)
  return { load, startActor }
}

describe('useLazyActor', () => {
  it('has no actor until started, then one actor however often it is started, and follows its state', async () => {
    const { load, startActor } = loader()
    const { result } = renderHook(() => useLazyActor(load))
    expect(result.current.actor).toBeNull()
    expect(result.current.snapshot).toBeNull()
    expect(load).not.toHaveBeenCalled()

    let first: unknown
    let second: unknown
    await act(async () => {
      ;[first, second] = await Promise.all([result.current.start(), result.current.start()])
    })
    expect(first).toBe(second)
    expect(load).toHaveBeenCalledTimes(1)
    expect(startActor).toHaveBeenCalledTimes(1)
    expect(result.current.actor).toBe(first)
    expect(result.current.snapshot?.value).toBe('off')

    act(() => result.current.actor?.send({ type: 'flip' }))
    expect(result.current.snapshot?.value).toBe('on')
  })

  it('stops the actor with the screen', async () => {
    const { load } = loader()
    const { result, unmount } = renderHook(() => useLazyActor(load))
    await act(() => result.current.start())
    const actor = result.current.actor
    unmount()
    expect(actor?.getSnapshot().status).toBe('stopped')
  })

  it('prefetches the module at the first touch on the page', async () => {
    const { load } = loader()
    renderHook(() => useLazyActor(load))
    expect(load).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointerdown'))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('rejects when the module cannot load, and loads again at the next start', async () => {
    const startActor = () => createActor(toggle).start()
    const load = vi
      .fn<() => Promise<typeof startActor>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(startActor)
    const { result } = renderHook(() => useLazyActor(load))
    await expect(act(() => result.current.start())).rejects.toThrow('Failed to fetch')
    expect(result.current.actor).toBeNull()
    await act(() => result.current.start())
    expect(result.current.snapshot?.value).toBe('off')
  })
})
