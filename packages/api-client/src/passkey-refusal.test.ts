import { describe, expect, it } from 'vitest'
import { NetworkError, ServerRejected } from './errors.ts'
import { passkeyRefusal } from './passkey-refusal.ts'

const refused = (details: unknown) => new ServerRejected({ message: 'no', path: 'x', info: 'no', details })

describe('passkeyRefusal: what a refusal of a passkey or confirmed call means', () => {
  it('reads each flag of CONTRACT.md "Passkeys"', () => {
    expect(passkeyRefusal(refused({ confirm_required: true, action: 'payout' }))).toBe('confirmRequired')
    expect(passkeyRefusal(refused({ password_required: true }))).toBe('passwordRequired')
    expect(passkeyRefusal(refused({ unknown_passkey: true }))).toBe('unknownPasskey')
    expect(passkeyRefusal(refused({ passkey_expired: true }))).toBe('expired')
    expect(passkeyRefusal(refused({ passkey_failed: true }))).toBe('failed')
    expect(passkeyRefusal(refused({ passkey_host: true }))).toBe('host')
  })

  it('is null for any other answer or error', () => {
    expect(passkeyRefusal(refused(undefined))).toBeNull()
    expect(passkeyRefusal(refused({ retry_after: 30 }))).toBeNull()
    expect(passkeyRefusal(refused({ confirm_required: 'yes' }))).toBeNull()
    expect(passkeyRefusal(new NetworkError({ message: 'down', path: 'x' }))).toBeNull()
  })
})
