import { wireProduct } from '@mandi/api-client/test-support'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, failure, fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const WIRE = [
  wireProduct({
    id: 1,
    title: 'Basmati Rice',
    price: '650.00',
    stock: 10,
    image: '/img/p1.svg',
    category: 'food',
  }),
  wireProduct({ id: 2, title: 'Mango', price: '899.00', stock: 3, image: '/img/p2.svg', category: 'fresh' }),
  wireProduct({
    id: 3,
    title: 'Kurta',
    price: '1299.00',
    stock: 7,
    image: null,
    description: null,
    category: 'clothes',
  }),
  wireProduct({ id: 4, title: 'Earbuds', price: '2499.50', stock: 1, image: '', category: 'toys' }),
  wireProduct({ id: 5, title: 'Dal', price: '120.00', stock: 40, image: '', category: 'food' }),
]

const serve = (answer: FakeAnswer) => fakeServer({ 'product/list': answer })

const titles = () =>
  screen
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('#/buy_product'))
    .map((a) => a.querySelector('.mk-product__title')?.textContent)
const chips = () =>
  within(screen.getByRole('group', { name: 'Categories' }))
    .getAllByRole('button')
    .map((b) => b.textContent)

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/trde', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('filters by name and by the server’s category (chips only for categories present), and resets', async () => {
    serve(ok(WIRE))
    renderApp('/trde', { token: 'tok' })
    expect(await screen.findByText('5 products')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: /Basmati Rice/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toMatch(/\/img\/p1\.svg$/)
    // 'toys' is not a category: Earbuds is under All only, and no chip is made for it.
    expect(chips()).toEqual(['All', 'Food', 'Fresh', 'Clothes'])

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: ' MAN ' },
    })
    expect(titles()).toEqual(['Mango'])

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Food' }))
    expect(titles()).toEqual(['Basmati Rice', 'Dal'])
    expect(screen.getByText('2 products')).toBeTruthy()

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'zzz' } })
    expect(screen.getByText('No products found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(titles()).toHaveLength(5)
  })

  it('sorts by price and by sales both ways, and Default restores the server order', async () => {
    serve(ok(WIRE))
    renderApp('/trde', { token: 'tok' })
    expect(await screen.findByText('5 products')).toBeTruthy()
    const sort = within(screen.getByRole('group', { name: 'Sort' }))

    fireEvent.click(sort.getByRole('button', { name: 'Price' }))
    expect(titles()).toEqual(['Dal', 'Basmati Rice', 'Mango', 'Kurta', 'Earbuds'])
    fireEvent.click(sort.getByRole('button', { name: 'Price, low to high' }))
    expect(titles()).toEqual(['Earbuds', 'Kurta', 'Mango', 'Basmati Rice', 'Dal'])
    expect(sort.getByRole('button', { name: 'Price, high to low' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(sort.getByRole('button', { name: 'Sales' }))
    expect(titles()).toEqual(['Dal', 'Basmati Rice', 'Kurta', 'Mango', 'Earbuds'])
    fireEvent.click(sort.getByRole('button', { name: 'Sales, high to low' }))
    expect(titles()).toEqual(['Earbuds', 'Mango', 'Kurta', 'Basmati Rice', 'Dal'])

    // A category keeps the sort.
    fireEvent.click(screen.getByRole('button', { name: 'Food' }))
    expect(titles()).toEqual(['Basmati Rice', 'Dal'])

    fireEvent.click(sort.getByRole('button', { name: 'Default' }))
    expect(titles()).toEqual(['Basmati Rice', 'Dal'])
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(titles()).toEqual(['Basmati Rice', 'Mango', 'Kurta', 'Earbuds', 'Dal'])
  })

  it('shows All alone when the server sends no categories', async () => {
    serve(ok(WIRE.map(({ category: _drop, ...rest }) => rest)))
    renderApp('/trde', { token: 'tok' })
    expect(await screen.findByText('5 products')).toBeTruthy()
    expect(chips()).toEqual(['All'])
  })

  it('shows Retry when the list fails and loads again', async () => {
    const fetch = serve(failure(0, 'busy'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/trde', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    // The call's module loads when first needed (api/lazy-calls.ts), so the request follows a moment later.
    await expect.poll(() => fetch.mock.calls.length).toBe(2)
  })
})
