import { act, render, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isTyping, usePoliteAnnouncer } from './polite-announcer.ts'

describe('usePoliteAnnouncer', () => {
  it('speaks at most once per interval, the first time one interval after the first offer', () => {
    let now = 0
    const { result } = renderHook(() => usePoliteAnnouncer(10_000, () => now))
    act(() => result.current.offer(() => 'one'))
    expect(result.current.text).toBe('')
    now = 9_999
    act(() => result.current.offer(() => 'two'))
    expect(result.current.text).toBe('')
    now = 10_000
    act(() => result.current.offer(() => 'three'))
    expect(result.current.text).toBe('three')
    now = 15_000
    act(() => result.current.offer(() => 'four'))
    expect(result.current.text).toBe('three')
  })

  it('stays quiet while the user types', () => {
    let now = 0
    const { getByRole } = render(<input aria-label="Amount" />)
    const { result } = renderHook(() => usePoliteAnnouncer(10_000, () => now))
    act(() => result.current.offer(() => 'first'))
    getByRole('textbox').focus()
    expect(isTyping()).toBe(true)
    now = 20_000
    act(() => result.current.offer(() => 'while typing'))
    expect(result.current.text).toBe('')
    getByRole('textbox').blur()
    act(() => result.current.offer(() => 'after'))
    expect(result.current.text).toBe('after')
  })
})
