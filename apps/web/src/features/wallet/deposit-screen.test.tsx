import { wirePaymentChannel } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeRoute, fakeServer, ok } from '../../test/fake-server.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const channels = ok([
  wirePaymentChannel({ id: 1, title: 'Bank Transfer' }),
  wirePaymentChannel({ id: 2, title: 'UPI Fast Pay' }),
])

function start(create: FakeRoute) {
  localStorage.setItem('code', 'C1')
  const fetch = fakeServer({
    'pay/limit': ok(['600.00', '3000.00', '6000.00']),
    'pay/channel': channels,
    'pay/create': create,
  })
  renderApp('/deposit', { token: 'tok' })
  return fetch
}

async function continueWith(amount?: string) {
  const field = await screen.findByLabelText<HTMLInputElement>('Amount (₹)')
  if (amount !== undefined) fireEvent.change(field, { target: { value: amount } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('/deposit', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('preselects 600 and shows the recommended amounts of pay/limit', async () => {
    start(ok({ tp: 1, url: 'D1' }))
    const chip = await screen.findByRole('button', { name: '₹600.00' })
    expect(chip.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('600')
    expect(screen.getByRole('button', { name: '₹6,000.00' })).toBeTruthy()
  })

  it('shows the §5 amount messages at the field', async () => {
    start(ok({ tp: 1, url: 'D1' }))
    await continueWith('5')
    expect(await screen.findByText('Invalid Amount')).toBeTruthy()
    await continueWith('')
    expect(await screen.findByText('Invalid Amount')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks for a channel, then goes to /bank_transfer for a tp 1 order with one Idempotency-Key', async () => {
    const fetch = start(ok({ tp: 1, url: 'D77' }))
    await continueWith('3000')
    const sheet = await screen.findByRole('dialog')
    const pay = await within(sheet).findByRole('button', { name: 'Pay ₹3,000.00' })
    fireEvent.click(pay)
    expect(await within(sheet).findByText('Please select a payment method')).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Bank Transfer' }))
    fireEvent.click(pay)
    fireEvent.click(pay)
    await waitFor(() => expect(currentHash()).toBe('#/bank_transfer?amount=3000&code=C1&orderid=D77'))
    const creates = fetch.requests.filter((call) => call.path === 'pay/create')
    expect(creates).toHaveLength(1)
    expect(creates[0]?.body).toBe('amount=3000.00&tp=0&payin_channel_id=1')
    expect(creates[0]?.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it('alerts the server info on status 0 and keeps the amount', async () => {
    start({ status: 0, info: 'Channel closed' })
    await continueWith('3000')
    const sheet = await screen.findByRole('dialog')
    fireEvent.click(await within(sheet).findByRole('radio', { name: 'UPI Fast Pay' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay ₹3,000.00' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Channel closed')
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('3000')
  })

  it('alerts the fixed text on a network failure', async () => {
    start(new TypeError('offline'))
    await continueWith()
    const sheet = await screen.findByRole('dialog')
    fireEvent.click(await within(sheet).findByRole('radio', { name: 'UPI Fast Pay' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay ₹600.00' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Transaction failed. Please try again.',
    )
  })
})
