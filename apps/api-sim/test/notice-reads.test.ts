import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, RICH_DEMO, run, signIn, startTestSim } from './support.ts'

// Issue 27: the bell counts the announcements this user has not opened, kept per user on the server.

describe('unread announcements', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim()
  })
  afterAll(() => sim.close())

  it('counts per user what notice/info has not shown them yet', async () => {
    const rich = await signIn(sim, RICH_DEMO)
    const empty = await signIn(sim, EMPTY_DEMO)
    const notices = await run(rich.client.notice.list())
    expect(notices.length).toBeGreaterThan(2)
    expect(notices.every((notice) => notice.read === false)).toBe(true)
    expect(await run(rich.client.notice.unread())).toEqual({ count: notices.length })

    const [first, second] = notices
    expect((await run(rich.client.notice.info(first?.id ?? 0))).read).toBe(true)
    await run(rich.client.notice.info(first?.id ?? 0))
    expect(await run(rich.client.notice.unread())).toEqual({ count: notices.length - 1 })
    await run(rich.client.notice.info(second?.id ?? 0))
    expect(await run(rich.client.notice.unread())).toEqual({ count: notices.length - 2 })
    const after = await run(rich.client.notice.list())
    expect(after.filter((notice) => notice.read).map((notice) => notice.id)).toEqual([first?.id, second?.id])

    // Another user's reads are their own.
    expect(await run(empty.client.notice.unread())).toEqual({ count: notices.length })
  })
})
