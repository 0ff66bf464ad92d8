import { screen } from '@testing-library/react'
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
})
