import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import type { MoneyQueue } from '../../api/schemas.ts'
import { App } from '../../app.tsx'
import { fakeOps, signedInAs } from '../../test/fake-ops.ts'
import {
  financeOperator,
  panItems,
  supportOperator,
  transferItems,
  withdrawalItems,
} from '../../test/fixtures.ts'

// The live feed is a socket; here each test says by hand which queue changed.
const feed = vi.hoisted(() => ({ queue: (_queue: MoneyQueue) => {} }))
vi.mock('../../api/ops-feed.ts', () => ({
  subscribeOpsFeed: (handlers: { onQueue?: (queue: MoneyQueue) => void }) => {
    if (handlers.onQueue) feed.queue = handlers.onQueue
    return { close: () => {} }
  },
}))

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true })
  return { location, ...render(<App locationHook={location.hook} />) }
}

const itemCard = async (name: string) =>
  within(await screen.findByRole('article', { name: new RegExp(name) }))

const fetches = (server: ReturnType<typeof fakeOps>, path: string) =>
  server.calls.filter((c) => c.method === 'GET' && c.path === path).length

afterEach(() => vi.unstubAllGlobals())

describe('the finance desk', () => {
  it('starts a finance operator in the withdrawals queue with what a decision needs', async () => {
    fakeOps()
    signedInAs(financeOperator)
    const { location } = renderAt('/')
    const card = await itemCard('Demo User · ID 100001')
    expect(location.history.at(-1)).toBe('/queues/withdrawals')
    expect(card.getByText('₹2,000.00')).toBeTruthy()
    expect(card.getByText('₹20.00')).toBeTruthy()
    expect(card.getByText('Demo Bank (demo)')).toBeTruthy()
    expect(card.getByText('ending 0000')).toBeTruthy()
    expect(card.getByText('DEMO0000001')).toBeTruthy()
    expect(card.getByText('The user’s recent activity')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Withdrawals (2)' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText(/Only operators decide these/)).toBeTruthy()
  })

  it('pays a withdrawal once under an Idempotency-Key, says so, and fetches the queue again', async () => {
    const server = fakeOps()
    signedInAs(financeOperator)
    renderAt('/queues/withdrawals')
    const card = await itemCard('Demo User')
    const before = fetches(server, 'queues/withdrawals')
    await userEvent.click(card.getByRole('button', { name: 'Pay' }))
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe(
      'Withdrawal W2026060100041 paid.',
    )
    const pay = server.calls.filter((c) => c.path === 'queues/withdrawals/41/pay')
    expect(pay).toHaveLength(1)
    expect(pay[0]?.key).toMatch(/^[0-9a-f]{32}$/)
    await vi.waitFor(() => expect(fetches(server, 'queues/withdrawals')).toBe(before + 1))
  })

  it('retries a decision whose answer was lost under the same key', async () => {
    const server = fakeOps()
    const ok = server.routes['POST queues/withdrawals/41/pay']
    let lost = true
    server.routes['POST queues/withdrawals/41/pay'] = (call) => {
      if (!lost) return ok?.(call) ?? 'network'
      lost = false
      return 'network'
    }
    signedInAs(financeOperator)
    renderAt('/queues/withdrawals')
    const card = await itemCard('Demo User')
    await userEvent.click(card.getByRole('button', { name: 'Pay' }))
    expect((await card.findByRole('alert')).textContent).toContain('it is done once')
    await userEvent.click(card.getByRole('button', { name: 'Pay' }))
    await screen.findByText('Withdrawal W2026060100041 paid.')
    const keys = server.calls.filter((c) => c.path === 'queues/withdrawals/41/pay').map((c) => c.key)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('refuses with a reason the user reads: a known code, or the operator’s own words (checked first)', async () => {
    const server = fakeOps()
    signedInAs(financeOperator)
    renderAt('/queues/withdrawals')
    const card = await itemCard('Demo User')
    await userEvent.click(card.getByRole('button', { name: 'Refuse…' }))
    await userEvent.selectOptions(card.getByLabelText('Reason the user will read'), 'other')
    const own = card.getByLabelText('Your own words')
    await userEvent.type(own, 'No.')
    await userEvent.click(card.getByRole('button', { name: 'Refuse with this reason' }))
    expect(card.getByRole('alert').textContent).toContain('at least 5 characters')
    expect(server.calls.some((c) => c.path === 'queues/withdrawals/41/refuse')).toBe(false)
    await userEvent.type(own, ' The account is closed at the bank.')
    await userEvent.click(card.getByRole('button', { name: 'Refuse with this reason' }))
    await screen.findByText('Refused; the user sees your reason.')
    const refuse = server.calls.find((c) => c.path === 'queues/withdrawals/41/refuse')
    expect(refuse?.body).toEqual({ code: 'other', reason: 'No. The account is closed at the bank.' })
  })

  it('says clearly when someone else already decided the item, and shows the queue as it is now', async () => {
    const server = fakeOps()
    server.routes['POST queues/withdrawals/41/refuse'] = () => ({
      status: 409,
      body: { error: 'This withdrawal was already decided: it was paid', reason: 'decided' },
    })
    signedInAs(financeOperator)
    renderAt('/queues/withdrawals')
    const card = await itemCard('Demo User')
    await userEvent.click(card.getByRole('button', { name: 'Refuse…' }))
    await userEvent.selectOptions(card.getByLabelText('Reason the user will read'), 'holder_mismatch')
    const before = fetches(server, 'queues/withdrawals')
    server.routes['GET queues/withdrawals'] = () => ({ status: 200, body: { items: [withdrawalItems[1]] } })
    await userEvent.click(card.getByRole('button', { name: 'Refuse with this reason' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Someone else already decided this item: This withdrawal was already decided: it was paid. The queue was fetched again.',
    )
    expect(server.calls.find((c) => c.path === 'queues/withdrawals/41/refuse')?.body).toEqual({
      code: 'holder_mismatch',
    })
    await vi.waitFor(() => expect(fetches(server, 'queues/withdrawals')).toBe(before + 1))
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: /Demo User/ })).toBeNull())
  })

  it('confirms a bank transfer’s UTR naming the sending it saw', async () => {
    const server = fakeOps()
    signedInAs(financeOperator)
    renderAt('/queues/transfers')
    const card = await itemCard('Sample Seller')
    expect(card.getByText('000000000055')).toBeTruthy()
    await userEvent.click(card.getByRole('button', { name: 'Confirm and credit' }))
    await screen.findByText('Bank transfer D2026060100055 confirmed; the amount is credited.')
    expect(server.calls.find((c) => c.path === 'queues/transfers/55/confirm')?.body).toEqual({
      sentAt: transferItems[0]?.sentAt,
    })
  })

  it('verifies a PAN after showing the names on the form and on the account, naming the sending it saw', async () => {
    const server = fakeOps()
    signedInAs(financeOperator)
    renderAt('/queues/pans')
    const card = await itemCard('Test Shopper')
    expect(card.getByText('AAAPZ0000A')).toBeTruthy()
    expect(card.getByText('Name on the form')).toBeTruthy()
    expect(card.getByText('Name on the account')).toBeTruthy()
    await userEvent.click(card.getByRole('button', { name: 'Verify' }))
    await screen.findByText('PAN of user 204518 verified.')
    expect(server.calls.find((c) => c.path === 'queues/pans/9/verify')?.body).toEqual({
      sentAt: panItems[0]?.sentAt,
    })
  })

  it('fetches the shown queue again when the live feed says it changed', async () => {
    const server = fakeOps()
    signedInAs(financeOperator)
    renderAt('/queues/pans')
    await itemCard('Test Shopper')
    const before = fetches(server, 'queues/pans')
    server.routes['GET queues/pans'] = () => ({ status: 200, body: { items: [] } })
    feed.queue('withdrawals')
    await vi.waitFor(() => expect(fetches(server, 'queues')).toBeGreaterThan(1))
    expect(fetches(server, 'queues/pans')).toBe(before)
    feed.queue('pans')
    expect(await screen.findByText('No PAN is waiting for review.')).toBeTruthy()
  })

  it('shows a failed load with a way to try again', async () => {
    const server = fakeOps()
    server.routes['GET queues/withdrawals'] = () => ({ status: 500, body: { error: 'x', reason: 'x' } })
    signedInAs(financeOperator)
    renderAt('/queues/withdrawals')
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded')
    server.routes['GET queues/withdrawals'] = () => ({ status: 200, body: { items: withdrawalItems } })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await itemCard('Demo User')).toBeTruthy()
  })

  it('shows support operators no money queue', async () => {
    const server = fakeOps()
    signedInAs(supportOperator)
    renderAt('/queues/withdrawals')
    expect(await screen.findByText('There is nothing at this address.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Money queues' })).toBeNull()
    expect(server.calls.some((c) => c.path.startsWith('queues'))).toBe(false)
  })
})
