import type { OwnRanking, RankingEntry, RewardEntry, TeamMember, TeamSummary } from '@mandi/api-client'
import { paise, rupees } from '@mandi/domain'

export const rewards: RewardEntry[] = [
  { code: '200145', name: 'Demo Olive', amount: paise(5000), createdAt: '2026-11-20 10:00:00' },
  { code: '200146', name: 'Demo Plum', amount: paise(12050), createdAt: '2026-11-19 10:00:00' },
]

export const teamSummary: TeamSummary = {
  peopleCount: 12,
  depositorsCount: 5,
  depositAmount: paise(4_500_000),
  payoutAmount: paise(1_200_050),
}

export const members: TeamMember[] = [
  { name: 'Demo Acorn', code: '200201', payoutAmount: paise(60000), createdAt: '2026-11-02 09:30:00' },
  { name: 'Demo Birch', code: '200202', payoutAmount: paise(0), createdAt: '2026-11-05 18:10:00' },
]

/** Team figures are money (deposits credited to the team), invite figures counts of people. */
export const rankingEntries: RankingEntry[] = Array.from({ length: 6 }, (_, index) => ({
  member: { name: `Member ${index + 1}`, code: String(210000 + index) },
  team: rupees(90000 - index * 1000),
  teamMonth: rupees(300000 - index * 5000),
  invite: 40 - index,
  inviteMonth: 120 - index * 3,
  rank: index + 1,
}))

/** The signed-in user's row (user/my_ranking): rank 57, outside the list above; the week of 8 June 2026. */
export const ownRanking: OwnRanking = {
  rank: 57,
  entry: {
    member: { name: 'Demo Trader', code: '100001' },
    team: rupees(12000),
    teamMonth: rupees(48000),
    invite: 2,
    inviteMonth: 4,
    rank: 57,
  },
  start: '2026-06-08 00:00:00',
  end: '2026-06-15 00:00:00',
}
