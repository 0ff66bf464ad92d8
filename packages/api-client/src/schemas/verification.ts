import { Schema } from 'effect'
import { Text, Timestamp, WireInt } from './wire.ts'
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

/**
 * GET user/verification_info answer: the saved record (`data` is null when there is none). Extension
 * (CONTRACT.md, "Back office"), optional: when it was sent and reviewed, and a refusal's reason and code.
 */
export const VerificationRecord = Schema.Struct({
  id: WireInt,
  fullName: Schema.String,
  pan: Schema.String,
  birthDate: Schema.String,
  pin: Schema.String,
  city: Schema.String,
  address: Schema.String,
  submittedAt: Schema.optionalKey(Schema.NullOr(Timestamp)),
  reviewedAt: Schema.optionalKey(Schema.NullOr(Timestamp)),
  reason: Schema.optionalKey(Text),
  reasonCode: Schema.optionalKey(Text),
}).pipe(
  wireKeys({
    fullName: 'full_name',
    birthDate: 'birth_date',
    submittedAt: 'submitted_at',
    reviewedAt: 'reviewed_at',
    reasonCode: 'reason_code',
  }),
)
export type VerificationRecord = typeof VerificationRecord.Type
