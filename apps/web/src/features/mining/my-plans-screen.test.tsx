import { wireMiningOrder } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const order = (id: number, over: Partial<ReturnType<typeof wireMiningOrder>> = {}) =>
  wireMiningOrder({
    id,
    mining_id: 1,
    title: `Plan ${id}`,
    num: 1,
    price: '600.00',
    amount: '600.00',
    count_days: 7,
    in_come: 1.5,
    status: 0,
    created_at: '2026-11-15 10:20:00',
    ends_at: '2026-11-22 10:20:00',
    days_paid: 1,
    earned: '9.00',
    next_credit_at: '2026-11-17 10:20:00',
    ...over,
  })

describe('/my_plans', { timeout: 20_000 }, () => {
  beforeAll(() => import('./my-plans-screen.tsx'), 30_000)
  afterEach(() => vi.unstubAllGlobals())

  it('shows the plans of mining/orders, each at its stage', async () => {
    const fetch = fakeServer(
      {
        'mining/orders': {
          status: 1,
          data: [order(2), order(1, { status: 1, days_paid: 7, earned: '63.00', next_credit_at: null })],
        },
      },
      { strict: true },
    )
    renderApp('/my_plans', { token: 't' })
    expect(await screen.findByRole('article', { name: 'Plan 2 × 1' })).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Plan 1 × 1' }).textContent).toContain('Finished')
    expect(screen.queryByRole('button', { name: 'Show older plans' })).toBeNull()
    const [first] = fetch.to('mining/orders').map((r) => r.params)
    expect([first?.get('page'), first?.get('limit')]).toEqual(['1', '50'])
  })

  it('a full page offers the older plans, asked for page by page', async () => {
    const fetch = fakeServer(
      {
        'mining/orders': ({ params }) => {
          const page = Number(params.get('page'))
          const ids = page === 1 ? Array.from({ length: 50 }, (_, i) => 100 - i) : [50, 49]
          return { status: 1, data: ids.map((id) => order(id)) }
        },
      },
      { strict: true },
    )
    renderApp('/my_plans', { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'Show older plans' }))
    expect(await screen.findByRole('article', { name: 'Plan 49 × 1' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(52)
    // A short page was the last: nothing more to ask for.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older plans' })).toBeNull())
    expect(
      fetch
        .to('mining/orders')
        .map((r) => r.params)
        .map((call) => call.get('page')),
    ).toEqual(['1', '2'])
  })

  it('with no plans, the next step is the plans on offer; a failed load offers Retry', async () => {
    let fail = true
    fakeServer(
      { 'mining/orders': () => (fail ? { status: 0, info: 'Busy' } : { status: 1, data: [] }) },
      { strict: true },
    )
    renderApp('/my_plans', { token: 't' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByText('You have no mining plans yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the plans on offer' })).toBeTruthy()
  })
})
