import { rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, key, registerUser, run, type Session, signIn, startTestSim } from './support.ts'

// Issue 27: the boards are computed from real users over the India week and month, on the sim clock, and the
// signed-in user sees their own row (user/my_ranking) even outside the page of the board they read.

const day = 86_400_000
// The test sim starts on Monday 1 June 2026, 15:50 IST: the first day of both a week and a month.
const NEXT_MONDAY = Date.UTC(2026, 5, 7, 18, 30) // Monday 8 June, 00:00 IST
const NEXT_MONTH = Date.UTC(2026, 5, 30, 18, 30) // 1 July, 00:00 IST

describe('ranking boards on the sim clock', () => {
  let sim: RunningSim
  let asha: Session

  beforeAll(async () => {
    sim = await startTestSim({ tokenTtlMs: 90 * day })
    asha = await signIn(sim, EMPTY_DEMO)
  })
  afterAll(() => sim.close())

  const moveTo = (at: number) => sim.advanceClock(at - sim.sim.clock.now())

  async function invite(name: string, mob: string): Promise<Session> {
    return registerUser(sim, { name, mob, inviteCode: EMPTY_DEMO.code })
  }

  async function board(filed: string, limit = 50) {
    const response = await fetch(`${sim.url}/api/user/ranking?filed=${filed}&limit=${limit}`, {
      headers: { token: asha.token.value ?? '' },
    })
    return ((await response.json()) as { data: { member: { code: string }; rank: number }[] }).data
  }

  it('counts this week’s invitations and team deposits, with the user’s own row outside the page it reads', async () => {
    const empty = await run(asha.client.ranking.mine('invite'))
    expect(empty).toMatchObject({ rank: null, entry: { invite: 0, inviteMonth: 0, team: 0 } })
    expect(empty.start).toBe('2026-06-01 00:00:00')
    expect(empty.end).toBe('2026-06-08 00:00:00')

    const meera = await invite('Demo Juniper', '9400000001')
    await invite('Demo Garnet', '9400000002')
    const order = await run(meera.client.pay.create({ amount: rupees(1500), tp: 0, channelId: 2 }, key()))
    expect((await fetch(order.url, { method: 'POST' })).status).toBe(200)

    const week = await run(asha.client.ranking.mine('invite'))
    expect(week.entry).toMatchObject({
      member: { name: 'Demo Newcomer', code: EMPTY_DEMO.code },
      invite: 2,
      inviteMonth: 2,
      team: rupees(1500),
      teamMonth: rupees(1500),
    })
    // Her place on the whole board; the first page of one row does not hold her, her own row still says where.
    const full = await board('invite')
    expect(full.find((entry) => entry.member.code === EMPTY_DEMO.code)?.rank).toBe(week.rank)
    expect(week.rank).toBeGreaterThan(1)
    const first = await board('invite', 1)
    expect(first.map((entry) => entry.rank)).toEqual([1])
    expect(first[0]?.member.code).not.toBe(EMPTY_DEMO.code)
    expect((await run(asha.client.ranking.mine('team'))).rank).toBeGreaterThan(0)
  })

  it('starts the week boards again at Monday 00:00 IST, and the month boards on the 1st', async () => {
    moveTo(NEXT_MONDAY - 5_000)
    expect((await run(asha.client.ranking.mine('invite'))).entry.invite).toBe(2)
    expect((await run(asha.client.ranking.mine('team'))).entry.team).toBe(rupees(1500))

    moveTo(NEXT_MONDAY + 5_000)
    const week = await run(asha.client.ranking.mine('invite'))
    expect(week).toMatchObject({ rank: null, entry: { invite: 0, inviteMonth: 2, team: 0 } })
    expect(week.start).toBe('2026-06-08 00:00:00')
    expect((await run(asha.client.ranking.mine('team'))).rank).toBeNull()
    expect((await board('invite')).some((entry) => entry.member.code === EMPTY_DEMO.code)).toBe(false)
    const month = await run(asha.client.ranking.mine('invite_moth'))
    expect(month.rank).toBeGreaterThan(0)
    expect(month.entry).toMatchObject({ inviteMonth: 2, teamMonth: rupees(1500) })
    expect([month.start, month.end]).toEqual(['2026-06-01 00:00:00', '2026-07-01 00:00:00'])

    moveTo(NEXT_MONTH - 5_000)
    expect((await run(asha.client.ranking.mine('invite_moth'))).entry.inviteMonth).toBe(2)
    moveTo(NEXT_MONTH + 5_000)
    const july = await run(asha.client.ranking.mine('team_month'))
    expect(july).toMatchObject({ rank: null, entry: { inviteMonth: 0, teamMonth: 0 } })
    expect(july.start).toBe('2026-07-01 00:00:00')
  })
})
