import { wireMiningProduct, wireProduct } from '@mandi/api-client/test-support'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { HOT_PRODUCT_COUNT } from './home-view.tsx'

const product = (id: number) =>
  wireProduct({ id, title: `Product ${id}`, price: '10.00', stock: id, image: `/img/${id}.svg` })

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/home', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the first hot products; Load More shows the next ones and goes once all are shown', async () => {
    const data = Array.from({ length: 9 }, (_, i) => product(i + 1))
    const plans = [
      wireMiningProduct({ id: 2, title: 'Solar Farm Lease', count_days: 15, in_come: 1.8, price: '3000.00' }),
    ]
    fakeServer({ 'product/list': ok(data), 'mining/list': ok(plans), 'notice/unread': ok({ count: 2 }) })
    renderApp('/home', { token: 'tok' })
    expect(await screen.findByRole('link', { name: /Product 1/ }, { timeout: 12_000 })).toBeTruthy()
    // The bell counts the announcements the server says this user has not opened.
    expect((await screen.findByRole('link', { name: 'Notifications, 2 new' })).textContent).toBe('2')
    const cards = () =>
      screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#/buy_product'))
    expect(cards()).toHaveLength(HOT_PRODUCT_COUNT)
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(cards()).toHaveLength(9)
    expect(screen.getByRole('link', { name: /Product 9/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
    // The mining plans come from mining/list, each opening its own /buy?id=.
    const plan = await screen.findByRole('link', { name: /Solar Farm Lease/ })
    expect(plan.getAttribute('href')).toBe('#/buy?id=2')
    // The home figures are counted from these two lists, nothing else.
    const figures = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent])
    expect(figures).toEqual([
      ['Goods listed', '9'],
      ['Mining plans', '1'],
    ])
  })

  it('shows one error with one Retry when both lists fail, and Retry asks for both again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const server = fakeServer({
      'product/list': failure(0, 'down'),
      'mining/list': failure(0, 'down'),
      'notice/unread': failure(0, 'down'),
    })
    renderApp('/home', { token: 'tok' })
    expect(await screen.findByText('Could not load the goods or the mining plans.')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1)
    const before = server.requests.length
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    // Retry asks for both lists once each, nothing else.
    await vi.waitFor(() =>
      expect(
        server.requests
          .slice(before)
          .map((r) => r.path)
          .sort(),
      ).toEqual(['mining/list', 'product/list']),
    )
  })

  it('shows no Load More when product/list has no more than the grid', async () => {
    const data = Array.from({ length: HOT_PRODUCT_COUNT }, (_, i) => product(i + 1))
    fakeServer({ 'product/list': ok(data), 'mining/list': ok([]), 'notice/unread': ok({ count: 0 }) })
    renderApp('/home', { token: 'tok' })
    expect(await screen.findByRole('link', { name: /Product 1/ }, { timeout: 12_000 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  it('only logs a failed hot product load and offers Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeServer({
      'product/list': failure(0, 'down'),
      'mining/list': ok([]),
      'notice/unread': failure(0, 'down'),
    })
    renderApp('/home', { token: 'tok' })
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.getByText('Could not load the products.')).toBeTruthy()
    expect(await screen.findByText('No mining plans on offer')).toBeTruthy()
    expect(warn).toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
