import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'
import { HOT_PRODUCT_COUNT } from './home-view.tsx'

const product = (id: number) => ({
  id,
  title: `Product ${id}`,
  price: '10.00',
  stock: id,
  image: `/img/${id}.svg`,
  description: '',
  code: `P${id}`,
  name: `p${id}`,
})

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/home', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the first hot products and a toast for Load More', async () => {
    const data = Array.from({ length: 9 }, (_, i) => product(i + 1))
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: 1, info: '', data }), { status: 200 }),
    )
    renderApp('/home', { token: 'tok' })
    expect(await screen.findByRole('link', { name: /Product 1/ }, { timeout: 12_000 })).toBeTruthy()
    const cards = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('#/buy_product'))
    expect(cards).toHaveLength(HOT_PRODUCT_COUNT)
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(screen.getByRole('status').textContent).toBe('No more products for now')
  })

  it('only logs a failed hot product load and offers Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: 0, info: 'down' }), { status: 200 }),
    )
    renderApp('/home', { token: 'tok' })
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(warn).toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
