import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { EMPTY_RESET } from './fixtures.ts'
import { ForgotPasswordView, type ForgotPasswordViewProps } from './forgot-password-view.tsx'

function setup(props: Partial<ForgotPasswordViewProps> = {}) {
  const handlers = { onChange: vi.fn(), onSendOtp: vi.fn(), onSubmit: vi.fn(), onBack: vi.fn() }
  renderView(
    <ForgotPasswordView step={0} values={EMPTY_RESET} errors={{}} busy={false} {...handlers} {...props} />,
  )
  return handlers
}

describe('ForgotPasswordView', () => {
  it("is titled 'Find My Password' and step 0 asks only for the mobile", () => {
    const { onSendOtp } = setup()
    expect(screen.getByRole('heading', { name: 'Find My Password' })).toBeTruthy()
    expect(screen.getByLabelText('Mobile number')).toBeTruthy()
    expect(screen.queryByLabelText('SMS code')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(onSendOtp).toHaveBeenCalledOnce()
  })

  it("step 1 asks for the code (max 6) and a new password, and the button reads 'Reset Password'", () => {
    const { onSubmit, onChange } = setup({ step: 1, values: { ...EMPTY_RESET, mobile: '9000000000' } })
    // Max 6: a 7th digit is refused with a message (not cut silently by the browser).
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '1234567' } })
    expect(onChange).not.toHaveBeenCalledWith('otp', '1234567')
    expect(screen.getByText('At most 6 characters')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'newpass1' } })
    expect(onChange).toHaveBeenCalledWith('password', 'newpass1')
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('shows the §5 messages at the fields', () => {
    setup({
      step: 1,
      values: { mobile: '9000000000', otp: '12', password: '1' },
      errors: { otp: 'invalid otp', password: 'password too short' },
    })
    expect(screen.getByText('invalid otp')).toBeTruthy()
    expect(screen.getByText('password too short')).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>('SMS code').value).toBe('12')
  })
})
