import { Schema } from 'effect'
import { WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** POST user/login answer `data` (§3 Login result); the app stores it. */
export const LoginResult = Schema.Struct({
  id: WireInt,
  name: Schema.String,
  token: Schema.String,
  code: Schema.String,
  /** Extension (issue 28): how many passkeys the account has. Absent from a server without passkeys. */
  passkeys: Schema.optionalKey(WireInt),
  /** Extension (issue 28): 1 when the app may offer to turn fingerprint sign-in on (no passkey, never declined). */
  passkeyOffer: Schema.optionalKey(WireInt),
}).pipe(wireKeys({ passkeyOffer: 'passkey_offer' }))
export type LoginResult = typeof LoginResult.Type

/** POST user/login body (§3 Login form); `fingerLogin` and `token` are device strings. */
export const LoginForm = Schema.Struct({
  mob: Schema.String,
  password: Schema.String,
  fingerLogin: Schema.String,
  token: Schema.String,
  /** Always 1. */
  tp: WireInt,
}).pipe(wireKeys({ password: 'pass_word', fingerLogin: 'finger_login' }))
export type LoginForm = typeof LoginForm.Type

/** POST user/register body (§3 Registration form). */
export const RegistrationForm = Schema.Struct({
  email: Schema.String,
  name: Schema.String,
  mob: Schema.String,
  password: Schema.String,
  fingerReg: Schema.String,
  inviteCode: Schema.String,
  verificationCode: Schema.String,
}).pipe(
  wireKeys({
    password: 'pass_word',
    fingerReg: 'finger_reg',
    inviteCode: 'invite_code',
    verificationCode: 'ver_code',
  }),
)
export type RegistrationForm = typeof RegistrationForm.Type

/** POST reset_pass body (§3 Reset password form). */
export const ResetPasswordForm = Schema.Struct({
  mob: Schema.String,
  password: Schema.String,
  code: Schema.String,
}).pipe(wireKeys({ password: 'pass' }))
export type ResetPasswordForm = typeof ResetPasswordForm.Type

/** POST user/reset_login_pass body (§3 Password change form); `comfirm_pass` is the wire's spelling. */
export const PasswordChangeForm = Schema.Struct({
  oldPassword: Schema.String,
  newPassword: Schema.String,
  confirmPassword: Schema.String,
  /** Extension (issue 28): the confirmation a user with a passkey must send (CONTRACT.md, "Passkeys"). */
  confirmToken: Schema.optionalKey(Schema.String),
}).pipe(
  wireKeys({
    oldPassword: 'old_pass',
    newPassword: 'new_pass',
    confirmPassword: 'comfirm_pass',
    confirmToken: 'confirm_token',
  }),
)
export type PasswordChangeForm = typeof PasswordChangeForm.Type
