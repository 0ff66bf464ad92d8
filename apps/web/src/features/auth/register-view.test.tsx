import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { EMPTY_REGISTRATION, FILLED_REGISTRATION } from './fixtures.ts'
import { RegisterView, type RegisterViewProps } from './register-view.tsx'

function setup(props: Partial<RegisterViewProps> = {}) {
  const handlers = {
    onChange: vi.fn(),
    onNext: vi.fn(),
    onBack: vi.fn(),
    onSubmit: vi.fn(),
    onResend: vi.fn(),
    onLocale: vi.fn(),
  }
  renderView(
    <RegisterView
      step={0}
      values={EMPTY_REGISTRATION}
      errors={{}}
      busy={false}
      resendIn={0}
      resending={false}
      locale="en"
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('RegisterView', () => {
  it('offers the three languages before sign-in, the shown one pressed, each tagged with its language', () => {
    const { onLocale } = setup()
    const group = screen.getByRole('group', { name: 'Language' })
    expect(group).toBeTruthy()
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Hinglish' }).getAttribute('lang')).toBe('hi-Latn')
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }))
    expect(onLocale).toHaveBeenCalledWith('hi')
    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(onLocale).toHaveBeenCalledOnce()
  })

  it('step 0 asks for name, e-mail and password, and links back to login', () => {
    const { onChange, onNext } = setup()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Demo' } })
    expect(onChange).toHaveBeenCalledWith('name', 'Demo')
    expect(screen.getByLabelText('E-mail')).toBeTruthy()
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onNext).toHaveBeenCalledOnce()
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toBe(
      '/login',
    )
  })

  it('shows the messages at their fields and keeps what was typed', () => {
    setup({
      values: { ...EMPTY_REGISTRATION, name: 'A', email: 'a@' },
      errors: { name: 'name too short', email: 'invalid email' },
    })
    const name = screen.getByLabelText<HTMLInputElement>('Name')
    expect(name.value).toBe('A')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'name too short',
    )
    expect(screen.getByText('invalid email')).toBeTruthy()
  })

  it('step 1 asks for the mobile and the invite code, with Back', () => {
    const { onBack, onNext } = setup({ step: 1, values: FILLED_REGISTRATION })
    expect(screen.getByLabelText<HTMLInputElement>('Invite code').value).toBe('66666')
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9811122233')
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(onNext).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })

  it('step 2 shows the code field and the Resend cool-down', () => {
    const { onResend } = setup({ step: 2, values: FILLED_REGISTRATION, resendIn: 42 })
    expect(screen.getByLabelText('SMS code')).toBeTruthy()
    const resend = screen.getByRole('button', { name: 'Resend in 42 s' })
    expect(resend.hasAttribute('disabled')).toBe(true)
    fireEvent.click(resend)
    expect(onResend).not.toHaveBeenCalled()
  })

  it('step 2 offers Resend when the cool-down is over, and submits', () => {
    const { onResend, onSubmit } = setup({ step: 2, values: { ...FILLED_REGISTRATION, otp: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }))
    expect(onResend).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('ignores a submit while busy', () => {
    const { onNext } = setup({ values: FILLED_REGISTRATION, busy: true })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onNext).not.toHaveBeenCalled()
  })
})
