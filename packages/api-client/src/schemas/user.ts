import { Schema } from 'effect'
import { Money, Text, WireBoolean, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * GET user/info (§3 User info). `code` is the user's own ID and invite code. Balance, salary and integral
 * are money (integral pays for purchases rupee for rupee, §1); `points` is a plain count.
 */
export const UserInfo = Schema.Struct({
  id: WireInt,
  name: Schema.String,
  code: Schema.String,
  mob: Schema.String,
  balance: Money,
  salary: Money,
  integral: Money,
  points: WireInt,
  /** 2 means verified (§4). */
  kycStatus: WireInt,
  verified: WireBoolean,
  /** Relative path of the uploaded avatar on the product image host; '' when none. */
  faceIcon: Text,
  avatar: Text,
}).pipe(wireKeys({ kycStatus: 'kyc_status', faceIcon: 'face_icon' }))
export type UserInfo = typeof UserInfo.Type

/** POST user/set_face_icon answer: the stored avatar's relative path. */
export const FaceIconResult = Schema.Struct({ faceIcon: Schema.String }).pipe(
  wireKeys({ faceIcon: 'face_icon' }),
)
export type FaceIconResult = typeof FaceIconResult.Type
