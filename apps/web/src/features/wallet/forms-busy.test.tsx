import { wireBankAccount, wirePaymentChannel, wireUserInfo } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, HELD, ok } from '../../test/fake-server.ts'
import { field } from '../../test/fields.ts'
import { renderApp } from '../../test/render-app.tsx'

// Issue 17: nothing typed while a submit is in flight is silently dropped. The fields are read-only (not
// disabled) and the form aria-busy until the answer; then they are editable again with what they held.

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement
const statuses = () => screen.getAllByRole('status').map((s) => s.textContent)

describe('/bind_card while binding', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows every field read-only and the form busy; a refusal gives them back with what was typed', async () => {
    localStorage.setItem('name', 'Demo User')
    const api = fakeServer({ 'bank/create': HELD })
    const user = userEvent.setup()
    renderApp('/bind_card', { token: 'tok' })
    await user.type(await screen.findByLabelText('Account number'), '00000000990000')
    await user.type(field('IFSC code'), 'DEMO0000001')
    await user.type(field('Bank name'), 'Demo Bank')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(api.pending('bank/create')).toBe(1))

    expect(formOf(field('Bank name')).getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-busy')).toBe('true')
    for (const label of ['Account number', 'IFSC code', 'Bank name']) {
      expect(field(label).readOnly, label).toBe(true)
      expect(field(label).disabled, label).toBe(false)
    }
    // Typed while in flight: visibly not taken (the field is read-only), nothing half-kept.
    await user.type(field('Bank name'), ' Ltd')
    expect(field('Bank name').value).toBe('Demo Bank')

    api.release('bank/create', { status: 0, info: 'The same account can only be bound once' })
    await waitFor(() => expect(statuses()).toContain('The same account can only be bound once'))
    expect(formOf(field('Bank name')).hasAttribute('aria-busy')).toBe(false)
    expect(field('Account number').value).toBe('00000000990000')
    expect(field('IFSC code').value).toBe('DEMO0000001')
    await user.type(field('Bank name'), ' Ltd')
    expect(field('Bank name').value).toBe('Demo Bank Ltd')
  })
})

describe('/update_bank while sending', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is read-only while the OTP is sent and while the update is in flight', async () => {
    const api = fakeServer({
      'bank/list': ok([wireBankAccount({ id: 3, bank_account: '00000000019876' })]),
      'bank/otp': HELD,
      'bank/update': HELD,
    })
    const user = userEvent.setup()
    renderApp('/update_bank', { token: 'tok' })
    await screen.findByLabelText('Account number')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await waitFor(() => expect(api.pending('bank/otp')).toBe(1))
    expect(field('Account number').readOnly).toBe(true)
    expect(formOf(field('Account number')).getAttribute('aria-busy')).toBe('true')
    api.release('bank/otp', { status: 1, info: 'OTP sent' })
    await user.type(await screen.findByLabelText('OTP code'), '123456')
    expect(field('Account number').readOnly).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(api.pending('bank/update')).toBe(1))
    expect(field('OTP code').readOnly).toBe(true)
    expect(field('Bank name').readOnly).toBe(true)
    api.release('bank/update', { status: 0, info: 'Wrong code' })
    await waitFor(() => expect(field('OTP code').readOnly).toBe(false))
    expect(field('OTP code').value).toBe('123456')
  })
})

describe('/payout while the withdrawal is in flight', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the amount read-only and the banks off; a failure gives the form back as it was', async () => {
    const api = fakeServer({
      'bank/list': ok([
        wireBankAccount({ id: 3, bank_account: '00000000019876', account_holder: 'Demo' }),
        wireBankAccount({
          id: 4,
          bank_name: 'Demo Bank Two',
          bank_account: '00000000021111',
          account_holder: 'Demo',
          ifsc: 'DEMO0000002',
        }),
      ]),
      'sys/config': ok({ key: 'payout_fee', value: '10' }),
      'user/info': ok(wireUserInfo()),
      'payout/create': HELD,
    })
    const user = userEvent.setup()
    renderApp('/payout', { token: 'tok' })
    await user.type(await screen.findByLabelText('Amount (₹)'), '500')
    const banks = screen.getByRole('group', { name: 'Bank account' })
    await user.click(within(banks).getByRole('radio', { name: 'Demo Bank ····9876' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(api.pending('payout/create')).toBe(1))

    expect(field('Amount (₹)').readOnly).toBe(true)
    expect(formOf(field('Amount (₹)')).getAttribute('aria-busy')).toBe('true')
    const other = within(banks).getByRole<HTMLInputElement>('radio', { name: 'Demo Bank Two ····1111' })
    expect(other.disabled).toBe(true)
    await user.type(field('Amount (₹)'), '0')
    fireEvent.click(other)
    expect(field('Amount (₹)').value).toBe('500')
    expect(within(banks).getByRole<HTMLInputElement>('radio', { name: 'Demo Bank ····9876' }).checked).toBe(
      true,
    )

    api.release('payout/create', { status: 0, info: 'Withdrawals are paused' })
    await waitFor(() => expect(field('Amount (₹)').readOnly).toBe(false))
    expect(field('Amount (₹)').value).toBe('500')
    expect(other.disabled).toBe(false)
    await user.type(field('Amount (₹)'), '0')
    expect(field('Amount (₹)').value).toBe('5000')
  })
})

describe('/deposit while the order is created', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('turns the channels off (the chosen one still shown) until the answer, then gives them back', async () => {
    localStorage.setItem('code', 'C1')
    const api = fakeServer({
      'pay/limit': ok(['600.00', '3000.00']),
      'pay/channel': ok([
        wirePaymentChannel({ id: 1, title: 'Bank Transfer' }),
        wirePaymentChannel({ id: 2, title: 'UPI Fast Pay' }),
      ]),
      'pay/create': HELD,
    })
    const user = userEvent.setup()
    renderApp('/deposit', { token: 'tok' })
    await screen.findByLabelText('Amount (₹)')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const sheet = await screen.findByRole('dialog')
    await user.click(await within(sheet).findByRole('radio', { name: 'Bank Transfer' }))
    await user.click(within(sheet).getByRole('button', { name: 'Pay ₹600.00' }))
    await waitFor(() => expect(api.pending('pay/create')).toBe(1))

    const upi = within(sheet).getByRole<HTMLInputElement>('radio', { name: 'UPI Fast Pay' })
    expect(upi.disabled).toBe(true)
    fireEvent.click(upi)
    expect(within(sheet).getByRole<HTMLInputElement>('radio', { name: 'Bank Transfer' }).checked).toBe(true)
    expect(upi.closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true')

    api.release('pay/create', { status: 0, info: 'Channel closed' })
    await waitFor(() => expect(upi.disabled).toBe(false))
    expect(within(sheet).getByRole<HTMLInputElement>('radio', { name: 'Bank Transfer' }).checked).toBe(true)
  })
})
