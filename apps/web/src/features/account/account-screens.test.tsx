import { wirePaymentChannel, wireUserInfo, wireVerificationRecord } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { type } from '../../test/fields.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

describe('/changeloginpass', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows Invalid Password at each bad field and a clear message when confirm differs', async () => {
    const fetch = fakeServer({})
    renderApp('/changeloginpass', { token: 'tok' })
    await screen.findByLabelText('Old password', {}, { timeout: 10_000 })
    type('Old password', 'abc')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findAllByText('Invalid Password')).toHaveLength(3)
    type('Old password', 'demo1234')
    type('New password', 'new.pass1')
    type('Confirm new password', 'new.pass2')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The new password and its confirmation do not match')).toBeTruthy()
    expect(fetch.requests).toHaveLength(0)
  })

  it('sends the form, and keeps what was typed when the server refuses', async () => {
    const fetch = fakeServer({ 'user/reset_login_pass': { status: 0, info: 'The old password is wrong' } })
    renderApp('/changeloginpass', { token: 'tok' })
    await screen.findByLabelText('Old password')
    type('Old password', 'wrong12')
    type('New password', 'new.pass1')
    type('Confirm new password', 'new.pass1')
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    // The toast (a status region; each field may also have one for its length limit).
    expect(await screen.findByText('The old password is wrong')).toBeTruthy()
    expect(fetch.requests[0]?.body).toBe('old_pass=wrong12&new_pass=new.pass1&comfirm_pass=new.pass1')
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('new.pass1')
  })
})

describe('/verif', () => {
  afterEach(() => vi.unstubAllGlobals())

  const savedRecord = wireVerificationRecord({ id: 1, birth_date: '19900101' })

  it('shows a saved record as Verified when the server has verified it (kyc_status 2)', async () => {
    fakeServer({
      'user/info': ok(wireUserInfo({ kyc_status: 2, verified: 1 })),
      'user/verification_info': ok(savedRecord),
    })
    renderApp('/verif', { token: 'tok' })
    expect(await screen.findByText('Verified')).toBeTruthy()
    expect(screen.getByText('AAAAA0000A')).toBeTruthy()
    expect(screen.getByText('01/01/1990')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
  })

  it('shows a saved record the server has not reviewed as sent and waiting, never as Verified', async () => {
    fakeServer({
      'user/info': ok(wireUserInfo({ kyc_status: 1 })),
      'user/verification_info': ok(savedRecord),
    })
    renderApp('/verif', { token: 'tok' })
    expect(await screen.findByText('Sent, waiting for review')).toBeTruthy()
    expect(screen.getByText('AAAAA0000A')).toBeTruthy()
    expect(screen.queryByText('Verified')).toBeNull()
  })

  it('shows a refused review with its reason, and offers the form again, prefilled', async () => {
    fakeServer({
      'user/info': ok(wireUserInfo({ kyc_status: 3 })),
      'user/verification_info': ok({
        ...savedRecord,
        submitted_at: '2026-11-20 10:00:00',
        reviewed_at: '2026-11-20 10:10:00',
        reason: "This PAN is not a person's: its fourth letter must be P",
        reason_code: 'pan_not_person',
      }),
    })
    renderApp('/verif', { token: 'tok' })
    expect(await screen.findByText('Not accepted', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      "Your PAN details were not accepted: this PAN is not a person's: its fourth letter must be P.",
    )
    fireEvent.click(screen.getByRole('button', { name: 'Correct and send again' }))
    expect(((await screen.findByLabelText('PAN')) as HTMLInputElement).value).toBe('AAAAA0000A')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy()
  })

  it('checks every field with the §5 rules before submitting', async () => {
    const fetch = fakeServer({ 'user/verification_info': ok(null) })
    renderApp('/verif', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid PAN')).toBeTruthy()
    expect(screen.getByText('Enter your date of birth as DD/MM/YYYY, for example 15/01/1990')).toBeTruthy()
    expect(screen.getByText('PIN must be exactly 6 digits')).toBeTruthy()
    expect(fetch.requests.map((call) => call.path)).not.toContain('user/verification')
  })

  it('takes the date of birth as DD/MM/YYYY and sends the wire YYYYMMDD', async () => {
    const fetch = fakeServer({
      'user/verification_info': ok(null),
      'user/verification': { status: 0, info: 'Refused for the test' },
    })
    renderApp('/verif', { token: 'tok' })
    const birth = await screen.findByLabelText<HTMLInputElement>('Date of birth')
    expect(birth.placeholder).toBe('DD/MM/YYYY')
    // Typing digits on the keypad adds the slashes.
    for (const value of ['1', '15', '15/0', '15/01', '15/01/1', '15/01/19', '15/01/199', '15/01/1990']) {
      fireEvent.change(birth, { target: { value } })
    }
    expect(birth.value).toBe('15/01/1990')
    type('PAN', 'AAAAA0000A')
    type('Full name', 'Demo User')
    type('Address', 'Demo Street 1')
    type('PIN code', '000000')
    type('City', 'Demo City')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetch.requests.map((call) => call.path)).toContain('user/verification'))
    const sent = new URLSearchParams(fetch.requests.find((call) => call.path === 'user/verification')?.body)
    expect(sent.get('birth_date')).toBe('19900115')
  })

  it('refuses a date of birth that is not a real DD/MM/YYYY date, and keeps what was typed', async () => {
    const fetch = fakeServer({ 'user/verification_info': ok(null) })
    renderApp('/verif', { token: 'tok' })
    const birth = await screen.findByLabelText<HTMLInputElement>('Date of birth')
    // The wire form pasted: read day first it is no date; it is not guessed, and nothing is cut.
    fireEvent.change(birth, { target: { value: '19900115' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText('Enter your date of birth as DD/MM/YYYY, for example 15/01/1990'),
    ).toBeTruthy()
    expect(birth.value).toBe('19900115')
    fireEvent.change(birth, { target: { value: '31/04/1990' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText('Enter your date of birth as DD/MM/YYYY, for example 15/01/1990'),
    ).toBeTruthy()
    expect(fetch.requests.map((call) => call.path)).not.toContain('user/verification')
  })
})

describe('/kyc', () => {
  afterEach(() => vi.unstubAllGlobals())

  const userInfo = (kycStatus: number) =>
    ok(
      wireUserInfo({
        code: '100001',
        salary: '0.00',
        integral: '0.00',
        kyc_status: kycStatus,
        verified: kycStatus === 2 ? 1 : 0,
      }),
    )

  it('an unverified account sees Not verified and can pay the ₹6,000.00 fee through the channel popup', async () => {
    fakeServer({
      'user/info': userInfo(0),
      'pay/channel': ok([wirePaymentChannel({ id: 2, title: 'UPI Fast Pay' })]),
    })
    renderApp('/kyc', { token: 'tok' })
    const pay = await screen.findByRole('button', { name: 'Pay ₹6,000.00 for KYC' })
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.queryByText(/suspended/i)).toBeNull()
    expect(screen.getByRole('link', { name: 'Go to ID Verification' }).getAttribute('href')).toBe('#/verif')
    fireEvent.click(pay)
    const sheet = await screen.findByRole('dialog')
    expect(await within(sheet).findByRole('radio', { name: 'UPI Fast Pay' })).toBeTruthy()
    expect(within(sheet).getByRole('button', { name: 'Pay ₹6,000.00' })).toBeTruthy()
  })

  it('a verified account (kyc_status 2) sees Verified and no payment button', async () => {
    const fetch = fakeServer({ 'user/info': userInfo(2) })
    renderApp('/kyc', { token: 'tok' })
    expect(await screen.findByText('Verified')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    expect(fetch.requests.map((call) => call.path)).toEqual(['user/info'])
  })
})

describe('/settings', () => {
  it('logs out keeping only the mobile number', async () => {
    localStorage.setItem('mob', '9000000000')
    localStorage.setItem('name', 'Demo')
    renderApp('/settings', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(currentHash()).toBe('#/login'))
    expect({ ...localStorage }).toEqual({ mob: '9000000000' })
  })
})

describe('/safe', () => {
  it('links to /changeloginpass', async () => {
    renderApp('/safe', { token: 'tok' })
    const link = await screen.findByRole('link', { name: 'Change login password' })
    expect(link.getAttribute('href')).toBe('#/changeloginpass')
  })
})
