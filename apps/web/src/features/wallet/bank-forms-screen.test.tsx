import { wireBankAccount } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { type } from '../../test/fields.ts'
import { renderApp } from '../../test/render-app.tsx'

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const bound = ok([wireBankAccount({ id: 3, bank_account: '00000000019876' })])

describe('/bind_card', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('prefills and locks the holder, shows the §5 messages, then binds and toasts the info', async () => {
    localStorage.setItem('name', 'Demo User')
    const fetch = fakeServer({ 'bank/create': { status: 1, info: 'Bank account bound' } })
    renderApp('/bind_card', { token: 'tok' })
    const holder = await screen.findByLabelText<HTMLInputElement>('Account holder')
    expect(holder.value).toBe('Demo User')
    expect(holder.disabled).toBe(true)
    expect(screen.getByText('The same account can only be bound once')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Bank account number is required, at most 20 characters')).toBeTruthy()
    type('Account number', '00000000990000')
    type('IFSC code', 'demo0000001')
    type('Bank name', 'Demo Bank')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    // The toast is one status region among the fields' own (their message regions).
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Bank account bound'),
    )
    expect(fetch.requests.find((call) => call.path === 'bank/create')?.body).toBe(
      'bank_account=00000000990000&account_holder=Demo+User&ifsc=DEMO0000001&bank_name=Demo+Bank',
    )
  })
})

describe('/update_bank', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the OTP at step 0, then submits the update with the code at step 1', async () => {
    const fetch = fakeServer({
      'bank/list': bound,
      'bank/otp': { status: 1, info: 'OTP sent' },
      'bank/update': { status: 1, info: 'Bank account updated' },
    })
    renderApp('/update_bank', { token: 'tok' })
    expect((await screen.findByLabelText<HTMLInputElement>('Account number')).value).toBe('00000000019876')
    expect(screen.queryByLabelText('OTP code')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }))
    const otp = await screen.findByLabelText('OTP code')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid OTP Code')).toBeTruthy()
    fireEvent.change(otp, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Bank account updated'),
    )
    expect(fetch.requests.find((call) => call.path === 'bank/update')?.body).toBe(
      'id=3&bank_account=00000000019876&account_holder=Demo+User&ifsc=DEMO0000001&bank_name=Demo+Bank&code=123456',
    )
  })

  it('stays at step 0 and toasts the server info when the OTP is refused', async () => {
    fakeServer({ 'bank/list': bound, 'bank/otp': { status: 0, info: 'Too many requests' } })
    renderApp('/update_bank', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Send OTP' }))
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Too many requests'),
    )
    expect(screen.queryByLabelText('OTP code')).toBeNull()
  })

  it('offers /bind_card when no bank is bound', async () => {
    fakeServer({ 'bank/list': ok([]) })
    renderApp('/update_bank', { token: 'tok' })
    expect((await screen.findByRole('link', { name: 'Add a bank account' })).getAttribute('href')).toBe(
      '#/bind_card',
    )
  })
})
