import { categoryFor } from '@mandi/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'

const WIRE = [
  {
    id: 1,
    title: 'Basmati Rice',
    price: '650.00',
    stock: 10,
    image: '/img/p1.svg',
    description: '',
    code: 'R',
    name: 'r',
  },
  {
    id: 2,
    title: 'Mango',
    price: '899.00',
    stock: 3,
    image: '/img/p2.svg',
    description: '',
    code: 'M',
    name: 'm',
  },
  { id: 3, title: 'Kurta', price: '1299.00', stock: 7, image: null, description: null, code: 'K', name: 'k' },
  { id: 4, title: 'Earbuds', price: '2499.50', stock: 1, image: '', description: '', code: 'E', name: 'e' },
]

function serve(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const grid = () =>
  screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('#/buy_product'))

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/trde', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('filters by name and by the deterministic category, and resets', async () => {
    serve({ status: 1, info: 'ok', data: WIRE })
    renderApp('/trde', { token: 'tok' })
    expect(await screen.findByText('4 products')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: /Basmati Rice/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toMatch(/\/img\/p1\.svg$/)

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: ' MAN ' },
    })
    expect(grid().map((a) => a.textContent)).toEqual([expect.stringContaining('Mango')])

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: '' } })
    const category = categoryFor(3)
    const label = {
      food: 'Food',
      fresh: 'Fresh',
      market: 'Grocery',
      clothes: 'Clothes',
      electronic: 'Electronic',
      beauty: 'Beauty',
    }[category]
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: label }),
    )
    const expected = WIRE.filter((p) => categoryFor(p.id) === category).map((p) => p.title)
    expect(grid().map((a) => a.querySelector('.mk-product__title')?.textContent)).toEqual(expected)

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'zzz' } })
    expect(screen.getByText('No products found')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(grid()).toHaveLength(4)
  })

  it('shows Retry when the list fails and loads again', async () => {
    const fetch = serve({ status: 0, info: 'busy' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/trde', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
