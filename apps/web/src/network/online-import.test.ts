import { describe, expect, it, vi } from 'vitest'
import { OfflineImportError, onlineOnly } from './online-import.ts'

describe('onlineOnly', () => {
  it('does not import while offline, and imports at the next attempt online', async () => {
    let online = false
    const load = vi.fn(async () => 'module')
    const guarded = onlineOnly(load, () => online)
    await expect(guarded()).rejects.toBeInstanceOf(OfflineImportError)
    await expect(guarded()).rejects.toThrow(TypeError)
    expect(load).not.toHaveBeenCalled()
    online = true
    await expect(guarded()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })
  it('gives a module it loaded offline too, and a failure offline reads as a network error', async () => {
    let online = true
    const load = vi.fn(async () => 'module')
    const guarded = onlineOnly(load, () => online)
    await guarded()
    online = false
    await expect(guarded()).resolves.toBe('module')
    const failure = await onlineOnly(load, () => false)().catch((error: unknown) => error)
    expect(failure).toMatchObject({ _tag: 'NetworkError' })
  })
})
