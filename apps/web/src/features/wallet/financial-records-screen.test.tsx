import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callsOf, fakeApi, ok } from '../../test/fake-api.ts'
import { renderApp } from '../../test/render-app.tsx'

vi.setConfig({ testTimeout: 20_000 })

describe('/hist', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('?tab=withdraw (the link of a withdrawal result) opens the Withdraw tab with payout/list', async () => {
    const fetch = fakeApi({
      'pay/list': ok([]),
      'payout/list': ok([
        { order_num: 'W77', status: 0, amount: '500.00', created_at: '2026-11-25 20:00:00' },
      ]),
    })
    renderApp('/hist?tab=withdraw', { token: 'tok' })
    expect(await screen.findByText('₹500.00')).toBeTruthy()
    expect(screen.getByText('Pending in bank')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true')
    expect(callsOf(fetch).map((call) => call.path)).not.toContain('pay/list')
  })

  it('shows a page of deposits, then the next page under Show more, until a short page', async () => {
    const record = (n: number) => ({
      order_num: `D${1000 + n}`,
      status: 1,
      amount: `${n}.00`,
      created_at: '2026-11-25 20:00:00',
    })
    const fetch = fakeApi({
      'pay/list': (query: string) =>
        ok(
          query.includes('page=2')
            ? [51, 52, 53].map(record)
            : Array.from({ length: 50 }, (_, i) => record(i + 1)),
        ),
    })
    renderApp('/hist', { token: 'tok' })
    expect(await screen.findByText('Order D1050')).toBeTruthy()
    expect(screen.queryByText('Order D1051')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Order D1053')).toBeTruthy()
    // The first page stays, and a short page ends the list.
    expect(screen.getByText('Order D1001')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(callsOf(fetch).map((call) => [call.path, call.body])).toEqual([
      ['pay/list', ''],
      ['pay/list', '?page=2'],
    ])
  })
})
