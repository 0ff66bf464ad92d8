import { wireSalaryLog, wireWalletRecord } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { go, renderApp } from '../../test/render-app.tsx'

describe('/salary', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./salary-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('loads each tab once and asks for nothing again when the kept screen is shown again', async () => {
    const fetch = fakeServer(
      {
        'payout/salary_log': {
          status: 1,
          data: [wireSalaryLog({ status: 1, Amount: '1200.00', created_at: '2026-11-13 09:00:00' })],
        },
        'payout/salary_list': {
          status: 1,
          data: [
            wireWalletRecord({
              order_num: 'SW1',
              status: 2,
              amount: '800.00',
              created_at: '2026-11-18 08:10:00',
            }),
          ],
        },
        'trade/list': { status: 1, data: [] },
      },
      { strict: true },
    )
    renderApp('/salary', { token: 't' })
    expect(await screen.findByText('Created')).toBeTruthy()
    expect(fetch.to('payout/salary_list').map((r) => r.params)).toHaveLength(0)
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }))
    expect(await screen.findByText('Reference SW1')).toBeTruthy()
    expect(screen.getByText('Refund')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Salary entries' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }))
    go('/recods?code=btcusdt')
    await screen.findByText('No orders for this pair yet')
    go('/salary')
    expect(await screen.findByText('Reference SW1')).toBeTruthy()
    expect(fetch.to('payout/salary_log').map((r) => r.params)).toHaveLength(1)
    expect(fetch.to('payout/salary_list').map((r) => r.params)).toHaveLength(1)
  })

  it('?tab=payout opens the Payout tab, and reloads it when the kept screen is shown again through the link', async () => {
    const fetch = fakeServer(
      {
        'payout/salary_log': { status: 1, data: [] },
        'payout/salary_list': {
          status: 1,
          data: [
            wireWalletRecord({
              order_num: 'SW2',
              status: 0,
              amount: '500.00',
              created_at: '2026-11-18 08:10:00',
            }),
          ],
        },
        'trade/list': { status: 1, data: [] },
      },
      { strict: true },
    )
    renderApp('/salary?tab=payout', { token: 't' })
    expect(await screen.findByText('Reference SW2')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Withdrawals' }).getAttribute('aria-selected')).toBe('true')
    expect(fetch.to('payout/salary_list').map((r) => r.params)).toHaveLength(1)
    go('/recods?code=btcusdt')
    await screen.findByText('No orders for this pair yet')
    go('/salary?tab=payout')
    await waitFor(() => expect(fetch.to('payout/salary_list').map((r) => r.params)).toHaveLength(2))
  })
})
