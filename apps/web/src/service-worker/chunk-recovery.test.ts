import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, type RecoveryEnvironment, withChunkRecovery } from './chunk-recovery.ts'

function environment(overrides: Partial<RecoveryEnvironment> = {}) {
  const stored = new Map<string, string>()
  return {
    online: () => true,
    now: () => 1_000_000,
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    reload: vi.fn(),
    ...overrides,
  }
}

const gone = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /app/assets/x.js'))
const Screen = () => null

describe('withChunkRecovery', () => {
  it('passes a loaded screen through', async () => {
    await expect(withChunkRecovery(async () => Screen, environment())()).resolves.toBe(Screen)
  })

  it('reloads once into the new build when a chunk is gone, and not again right after', async () => {
    const env = environment()
    void withChunkRecovery(gone, env)()
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1))
    await expect(withChunkRecovery(gone, env)()).rejects.toThrow(/dynamically imported/)
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload offline or for an error in the screen code itself', async () => {
    const offline = environment({ online: () => false })
    await expect(withChunkRecovery(gone, offline)()).rejects.toThrow()
    const broken = environment()
    await expect(withChunkRecovery(() => Promise.reject(new Error('boom')), broken)()).rejects.toThrow('boom')
    expect(offline.reload).not.toHaveBeenCalled()
    expect(broken.reload).not.toHaveBeenCalled()
  })

  it('recognises the chunk errors of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false)
  })
})
