import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataSaverContext } from '../../lib/data-saver.ts'
import { Carousel, type CarouselSlide } from './carousel.tsx'

const slides: CarouselSlide[] = ['Gift', 'Invite', 'Deposit'].map((label) => ({
  id: label,
  label,
  content: <p>{label} banner</p>,
}))

/** The label of the slide screen readers can currently reach. */
function currentSlide(): string | null {
  const shown = screen.getAllByRole('group', { hidden: true }).filter((el) => !el.hasAttribute('aria-hidden'))
  expect(shown).toHaveLength(1)
  return shown[0]?.getAttribute('aria-label') ?? null
}

function setDocumentHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(document, 'hidden')
  })

  it('moves to the next slide every 4 s and loops back to the first', () => {
    const onChange = vi.fn()
    render(<Carousel slides={slides} label="Banners" onChange={onChange} />)
    expect(currentSlide()).toBe('1 of 3: Gift')
    act(() => vi.advanceTimersByTime(3999))
    expect(currentSlide()).toBe('1 of 3: Gift')
    act(() => vi.advanceTimersByTime(1))
    expect(currentSlide()).toBe('2 of 3: Invite')
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('3 of 3: Deposit')
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('1 of 3: Gift')
    expect(onChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0])
  })

  it('pauses while the document is hidden and resumes with a full interval', () => {
    render(<Carousel slides={slides} label="Banners" />)
    act(() => vi.advanceTimersByTime(2000))
    act(() => setDocumentHidden(true))
    act(() => vi.advanceTimersByTime(20_000))
    expect(currentSlide()).toBe('1 of 3: Gift')
    act(() => setDocumentHidden(false))
    act(() => vi.advanceTimersByTime(3999))
    expect(currentSlide()).toBe('1 of 3: Gift')
    act(() => vi.advanceTimersByTime(1))
    expect(currentSlide()).toBe('2 of 3: Invite')
  })

  it('stops with the pause button and starts again with play', () => {
    render(<Carousel slides={slides} label="Banners" pauseLabel="Rokein" playLabel="Chalaayein" />)
    fireEvent.click(screen.getByRole('button', { name: 'Rokein' }))
    // Clicking moved focus into the carousel; leave it so only the button keeps it paused.
    fireEvent.blur(screen.getByRole('button', { name: 'Chalaayein' }))
    act(() => vi.advanceTimersByTime(12_000))
    expect(currentSlide()).toBe('1 of 3: Gift')
    fireEvent.click(screen.getByRole('button', { name: 'Chalaayein' }))
    fireEvent.blur(screen.getByRole('button', { name: 'Rokein' }))
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('2 of 3: Invite')
  })

  it('does not play by itself when the app saves data, but moves by hand and plays after Play', () => {
    render(
      <DataSaverContext.Provider value={true}>
        <Carousel slides={slides} label="Banners" />
      </DataSaverContext.Provider>,
    )
    act(() => vi.advanceTimersByTime(20_000))
    expect(currentSlide()).toBe('1 of 3: Gift')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }))
    act(() => vi.advanceTimersByTime(20_000))
    expect(currentSlide()).toBe('2 of 3: Invite')
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    fireEvent.blur(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('3 of 3: Deposit')
  })

  it('swipes left to the next slide and right to the previous one, looping', () => {
    render(<Carousel slides={slides} label="Banners" />)
    const region = screen.getByRole('region', { name: 'Banners' })
    fireEvent.pointerDown(region, { clientX: 200 })
    fireEvent.pointerUp(region, { clientX: 120 })
    expect(currentSlide()).toBe('2 of 3: Invite')
    fireEvent.pointerDown(region, { clientX: 100 })
    fireEvent.pointerUp(region, { clientX: 300 })
    fireEvent.pointerDown(region, { clientX: 100 })
    fireEvent.pointerUp(region, { clientX: 300 })
    expect(currentSlide()).toBe('3 of 3: Deposit')
    // A short drag is a tap, not a swipe.
    fireEvent.pointerDown(region, { clientX: 100 })
    fireEvent.pointerUp(region, { clientX: 120 })
    expect(currentSlide()).toBe('3 of 3: Deposit')
  })

  it('does not auto-play under prefers-reduced-motion', () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia
    try {
      render(<Carousel slides={slides} label="Banners" />)
      act(() => vi.advanceTimersByTime(12_000))
      expect(currentSlide()).toBe('1 of 3: Gift')
      expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull()
    } finally {
      window.matchMedia = original
    }
  })

  it('leaves no timer behind when unmounted', () => {
    const { unmount } = render(<Carousel slides={slides} label="Banners" />)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
