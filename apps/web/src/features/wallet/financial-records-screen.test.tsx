import { wireDepositRecord, wireWalletRecord, wireWithdrawalRecord } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

vi.setConfig({ testTimeout: 20_000 })

describe('/hist', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('?tab=withdraw (the link of a withdrawal result) opens the Withdraw tab with payout/list', async () => {
    const fetch = fakeServer({
      'pay/list': ok([]),
      'payout/list': ok([
        wireWalletRecord({
          order_num: 'W77',
          status: 0,
          amount: '500.00',
          created_at: '2026-11-25 20:00:00',
        }),
      ]),
    })
    renderApp('/hist?tab=withdraw', { token: 'tok' })
    expect(await screen.findByText('₹500.00', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText('Pending in bank')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true')
    expect(fetch.requests.map((call) => call.path)).not.toContain('pay/list')
  })

  it('offers what to do next with an unpaid order: the UTR form of a bank transfer, a channel order’s page, Cancel', async () => {
    let cancelled = false
    const deposits = () => [
      wireDepositRecord({
        order_num: 'D1',
        amount: '3000.00',
        created_at: '2026-11-25 20:00:00',
        stage: cancelled ? 'cancelled' : 'unpaid',
      }),
      wireDepositRecord({
        order_num: 'D2',
        amount: '600.00',
        created_at: '2026-11-25 19:00:00',
        tp: 0,
        pay_url: 'http://127.0.0.1/pay/D2?exp=1&sig=ab',
        pay_until: '2026-11-25 19:30:00',
      }),
      wireDepositRecord({
        order_num: 'D3',
        amount: '700.00',
        created_at: '2026-11-25 18:00:00',
        stage: 'refused',
        utr: '412345678901',
        reason: 'This UTR was already used for another deposit',
        reason_code: 'utr_used',
        settled_at: '2026-11-25 18:30:00',
      }),
    ]
    const fetch = fakeServer({
      'pay/list': () => ok(deposits()),
      'pay/cancel': () => {
        cancelled = true
        return ok(undefined, 'Order cancelled')
      },
    })
    localStorage.setItem('code', '100001')
    renderApp('/hist', { token: 'tok' })
    const addUtr = await screen.findByRole('link', { name: 'Add the UTR' }, { timeout: 10_000 })
    expect(addUtr.getAttribute('href')).toBe('#/bank_transfer?amount=3000.00&code=100001&orderid=D1')
    expect(screen.getByRole('link', { name: 'Open the payment page' }).getAttribute('href')).toBe(
      'http://127.0.0.1/pay/D2?exp=1&sig=ab',
    )
    expect(screen.getByText('This UTR was already used for another deposit.')).toBeTruthy()
    expect(screen.getByText('UTR 412345678901')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Send the correct UTR' })).toBeTruthy()
    const first = addUtr.closest('li') as HTMLElement
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel order' }))
    expect(within(first).getByText(/Cancel order D1\?/)).toBeTruthy()
    fireEvent.click(within(first).getByRole('button', { name: 'Yes, cancel' }))
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0))
    expect(fetch.requests.find((call) => call.path === 'pay/cancel')?.body).toBe('order_num=D1')
    expect(screen.queryByRole('link', { name: 'Add the UTR' })).toBeNull()
  })

  it('says why a withdrawal was refunded and what came back', async () => {
    fakeServer({
      'payout/list': ok([
        wireWithdrawalRecord({
          order_num: 'W9',
          status: 2,
          created_at: '2026-11-25 20:00:00',
          settled_at: '2026-11-25 20:30:00',
          reason: 'held',
          reason_code: 'bank_changed',
        }),
      ]),
    })
    renderApp('/hist?tab=withdraw', { token: 'tok' })
    expect(await screen.findByText('Refund', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText(/added or changed less than an hour before this withdrawal/)).toBeTruthy()
    expect(screen.getByText(/was returned to your balance/).textContent).toBe(
      '₹550.00 was returned to your balance.',
    )
  })

  it('shows a page of deposits, then the next page under Show more, until a short page', async () => {
    const record = (n: number) =>
      wireWalletRecord({
        order_num: `D${1000 + n}`,
        status: 1,
        amount: `${n}.00`,
        created_at: '2026-11-25 20:00:00',
      })
    const fetch = fakeServer({
      'pay/list': ({ body: query }) =>
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
    expect(fetch.requests.map((call) => [call.path, call.body])).toEqual([
      ['pay/list', ''],
      ['pay/list', '?page=2'],
    ])
  })
})
