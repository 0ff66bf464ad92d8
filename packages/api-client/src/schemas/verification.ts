import { Schema } from 'effect'
import { WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** POST user/verification body (§3 Verification form). `birthDate` is YYYYMMDD. */
export const VerificationForm = Schema.Struct({
  pan: Schema.String,
  pin: Schema.String,
  name: Schema.String,
  address: Schema.String,
  birthDate: Schema.String,
  city: Schema.String,
}).pipe(wireKeys({ birthDate: 'birth_date' }))
export type VerificationForm = typeof VerificationForm.Type

/** GET user/verification_info answer: the saved record (`data` is null when there is none). */
export const VerificationRecord = Schema.Struct({
  id: WireInt,
  fullName: Schema.String,
  pan: Schema.String,
  birthDate: Schema.String,
  pin: Schema.String,
  city: Schema.String,
  address: Schema.String,
}).pipe(wireKeys({ fullName: 'full_name', birthDate: 'birth_date' }))
export type VerificationRecord = typeof VerificationRecord.Type
