import { wireBankAccount, wireUserInfo } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const user = ok(wireUserInfo())
const banks = ok([wireBankAccount({ id: 3, bank_account: '00000000019876', account_holder: 'Demo' })])

function start(overrides: Record<string, unknown> = {}) {
  const fetch = fakeServer({
    'bank/list': banks,
    'sys/config': ok({ key: 'payout_fee', value: '10' }),
    'user/info': user,
    'payout/create': ok(
      { order_num: 'W20261125093012345', amount: '500.00', fee: '50.00' },
      'Withdrawal submitted',
    ),
    ...overrides,
  })
  renderApp('/payout', { token: 'tok' })
  return fetch
}

const amountField = () => screen.getByLabelText<HTMLInputElement>('Amount (₹)')
const shownFor = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('/payout', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the available balance per tab, the fee from payout_fee and the total debited, and a truthful note', async () => {
    start()
    expect(await screen.findByText('₹2,500.00')).toBeTruthy()
    fireEvent.change(amountField(), { target: { value: '500' } })
    expect(shownFor('Fee')).toBe('₹50.00')
    expect(shownFor('Total debited')).toBe('₹550.00')
    expect(screen.getByText('The fee is 10% of the amount.')).toBeTruthy()
    expect(screen.getByText(/the amount plus the fee is taken from your balance at once/)).toBeTruthy()
    expect(screen.queryByText(/tax|Monday|7 to 9/i)).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Salary' }))
    expect(await screen.findByText('₹800.00')).toBeTruthy()
    expect(screen.getByText(/taken from your salary balance at once/)).toBeTruthy()
  })

  it('flags amount plus fee above the available balance at the field, on both tabs, and sends nothing', async () => {
    const fetch = start()
    await screen.findByText('₹2,500.00')
    fireEvent.click(screen.getByRole('radio', { name: 'Demo Bank ····9876' }))
    // Balance ₹2,500: 2272 + 10% = 2499.20 fits; 2273 + 10% = 2500.30 does not.
    fireEvent.change(amountField(), { target: { value: '2272' } })
    expect(amountField().getAttribute('aria-invalid')).not.toBe('true')
    fireEvent.change(amountField(), { target: { value: '2273' } })
    expect(screen.getByText('Amount plus fee is ₹2,500.30, more than the available ₹2,500.00.')).toBeTruthy()
    expect(amountField().getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    // Salary ₹800: 800 + 10% is over; 700 + 10% fits.
    fireEvent.click(screen.getByRole('tab', { name: 'Salary' }))
    fireEvent.change(amountField(), { target: { value: '800' } })
    expect(screen.getByText('Amount plus fee is ₹880.00, more than the available ₹800.00.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    fireEvent.change(amountField(), { target: { value: '700' } })
    expect(screen.queryByText(/more than the available/)).toBeNull()
    expect(fetch.requests.filter((call) => call.path === 'payout/create')).toEqual([])
  })

  it('asks for a valid amount and a bank, then submits once and shows the result with the reference', async () => {
    const fetch = start()
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid Amount')).toBeTruthy()
    expect(screen.getByText('Please select a bank account')).toBeTruthy()
    fireEvent.change(amountField(), { target: { value: '500' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Demo Bank ····9876' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal submitted' })
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent
    expect(value('Reference')).toBe('W20261125093012345')
    expect(value('Sent to your bank')).toBe('₹500.00')
    expect(value('Fee')).toBe('₹50.00')
    expect(value('Taken from your balance')).toBe('₹550.00')
    expect(within(dialog).getByRole('link', { name: 'View withdrawal records' }).getAttribute('href')).toBe(
      '#/hist?tab=withdraw',
    )
    const creates = fetch.requests.filter((call) => call.path === 'payout/create')
    expect(creates.map((call) => call.body)).toEqual(['amount=500.00&bank_id=3&tp=0'])
    await waitFor(() => expect(amountField().value).toBe(''))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('an answer without a receipt still shows the result: the amount, and where the reference is', async () => {
    start({ 'payout/create': { status: 1, info: 'Withdrawal submitted' } })
    fireEvent.click(await screen.findByRole('tab', { name: 'Salary' }))
    fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '500' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Demo Bank ····9876' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal submitted' })
    expect(within(dialog).getByText('Sent to your bank').nextElementSibling?.textContent).toBe('₹500.00')
    expect(within(dialog).queryByText('Reference')).toBeNull()
    expect(within(dialog).getByText('Its reference is listed in the records.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'View salary withdrawals' }).getAttribute('href')).toBe(
      '#/salary?tab=payout',
    )
  })

  it('shows the server info on a refusal and keeps what was typed', async () => {
    start({ 'payout/create': { status: 0, info: 'Insufficient balance' } })
    fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '900' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Demo Bank ····9876' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    // The toast is one status region among the fields' own (their message regions).
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Insufficient balance'),
    )
    expect(amountField().value).toBe('900')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('with no bank bound, alerts and then goes to /bind_card', async () => {
    start({ 'bank/list': ok([]) })
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Please add a bank account for withdrawals first')
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('#/bind_card')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(currentHash()).toBe('#/bind_card'))
  })
})
