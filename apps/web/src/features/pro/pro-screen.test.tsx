import { wireProInvestment, wireProTotals } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const investment = wireProInvestment({
  id: 7,
  amount: '10000.00',
  profit: '600.00',
  status: 0,
  created_at: '2026-11-17 12:00:00',
})

describe('/pro', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./pro-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('invests through the BUY popup with an Idempotency-Key, alerts the info and reloads', async () => {
    let list = [investment]
    const fetch = fakeServer(
      {
        'pro/total': () => ({ status: 1, data: wireProTotals({ amount: list.length * 10000, profit: 600 }) }),
        'pro/list': () => ({ status: 1, data: list }),
        'pro/create': ({ headers }) => {
          expect(headers.get('Idempotency-Key')).toMatch(/.{8,}/)
          list = [{ ...investment, id: 8, amount: '50000.00', profit: '0' }, investment]
          return { status: 1, info: 'Investment created' }
        },
      },
      { strict: true },
    )
    renderApp('/pro', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'New investment' }))
    const sheet = screen.getByRole('dialog', { name: 'Invest in BIT Pro' })
    fireEvent.click(within(sheet).getByRole('button', { name: '₹50,000.00' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Invest' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Investment created')
    expect(
      fetch
        .to('pro/create')
        .map((r) => r.params)
        .map((p) => p.get('amount')),
    ).toEqual(['50000.00'])
    expect(await screen.findByRole('link', { name: /Investment #8/ })).toBeTruthy()
  })

  it('takes BUY while the figures reload after an investment, and the reload still lands', async () => {
    let list = [investment]
    let releaseReload = () => {}
    fakeServer(
      {
        'pro/total': async () => {
          if (list.length > 1) await new Promise<void>((resolve) => (releaseReload = resolve))
          return { status: 1, data: wireProTotals({ amount: list.length * 10000, profit: 600 }) }
        },
        'pro/list': () => ({ status: 1, data: list }),
        'pro/create': () => {
          list = [{ ...investment, id: 8, amount: '50000.00', profit: '0' }, investment]
          return { status: 1, info: 'Investment created' }
        },
      },
      { strict: true },
    )
    renderApp('/pro', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'New investment' }))
    const sheet = screen.getByRole('dialog', { name: 'Invest in BIT Pro' })
    fireEvent.click(within(sheet).getByRole('button', { name: '₹50,000.00' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Invest' }))
    const done = await screen.findByRole('alertdialog')
    fireEvent.click(within(done).getByRole('button'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invest in BIT Pro' })).toBeNull())
    // pro/total is still on its way: the figures stay shown and BUY opens the popup.
    fireEvent.click(screen.getByRole('button', { name: 'New investment' }))
    expect(screen.getByRole('dialog', { name: 'Invest in BIT Pro' })).toBeTruthy()
    releaseReload()
    expect(await screen.findByRole('link', { name: /Investment #8/ })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Invest in BIT Pro' })).toBeTruthy()
  })

  it('checks 3 to 12 digits at the field and keeps what was typed when the server refuses', async () => {
    const fetch = fakeServer(
      {
        'pro/total': { status: 1, data: wireProTotals({ amount: 0, profit: 0 }) },
        'pro/list': { status: 1, data: [] },
        'pro/create': { status: 0, info: 'Insufficient balance' },
      },
      { strict: true },
    )
    renderApp('/pro', { token: 't' })
    expect(await screen.findByText('No investments yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New investment' }))
    const field = screen.getByLabelText('Amount (₹)')
    fireEvent.change(field, { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }))
    expect(screen.getByText('Amount must be 3 to 12 digits')).toBeTruthy()
    expect(fetch.to('pro/create').map((r) => r.params)).toHaveLength(0)
    fireEvent.change(field, { target: { value: '999999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Invest' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Insufficient balance')
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('999999')
  })

  it('sends one investment for a double tap and retries a lost one under the same Idempotency-Key', async () => {
    const keys: (string | null)[] = []
    const fetch = fakeServer(
      {
        'pro/total': { status: 1, data: wireProTotals({ amount: 0, profit: 0 }) },
        'pro/list': { status: 1, data: [] },
        'pro/create': async ({ headers }) => {
          keys.push(headers.get('Idempotency-Key'))
          await new Promise((resolve) => setTimeout(resolve, 50))
          if (keys.length === 1) throw new TypeError('Failed to fetch')
          return { status: 1, info: 'Investment created' }
        },
      },
      { strict: true },
    )
    renderApp('/pro', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'New investment' }))
    const sheet = screen.getByRole('dialog', { name: 'Invest in BIT Pro' })
    fireEvent.change(within(sheet).getByLabelText('Amount (₹)'), { target: { value: '6000' } })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Invest' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Invest' }))
    const failure = await screen.findByRole('alertdialog')
    expect(failure.textContent).toContain('Network error occurred')
    expect(fetch.to('pro/create').map((r) => r.params)).toHaveLength(1)
    fireEvent.click(within(failure).getByRole('button'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(sheet).getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('6000')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Invest' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Investment created')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/.{8,}/)
    expect(keys[1]).toBe(keys[0])
  })

  it('shows an error with Retry when the list fails, and loads on Retry', async () => {
    let fail = true
    fakeServer(
      {
        'pro/total': { status: 1, data: wireProTotals({ amount: 0, profit: 0 }) },
        'pro/list': () => (fail ? { status: 0, info: 'down' } : { status: 1, data: [investment] }),
      },
      { strict: true },
    )
    renderApp('/pro', { token: 't' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    fail = false
    fireEvent.click(retry)
    await waitFor(() => expect(screen.getByRole('link', { name: /Investment #7/ })).toBeTruthy())
  })
})
