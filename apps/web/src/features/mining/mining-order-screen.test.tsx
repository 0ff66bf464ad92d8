import { wireMiningProduct, wireUserInfo } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, fakeServer } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const plan = wireMiningProduct({
  id: 3,
  title: 'Solar Rig S3',
  count_days: 30,
  in_come: 1.5,
  price: '6000.00',
})
const user = (balance: string): FakeAnswer => ({
  status: 1,
  data: wireUserInfo({ code: 'D1', balance, salary: 0, integral: 0 }),
})

describe('/buy', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./mining-order-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('buys by quantity: the total follows, the server message is alerted, the field is cleared', async () => {
    let balance = '25000.00'
    const fetch = fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': () => user(balance),
        'mining/creat_order': () => {
          balance = '13000.00'
          return { status: 1, info: 'Order placed: 2 × Solar Rig S3' }
        },
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    const field = await screen.findByLabelText<HTMLInputElement>('Quantity')
    expect(screen.getByText('145%')).toBeTruthy()
    fireEvent.change(field, { target: { value: '2' } })
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹12,000.00')
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Order placed: 2 × Solar Rig S3')
    expect(field.value).toBe('')
    const [order] = fetch.to('mining/creat_order').map((r) => r.params)
    // The plan price shown goes with the order (the price guard).
    expect([order?.get('mining_id'), order?.get('num'), order?.get('price')]).toEqual(['3', '2', '6000.00'])
    await waitFor(() => expect(screen.getByText('₹13,000.00')).toBeTruthy())
    // The order's income shows in My plans, which the form now points to.
    expect(
      screen.getByText('Your plan is bought. Its daily income and its end show in My plans.'),
    ).toBeTruthy()
  })

  it("shows 'Enter a quantity from 1 to 999' at the field and sends nothing for 0 or an empty field", async () => {
    const fetch = fakeServer(
      { 'mining/info': { status: 1, data: plan }, 'user/info': user('100.00') },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }))
    expect(screen.getByText('Enter a quantity from 1 to 999')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect(screen.getByText('Enter a quantity from 1 to 999')).toBeTruthy()
    expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(0)
  })

  it('alerts a refusal and clears the field too (spec §8)', async () => {
    fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': user('100.00'),
        'mining/creat_order': { status: 0, info: 'Insufficient balance' },
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    const field = await screen.findByLabelText<HTMLInputElement>('Quantity')
    fireEvent.change(field, { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Insufficient balance')
    expect(field.value).toBe('')
    expect(screen.queryByText(/Its daily income and its end show in My plans/)).toBeNull()
  })

  it('sends one order for a double tap', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    const fetch = fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': user('100.00'),
        'mining/creat_order': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    await waitFor(() => expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(1))
    answer({ status: 1, info: 'Order placed' })
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Order placed')
    expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(1)
  })

  // Issue 17: no keystroke silently dropped. While the order is in flight the field is read-only (not
  // disabled: readable, focus kept) and the form busy; when the answer asks again it is editable as it was.
  it('while the order is in flight the quantity is read-only in a busy form, then editable with what was typed', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    const fetch = fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': user('25000.00'),
        'mining/creat_order': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      },
      { strict: true },
    )
    const person = userEvent.setup()
    renderApp('/buy?id=3', { token: 't' })
    const field = await screen.findByLabelText<HTMLInputElement>('Quantity')
    await person.type(field, '2')
    await person.click(screen.getByRole('button', { name: 'Buy' }))
    await waitFor(() => expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(1))

    expect(field.readOnly).toBe(true)
    expect(field.disabled).toBe(false)
    expect(field.closest('form')?.getAttribute('aria-busy')).toBe('true')
    // Typed while in flight: visibly not taken; the total stays the one being ordered.
    await person.type(field, '5')
    expect(field.value).toBe('2')
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹12,000.00')

    answer({ status: 0, info: 'The price changed.', data: { price_changed: true, price: '6300.00' } })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(field.readOnly).toBe(false)
    expect(field.closest('form')?.hasAttribute('aria-busy')).toBe(false)
    expect(field.value).toBe('2')
    await person.type(field, '5')
    expect(field.value).toBe('25')
    expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(1)
  })

  it('keeps the quantity after a network failure and retries under the same Idempotency-Key', async () => {
    const keys: (string | null)[] = []
    const fetch = fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': user('100.00'),
        'mining/creat_order': ({ headers }) => {
          keys.push(headers.get('Idempotency-Key'))
          if (keys.length === 1) throw new TypeError('Failed to fetch')
          return { status: 1, info: 'Order placed' }
        },
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    const field = await screen.findByLabelText<HTMLInputElement>('Quantity')
    fireEvent.change(field, { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    const failure = await screen.findByRole('alertdialog')
    expect(failure.textContent).toContain('Network error occurred')
    expect(field.value).toBe('2')
    fireEvent.click(within(failure).getByRole('button'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Order placed')
    expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(2)
    expect(keys[0]).toMatch(/.{8,}/)
    expect(keys[1]).toBe(keys[0])
    expect(field.value).toBe('')
  })

  it('treats a garbled answer as an unknown outcome: the quantity stays, the retry has the same key', async () => {
    const keys: (string | null)[] = []
    const fetch = fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': user('100.00'),
        'mining/creat_order': ({ headers }) => {
          keys.push(headers.get('Idempotency-Key'))
          // The server may have placed the order; a proxy garbled its answer.
          if (keys.length === 1) return new Response('{"status":1,"info":"Order pl', { status: 200 })
          return { status: 1, info: 'Order placed' }
        },
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    const field = await screen.findByLabelText<HTMLInputElement>('Quantity')
    fireEvent.change(field, { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    const failure = await screen.findByRole('alertdialog')
    expect(failure.textContent).toContain('Network error occurred')
    expect(field.value).toBe('2')
    fireEvent.click(within(failure).getByRole('button'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Order placed')
    expect(fetch.to('mining/creat_order').map((r) => r.params)).toHaveLength(2)
    expect(keys[0]).toMatch(/.{8,}/)
    expect(keys[1]).toBe(keys[0])
  })

  it('a changed price: nothing ordered, the new price and total are shown and said, Buy again orders at it', async () => {
    const keys: (string | null)[] = []
    const fetch = fakeServer(
      {
        'mining/info': { status: 1, data: plan },
        'user/info': user('25000.00'),
        'mining/creat_order': ({ headers }) => {
          keys.push(headers.get('Idempotency-Key'))
          return keys.length === 1
            ? {
                status: 0,
                info: 'The price changed to ₹6,300.00. Please check and confirm again.',
                data: { price_changed: true, price: '6300.00' },
              }
            : { status: 1, info: 'Order placed' }
        },
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    const field = await screen.findByLabelText<HTMLInputElement>('Quantity')
    fireEvent.change(field, { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))

    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toBe(
      'The price changed from ₹6,000.00 to ₹6,300.00. Nothing was ordered or charged. Check the new total and tap Buy again.',
    )
    // No alert of the refusal, the quantity kept, the figures the server's.
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(field.value).toBe('2')
    expect(screen.getByText('Price').nextElementSibling?.textContent).toBe('₹6,300.00')
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹12,600.00')

    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Order placed')
    const [first, second] = fetch.to('mining/creat_order').map((r) => r.params)
    expect(first?.get('price')).toBe('6000.00')
    expect([second?.get('num'), second?.get('price')]).toEqual(['2', '6300.00'])
    expect(keys[1]).toMatch(/.{8,}/)
    expect(keys[1]).not.toBe(keys[0])
  })

  it('shows an error with Retry when the plan cannot be loaded, and loads on Retry', async () => {
    let fail = true
    fakeServer(
      {
        'mining/info': () => (fail ? { status: 0, info: 'down' } : { status: 1, data: plan }),
        'user/info': user('100.00'),
      },
      { strict: true },
    )
    renderApp('/buy?id=3', { token: 't' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByLabelText('Quantity')).toBeTruthy()
    expect(screen.getByText('145%')).toBeTruthy()
  })

  it('says no plan was chosen without an id', async () => {
    fakeServer({ 'user/info': user('1.00') }, { strict: true })
    renderApp('/buy', { token: 't' })
    expect(await screen.findByText('No mining plan chosen.')).toBeTruthy()
  })
})
