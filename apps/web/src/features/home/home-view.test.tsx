import type { MiningProduct } from '@mandi/api-client'
import { rupees } from '@mandi/domain'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { FeedbackHost } from '../../feedback/feedback-host.tsx'
import { addCatalogue, type Locale } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'
import { PRODUCTS } from '../market/fixtures.ts'
import { HomeView, type HomeViewProps } from './home-view.tsx'

addCatalogue('hi', hi)

const PLANS: readonly MiningProduct[] = [
  { id: 1, title: 'Starter Rig', countDays: 7, incomeRate: 1.5, price: rupees(600) },
  { id: 6, title: 'Data Centre Share', countDays: 90, incomeRate: 3, price: rupees(100_000) },
]

function renderView(props: Partial<HomeViewProps> = {}, locale: Locale = 'en') {
  const handlers = { onRetry: vi.fn(), onLoadMore: vi.fn(), onRetryPlans: vi.fn() }
  render(
    <I18nProvider locale={locale}>
      <FeedbackHost>
        <Router hook={memoryLocation({ path: '/home' }).hook}>
          <HomeView
            hot={{ status: 'success', products: PRODUCTS, hasMore: true, total: 14 }}
            plans={{ status: 'success', plans: PLANS }}
            unreadNotices={3}
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

  it('shows the bell with the unread count, the avatar link to /profile and the four quick links, with line icons', () => {
    renderView()
    const bell = screen.getByRole('link', { name: 'Notifications, 3 new' })
    expect(bell.textContent).toBe('3')
    expect(bell.getAttribute('href')).toBe('/notify')
    expect(bell.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    const avatar = screen.getByRole('link', { name: 'My account' })
    expect(avatar.getAttribute('href')).toBe('/profile')
    expect(avatar.textContent).toBe('')
    expect(avatar.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }))
    const links = quick.getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deposit', '/deposit'],
      ['Team', '/direct'],
      ['Support', '/service'],
      ['Invite', '/share'],
    ])
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
  })

  it('shows no number on the bell when every announcement has been opened', () => {
    renderView({ unreadNotices: 0 })
    const bell = screen.getByRole('link', { name: 'Notifications' })
    expect(bell.textContent).toBe('')
    cleanup()
    renderView({ unreadNotices: 1 })
    expect(screen.getByRole('link', { name: 'Notifications, 1 new' }).textContent).toBe('1')
  })

  it('states only figures counted from the loaded lists: goods listed and mining plans', () => {
    renderView()
    const figures = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent])
    expect(figures).toEqual([
      ['Goods listed', '14'],
      ['Mining plans', '2'],
    ])
    expect(screen.queryByText(/Satisfaction|Orders|—/)).toBeNull()
  })

  it('gives no figure for a list that did not load, and no figures at all while both load', () => {
    renderView({ plans: { status: 'error' } })
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Goods listed'])
    cleanup()
    renderView({ hot: { status: 'loading' }, plans: { status: 'loading' } })
    expect(screen.queryAllByRole('term')).toHaveLength(0)
  })

  it('shows one load error with one Retry (for both lists) when the goods and the plans both failed', () => {
    const { onRetry, onRetryPlans } = renderView({ hot: { status: 'error' }, plans: { status: 'error' } })
    expect(screen.getByText('Could not load the goods or the mining plans.')).toBeTruthy()
    expect(screen.queryByText('Could not load the products.')).toBeNull()
    expect(screen.queryByText('Could not load the mining plans.')).toBeNull()
    const retry = screen.getAllByRole('button', { name: 'Retry' })
    expect(retry).toHaveLength(1)
    fireEvent.click(retry[0] as HTMLElement)
    expect(onRetry).toHaveBeenCalledOnce()
    expect(onRetryPlans).toHaveBeenCalledOnce()
  })

  it('offers the next step when nothing is listed: the chart for goods, BIT Pro for plans', () => {
    renderView({ hot: { status: 'empty' }, plans: { status: 'empty' } })
    expect(screen.getByRole('link', { name: 'Open the chart' }).getAttribute('href')).toBe(
      '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
    expect(screen.getByRole('link', { name: 'See BIT Pro' }).getAttribute('href')).toBe('/pro')
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
    renderView({ hot: { status: 'success', products: PRODUCTS, hasMore: false, total: PRODUCTS.length } })
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('links the other features: trading with the default pair, BIT Pro, signals and rankings', () => {
    renderView()
    const markets = within(screen.getByRole('navigation', { name: 'Markets and plans' }))
    expect(markets.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Trading', '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'],
      ['BIT Pro', '/pro'],
      ['Signals', '/channel'],
      ['Rankings', '/ranking'],
    ])
  })

  it('lists the mining plans it is given, each opening /buy?id=', () => {
    renderView()
    const plan = screen.getByRole('link', { name: /Data Centre Share/ })
    expect(plan.getAttribute('href')).toBe('/buy?id=6')
    expect(plan.textContent).toContain('90 days')
    expect(plan.querySelector('[data-money]')?.textContent).toBe('₹1,00,000.00')
    // The plans the user already bought are one tap away.
    expect(screen.getByRole('link', { name: 'My plans' }).getAttribute('href')).toBe('/my_plans')
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

  it('reads in Devanagari Hindi (hi)', () => {
    renderView({}, 'hi')
    expect(screen.getByRole('navigation', { name: 'तुरंत लिंक' })).toBeTruthy()
    expect(screen.getByText('बिक्री पर सामान')).toBeTruthy()
    expect(screen.getByRole('link', { name: /बासमती|Basmati/ }).textContent).toContain('1204 बिके')
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
    expect(currentSlide()).toBe('Slide 4 of 4: Questions about your account?')
    act(() => vi.advanceTimersByTime(4000))
    expect(currentSlide()).toBe('Slide 1 of 4: Fresh every day')
  })

  it('moves the banner with its labelled Previous/Next buttons and stops it with Pause', () => {
    vi.useFakeTimers()
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(currentSlide()).toBe('Slide 4 of 4: Questions about your account?')
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
