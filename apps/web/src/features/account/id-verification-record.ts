import type { VerificationRecord } from '@mandi/api-client'

/** The api-client's saved record in the verification machine's shape (null when none is saved). */
export function machineRecord(record: VerificationRecord | null) {
  if (record === null) return null
  return {
    id: record.id,
    pan: record.pan,
    fullName: record.fullName,
    birthDate: record.birthDate,
    address: record.address,
    pin: record.pin,
    city: record.city,
  }
}
