import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { LoginForm, LoginResult, RegistrationForm, ResetPasswordForm } from '../schemas/auth.ts'
import { asParams, type Call, type CallContext, getAck, postFormAck, postFormData } from './context.ts'

export type LoginInput = Omit<LoginForm, 'tp'>

export interface AuthCalls {
  readonly login: (input: LoginInput) => Call<LoginResult>
  /** Status 0 (ServerRejected with info) when the number is taken or invalid. */
  readonly checkMobile: (mob: string, key: string) => Call<Ack>
  readonly checkEmail: (email: string, key: string) => Call<Ack>
  /** Sends the registration OTP (sms_otp). */
  readonly sendRegistrationOtp: (mob: string, key: string) => Call<Ack>
  readonly register: (form: RegistrationForm) => Call<Ack>
  /** Sends the password-reset OTP (otp). */
  readonly sendResetOtp: (mob: string) => Call<Ack>
  readonly resetPassword: (form: ResetPasswordForm) => Call<Ack>
  /**
   * Ends the session of the stored token on the server (extension `POST user/logout`, CONTRACT.md): the token
   * answers status 3 afterwards. The caller clears the phone's storage whatever the answer.
   */
  readonly logout: () => Call<Ack>
}

const encodeLogin = Schema.encodeSync(LoginForm)
const encodeRegistration = Schema.encodeSync(RegistrationForm)
const encodeReset = Schema.encodeSync(ResetPasswordForm)

export function authCalls(c: CallContext): AuthCalls {
  return {
    login: (input) => postFormData(c, 'user/login', asParams(encodeLogin({ ...input, tp: 1 })), LoginResult),
    checkMobile: (mob, key) => getAck(c, 'check_mob', { mob, key }),
    checkEmail: (email, key) => getAck(c, 'check_email', { email, key }),
    sendRegistrationOtp: (mob, key) => postFormAck(c, 'sms_otp', { mob, key }),
    register: (form) => postFormAck(c, 'user/register', asParams(encodeRegistration(form))),
    sendResetOtp: (mob) => postFormAck(c, 'otp', { mob }),
    resetPassword: (form) => postFormAck(c, 'reset_pass', asParams(encodeReset(form))),
    logout: () => postFormAck(c, 'user/logout', {}),
  }
}
