import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, fakeServer, HELD, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { teaPosition as position } from './wire-positions.ts'

/**
 * A fake api of /position: the list reads position 1 as Active until a sale of it was committed; `sell`
 * decides each answer of product/sell (the n-th call, its Idempotency-Key) and may commit the sale first, or
 * move the product's price (`reprice`, as the hourly step does). `bodies` are the sales as sent.
 */
function fakePositions(
  sell: (call: {
    n: number
    key: string | null
    commit: () => void
    reprice: (price: string) => void
  }) => FakeAnswer,
) {
  let sold = false
  let price = '105.00'
  const keys: (string | null)[] = []
  const bodies: unknown[] = []
  const lists: string[] = []
  const server = fakeServer({
    'product/sell': (request) => {
      const key = request.headers.get('Idempotency-Key')
      keys.push(key)
      bodies.push(JSON.parse(request.body))
      return sell({
        n: keys.length,
        key,
        commit: () => {
          sold = true
        },
        reprice: (next) => {
          price = next
        },
      })
    },
    'product/transaction_list': (request) => {
      const closed = request.params.get('status') === '2'
      lists.push(price)
      return ok(closed === sold ? [position(1, sold ? 2 : 1, price)] : [])
    },
  })
  return { keys, bodies, lists, server }
}

/** A committed sale whose answer is cut short on the way: the app cannot read it. */
const garbled = () => new Response('{"status":1,"info":"Product so', { status: 200 })

async function tapSell() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sell all 4 of Tea 1' }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Sell this position?' })
  fireEvent.click(within(confirm).getByRole('button', { name: 'Sell' }))
}

async function dismiss(name: string) {
  fireEvent.click(
    within(await screen.findByRole('alertdialog', { name })).getByRole('button', { name: 'OK' }),
  )
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
}

describe('/position quick Sell under one Idempotency-Key', { timeout: 20_000 }, () => {
  // The first lazy import of the screen is slow on a loaded machine: do it once here.
  beforeAll(() => import('./product-positions-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('an unreadable answer after the server sold: the unknown-outcome message, Retry under the same key, sold once', async () => {
    const { keys, bodies } = fakePositions(({ n, commit }) => {
      commit()
      // The repeat is replayed by the server (same key): it answers as for the first.
      return n === 1 ? garbled() : { status: 1, info: 'Product sold successfully' }
    })
    renderApp('/position', { token: 'tok' })
    await tapSell()
    const failed = await screen.findByRole('alertdialog', { name: 'Failed' })
    // The product screen's text for an unknown outcome, not 'Sale failed' (which says it did not happen).
    expect(failed.textContent).toContain('Network error occurred')
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(
      'Product sold successfully',
    )
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/.{8,}/)
    expect(keys[1]).toBe(keys[0])
    // The whole position at the price shown (the price guard), the same body both times.
    expect(bodies).toEqual([
      { purchase_id: 1, quantity: 4, sell_price: '105.00' },
      { purchase_id: 1, quantity: 4, sell_price: '105.00' },
    ])
    await dismiss('Success')
    // The list is read again: the position is closed.
    expect(await screen.findByText('No positions yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }))
    expect(await screen.findByRole('button', { name: 'Details of Tea 1' })).toBeTruthy()
  })

  it('no answer (HTTP 500) dismissed with OK: the list is read again and the next tap reuses the key', async () => {
    const { keys } = fakePositions(({ n }) =>
      n === 1 ? new Response('upstream down', { status: 500 }) : { status: 1 },
    )
    renderApp('/position', { token: 'tok' })
    await tapSell()
    const failed = await screen.findByRole('alertdialog', { name: 'Failed' })
    expect(failed.textContent).toContain('Network error occurred')
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeTruthy()
    await dismiss('Failed')
    await tapSell()
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(
      'Product sold successfully',
    )
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it("a refusal (status 0 with info) reads 'Sale failed' and the next tap is a new sale with a new key", async () => {
    const { keys } = fakePositions(({ n, commit }) => {
      if (n === 1) return { status: 0, info: 'Market closed' }
      commit()
      return { status: 1, info: 'Sold at ₹105.00' }
    })
    renderApp('/position', { token: 'tok' })
    await tapSell()
    const failed = await screen.findByRole('alertdialog', { name: 'Failed' })
    expect(failed.textContent).toContain('Sale failed')
    expect(within(failed).queryByRole('button', { name: 'Retry' })).toBeNull()
    await dismiss('Failed')
    await tapSell()
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(
      'Sold at ₹105.00',
    )
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
  })

  it('a changed price sells nothing: the confirm says so with the new price and amount, and asks again under a new key', async () => {
    const { keys, bodies, lists } = fakePositions(({ n, commit, reprice }) => {
      if (n === 1) {
        // The hour turned between the list and the tap: the server's price is ₹98.50 now.
        reprice('98.50')
        return {
          status: 0,
          info: 'The price changed to ₹98.50. Please check and confirm again.',
          data: { price_changed: true, price: '98.50' },
        }
      }
      commit()
      return { status: 1, info: 'Sold at ₹98.50' }
    })
    renderApp('/position', { token: 'tok' })
    await tapSell()

    // No result popup: the confirm is back, at the server's price.
    const again = await screen.findByRole('alertdialog', { name: 'Sell this position?' })
    expect(again.textContent).toContain(
      'The price changed from ₹105.00 to ₹98.50. Nothing was sold. Check the new total and confirm again.',
    )
    expect(again.textContent).toContain('Sell all 4 of Tea 1 at ₹98.50 each: ₹394.00.')
    expect(screen.queryByRole('alertdialog', { name: 'Failed' })).toBeNull()
    // The list is read again: its prices were older than the server's.
    await waitFor(() => expect(lists).toEqual(['105.00', '98.50']))
    expect(keys).toHaveLength(1)

    fireEvent.click(within(again).getByRole('button', { name: 'Sell' }))
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(
      'Sold at ₹98.50',
    )
    expect(bodies).toEqual([
      { purchase_id: 1, quantity: 4, sell_price: '105.00' },
      { purchase_id: 1, quantity: 4, sell_price: '98.50' },
    ])
    // A new confirmation, a new request: a new key (the server refuses a key reused with another body).
    expect(keys[1]).toMatch(/.{8,}/)
    expect(keys[1]).not.toBe(keys[0])
  })

  it('a double tap sends one request, and Sell does nothing while the sale is in flight', async () => {
    const { keys, server } = fakePositions(({ commit }) => {
      commit()
      return HELD
    })
    renderApp('/position', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Sell all 4 of Tea 1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Sell this position?' })
    const sell = within(confirm).getByRole('button', { name: 'Sell' })
    fireEvent.click(sell)
    fireEvent.click(sell)
    const row = screen.getByRole('button', { name: 'Sell all 4 of Tea 1' })
    fireEvent.click(row)
    expect(screen.queryByRole('alertdialog', { name: 'Sell this position?' })).toBeNull()
    await waitFor(() => expect(keys).toHaveLength(1))
    await waitFor(() => expect(server.pending('product/sell')).toBe(1))
    server.release('product/sell', { status: 1 })
    await dismiss('Success')
    expect(await screen.findByText('No positions yet')).toBeTruthy()
    expect(keys).toHaveLength(1)
  })
})
