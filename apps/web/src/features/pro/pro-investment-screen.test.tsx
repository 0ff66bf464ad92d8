import { wireProInvestment } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const active = wireProInvestment({
  id: 7,
  amount: '10000.00',
  profit: '600.00',
  status: 0,
  created_at: '2026-11-17 12:00:00',
})

describe('/pro_detail (investment)', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./pro-investment-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('sends Transfer Principal only after the penalty confirm, then reloads', async () => {
    let current = active
    const fetch = fakeServer(
      {
        'pro/info': () => ({ status: 1, data: current }),
        'pro/transfer': () => {
          current = { ...active, status: 1 }
          return { status: 1, info: 'Principal transferred: ₹9000.00 (early penalty ₹1000.00)' }
        },
      },
      { strict: true },
    )
    renderApp('/pro_detail?id=7', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer principal' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Transfer the principal?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(fetch.to('pro/transfer').map((r) => r.params)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Transfer principal' }))
    fireEvent.click(screen.getByRole('button', { name: 'Transfer anyway' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('early penalty ₹1000.00')
    expect(
      fetch
        .to('pro/transfer')
        .map((r) => r.params)
        .map((p) => p.get('id')),
    ).toEqual(['7'])
    expect(await screen.findByText('Stopped', { selector: 'dd *' })).toBeTruthy()
  })

  it('takes Transfer Principal while the investment reloads after a profit transfer', async () => {
    let current = active
    let infoCalls = 0
    let releaseReload = () => {}
    let principalCalls = 0
    fakeServer(
      {
        'pro/info': async () => {
          infoCalls += 1
          if (infoCalls > 1) await new Promise<void>((resolve) => (releaseReload = resolve))
          return { status: 1, data: current }
        },
        'pro/transfer_amount': () => {
          current = { ...active, profit: '0.00' }
          return { status: 1, info: 'Profit transferred: ₹600.00' }
        },
        'pro/transfer': () => {
          principalCalls += 1
          return { status: 1, info: 'Principal transferred: ₹9000.00' }
        },
      },
      { strict: true },
    )
    renderApp('/pro_detail?id=7', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer profit' }))
    const done = await screen.findByRole('alertdialog')
    expect(done.textContent).toContain('Profit transferred')
    fireEvent.click(within(done).getByRole('button'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // pro/info is still on its way: the investment stays shown and Transfer Principal asks to confirm.
    await waitFor(() => expect(infoCalls).toBe(2))
    fireEvent.click(screen.getByRole('button', { name: 'Transfer principal' }))
    fireEvent.click(screen.getByRole('button', { name: 'Transfer anyway' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Principal transferred')
    expect(principalCalls).toBe(1)
    releaseReload()
    await waitFor(() => expect(infoCalls).toBe(3))
  })

  it('transfers profit and shows a refusal in an alert', async () => {
    const fetch = fakeServer(
      {
        'pro/info': { status: 1, data: active },
        'pro/transfer_amount': { status: 0, info: 'No profit to transfer yet' },
      },
      { strict: true },
    )
    renderApp('/pro_detail?id=7', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer profit' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('No profit to transfer yet')
    expect(
      fetch
        .to('pro/transfer_amount')
        .map((r) => r.params)
        .map((p) => p.get('id')),
    ).toEqual(['7'])
  })
  it('sends one transfer for a double tap and retries a lost one under the same Idempotency-Key', async () => {
    const keys: (string | null)[] = []
    const fetch = fakeServer(
      {
        'pro/info': { status: 1, data: active },
        'pro/transfer_amount': async ({ headers }) => {
          keys.push(headers.get('Idempotency-Key'))
          await new Promise((resolve) => setTimeout(resolve, 50))
          if (keys.length === 1) throw new TypeError('Failed to fetch')
          return { status: 1, info: 'Profit transferred' }
        },
      },
      { strict: true },
    )
    renderApp('/pro_detail?id=7', { token: 't' })
    const profit = await screen.findByRole('button', { name: 'Transfer profit' })
    fireEvent.click(profit)
    fireEvent.click(profit)
    const failure = await screen.findByRole('alertdialog')
    expect(failure.textContent).toContain('Network error occurred')
    expect(fetch.to('pro/transfer_amount').map((r) => r.params)).toHaveLength(1)
    fireEvent.click(within(failure).getByRole('button'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Transfer profit' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Profit transferred')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/.{8,}/)
    expect(keys[1]).toBe(keys[0])
  })

  it('shows an error with Retry when the investment cannot be loaded, and loads on Retry', async () => {
    let fail = true
    fakeServer(
      { 'pro/info': () => (fail ? { status: 0, info: 'down' } : { status: 1, data: active }) },
      { strict: true },
    )
    renderApp('/pro_detail?id=7', { token: 't' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('button', { name: 'Transfer profit' })).toBeTruthy()
  })
})
