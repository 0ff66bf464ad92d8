import { Data, Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { toPromise } from './to-promise.ts'

class ServerRejected extends Data.TaggedError('ServerRejected')<{ readonly info: string }> {}

describe('toPromise', () => {
  it('resolves with the success value', async () => {
    await expect(toPromise(Effect.succeed([1, 2]))).resolves.toEqual([1, 2])
  })

  it('rejects with the tagged error value itself', async () => {
    const error = new ServerRejected({ info: 'Wrong password' })
    const caught = await toPromise(Effect.fail(error)).catch((reason: unknown) => reason)
    expect(caught).toBe(error)
    expect(caught).toMatchObject({ _tag: 'ServerRejected', info: 'Wrong password' })
  })

  it('stops the effect when the signal aborts', async () => {
    const controller = new AbortController()
    let finished = false
    const running = toPromise(
      Effect.sleep('1 second').pipe(Effect.tap(() => Effect.sync(() => (finished = true)))),
      controller.signal,
    )
    controller.abort()
    await expect(running).rejects.toBeDefined()
    expect(finished).toBe(false)
  })
})
