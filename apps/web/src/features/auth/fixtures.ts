import type { ForgotField } from './forgot-password-view.tsx'
import type { RegisterField } from './register-view.tsx'

/** Fixtures of the registration and reset stories and view tests. */
export const EMPTY_REGISTRATION: Record<RegisterField, string> = {
  name: '',
  email: '',
  password: '',
  mobile: '',
  inviteCode: '',
  otp: '',
}

export const FILLED_REGISTRATION: Record<RegisterField, string> = {
  name: 'Demo Apricot',
  email: 'asha@example.in',
  password: 'secret12',
  mobile: '9811122233',
  inviteCode: '66666',
  otp: '',
}

export const EMPTY_RESET: Record<ForgotField, string> = { mobile: '', otp: '', password: '' }
