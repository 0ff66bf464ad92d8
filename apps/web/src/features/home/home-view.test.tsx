import type { MiningProduct } from '@mandi/api-client'
import { rupees } from '@mandi/domain'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import { I18nProvider } from '../../i18n/i18n.tsx'
import { PRODUCTS } from '../market/fixtures.ts'
import { HomeView, type HomeViewProps } from './home-view.tsx'

const PLANS: readonly MiningProduct[] = [
  { id: 1, title: 'Starter Rig', countDays: 7, incomeRate: 1.5, price: rupees(600) },
  { id: 6, title: 'Data Centre Share', countDays: 90, incomeRate: 3, price: rupees(100_000) },
]

function renderView(props: Partial<HomeViewProps> = {}) {
  const handlers = { onRetry: vi.fn(), onLoadMore: vi.fn(), onRetryPlans: vi.fn() }
  render(
    <I18nProvider locale="en">
      <FeedbackHost>
        <Router hook={memoryLocation({ path: '/home' }).hook}>
          <HomeView
            hot={{ status: 'success', products: PRODUCTS, hasMore: true }}
            plans={{ status: 'success', plans: PLANS }}
            {...handlers}
            {...props}
          />
        </Router>
      </FeedbackHost>
    </I18nProvider>,
  )
  return handlers
}

describe('HomeView', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the bell with 3, the avatar link to /profile and the four quick links', () => {
    renderView()
    expect(screen.getByRole('link', { name: 'Notifications, 3 new' }).textContent).toContain('3')
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/profile')
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }))
    expect(quick.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['₹Deposit', '/deposit'],
      ['👥Team', '/direct'],
      ['☎Support', '/service'],
      ['✉Invite', '/share'],
    ])
  })

  it('promises no gift (none is given): the promo links Add money to /deposit; hot products link to /buy_product and View More to /trde', () => {
    renderView()
    expect(screen.queryByText(/gift/i)).toBeNull()
    expect(screen.getByRole('link', { name: 'Add money' }).getAttribute('href')).toBe('/deposit')
    const card = screen.getByRole('link', { name: /Basmati Rice 5 kg/ })
    expect(card.getAttribute('href')).toBe('#/buy_product?id=1')
    expect(card.textContent).toContain('Sold 1204')
    expect(screen.getByRole('link', { name: 'View More' }).getAttribute('href')).toBe('/trde')
    expect(screen.getByText('Fresh Farms')).toBeTruthy()
  })

  it('calls onLoadMore from Load More while product/list has more, and hides it when all are shown', () => {
    const { onLoadMore } = renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
  })

  it('offers no Load More once every product is shown', () => {
    renderView({ hot: { status: 'success', products: PRODUCTS, hasMore: false } })
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('links the other features: trading with the default pair, BIT Pro, signals and rankings', () => {
    renderView()
    const markets = within(screen.getByRole('navigation', { name: 'Markets and plans' }))
    expect(markets.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['📈Trading', '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'],
      ['⚡BIT Pro', '/pro'],
      ['📣Signals', '/channel'],
      ['🏆Rankings', '/ranking'],
    ])
  })

  it('lists the mining plans it is given, each opening /buy?id=', () => {
    renderView()
    const plan = screen.getByRole('link', { name: /Data Centre Share/ })
    expect(plan.getAttribute('href')).toBe('/buy?id=6')
    expect(plan.textContent).toContain('90 days')
    expect(plan.textContent).toContain('₹1,00,000.00')
  })

  it('shows the mining plans error with Retry', () => {
    const { onRetryPlans } = renderView({ plans: { status: 'error' } })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetryPlans).toHaveBeenCalledOnce()
  })

  it('shows skeletons while loading', () => {
    renderView({ hot: { status: 'loading' } })
    expect(screen.getByText('Loading products')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('shows the empty message', () => {
    renderView({ hot: { status: 'empty' } })
    expect(screen.getByText('No products yet')).toBeTruthy()
  })

  it('offers Retry when the products failed', () => {
    const { onRetry } = renderView({ hot: { status: 'error' } })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('advances the banner every 4 s and loops back to the first slide', () => {
    vi.useFakeTimers()
    renderView()
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeTruthy()
    expect(currentSlide()).toBe('Slide 1 of 4: Fresh every day')
    act(() => vi.advanceTimersByTime(3999))
    expect(currentSlide()).toBe('Slide 1 of 4: Fresh every day')
    act(() => vi.advanceTimersByTime(1))
    expect(currentSlide()).toBe('Slide 2 of 4: Weekly deals')
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('Slide 3 of 4: Invite friends')
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('Slide 4 of 4: We are here to help')
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('Slide 1 of 4: Fresh every day')
  })

  it('moves the banner with its labelled Previous/Next buttons and stops it with Pause', () => {
    vi.useFakeTimers()
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(currentSlide()).toBe('Slide 4 of 4: We are here to help')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(currentSlide()).toBe('Slide 1 of 4: Fresh every day')
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }))
    // The click focused the carousel; leave it so only the Pause button holds it still.
    fireEvent.blur(screen.getByRole('button', { name: 'Play the slides' }))
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('Slide 1 of 4: Fresh every day')
  })
})

/** The aria-label of the one banner slide screen readers can reach (the others are aria-hidden). */
function currentSlide(): string | null {
  const banner = screen.getByRole('region', { name: 'Highlights' })
  const shown = within(banner)
    .getAllByRole('group', { hidden: true })
    .filter((el) => !el.hasAttribute('aria-hidden'))
  expect(shown).toHaveLength(1)
  return shown[0]?.getAttribute('aria-label') ?? null
}
