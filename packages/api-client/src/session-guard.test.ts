import { describe, expect, it } from 'vitest'
import { createSessionGuard } from './session-guard.ts'

describe('session guard', () => {
  it('fires once per token and re-arms only for a new token', () => {
    let fired = 0
    const guard = createSessionGuard(() => (fired += 1))
    guard.noteRequest('a')
    guard.invalidate('a')
    guard.invalidate('a')
    guard.noteRequest(undefined)
    guard.invalidate(undefined)
    expect(fired).toBe(1)
    guard.noteRequest('b')
    guard.invalidate('a')
    expect(fired).toBe(1)
    guard.invalidate('b')
    expect(fired).toBe(2)
  })

  it('keeps working when the handler throws', async () => {
    const thrown: unknown[] = []
    const onError = (error: unknown) => thrown.push(error)
    process.on('uncaughtException', onError)
    try {
      let fired = 0
      const guard = createSessionGuard(() => {
        fired += 1
        throw new Error('handler broke')
      })
      expect(() => guard.invalidate('a')).not.toThrow()
      guard.noteRequest('b')
      guard.invalidate('b')
      expect(fired).toBe(2)
      await new Promise((resolve) => setTimeout(resolve, 10))
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(thrown).toHaveLength(2)
  })
})
