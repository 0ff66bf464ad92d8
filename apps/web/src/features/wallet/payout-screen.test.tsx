import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentHash, renderApp } from '../../test/render-app.tsx'
import { callsOf, fakeApi, ok } from './fake-api.ts'

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const user = ok({
  id: 1,
  name: 'Demo',
  code: 'C1',
  mob: '9876543210',
  balance: '2500.00',
  salary: '800.00',
  integral: '10.00',
  points: 0,
  kyc_status: 0,
  verified: 0,
  face_icon: '',
  avatar: '',
})
const banks = ok([
  { id: 3, bank_name: 'HDFC', bank_account: '50200012349876', account_holder: 'Demo', ifsc: 'HDFC0001234' },
])

function start(overrides: Record<string, unknown> = {}) {
  const fetch = fakeApi({
    'bank/list': banks,
    'sys/config': ok({ key: 'payout_fee', value: '20' }),
    'user/info': user,
    'payout/create': { status: 1, info: 'Withdrawal submitted' },
    ...overrides,
  })
  renderApp('/payout', { token: 'tok' })
  return fetch
}

describe('/payout', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the available balance per tab and the fee and total of the amount', async () => {
    start()
    expect(await screen.findByText('₹2,500.00')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '500' } })
    expect(screen.getByText('₹100.00')).toBeTruthy()
    expect(screen.getByText('₹600.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Salary' }))
    expect(await screen.findByText('₹800.00')).toBeTruthy()
    expect(screen.getByText('20 percent tax is charged on withdrawals.')).toBeTruthy()
  })

  it('asks for a valid amount and a bank, then submits once and clears the amount', async () => {
    const fetch = start()
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid Amount')).toBeTruthy()
    expect(screen.getByText('Please select a bank account')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '500' } })
    fireEvent.click(screen.getByRole('radio', { name: 'HDFC ····9876' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect((await screen.findByRole('status')).textContent).toBe('Withdrawal submitted')
    const creates = callsOf(fetch).filter((call) => call.path === 'payout/create')
    expect(creates.map((call) => call.body)).toEqual(['amount=500.00&bank_id=3&tp=0'])
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe(''))
  })

  it('shows the server info on a refusal and keeps what was typed', async () => {
    start({ 'payout/create': { status: 0, info: 'Insufficient balance' } })
    fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '9000' } })
    fireEvent.click(screen.getByRole('radio', { name: 'HDFC ····9876' }))
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect((await screen.findByRole('status')).textContent).toBe('Insufficient balance')
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('9000')
  })

  it('with no bank bound, alerts and then goes to /bind_card', async () => {
    start({ 'bank/list': ok([]) })
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Please bind a withdrawal bank card first')
    expect(screen.getByRole('link', { name: 'Bind a bank card' }).getAttribute('href')).toBe('#/bind_card')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(currentHash()).toBe('#/bind_card'))
  })
})
