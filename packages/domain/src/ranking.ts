/** §4, §7: user/ranking `filed` values, in the order of the §2 tabs. */
export const RANKING_FILTERS = ['team', 'team_month', 'invite', 'invite_moth'] as const
export type RankingFilter = (typeof RANKING_FILTERS)[number]

/** §2: the ranking and prize tab labels. */
export const RANKING_TAB_LABELS = {
  team: 'Team Weekly',
  team_month: 'Team Monthly',
  invite: 'L1 Weekly',
  invite_moth: 'L1 Monthly',
} as const satisfies Record<RankingFilter, string>

/** §2: the top three are highlighted; the list below them starts at rank 4. */
export const RANKING_HIGHLIGHTED_COUNT = 3

export type PrizeRow = {
  /** First and last rank of the row, inclusive. */
  readonly fromRank: number
  readonly toRank: number
  /** The prize in thousands of rupees (§9 'k'): 1500 means ₹15,00,000. */
  readonly thousandsOfRupees: number
  /** The prize as §9 writes it. */
  readonly label: string
}

const row = (fromRank: number, toRank: number, thousandsOfRupees: number, label = `${thousandsOfRupees}k`) =>
  ({ fromRank, toRank, thousandsOfRupees, label }) as const

/** §9: the prize tables of the four ranking boards. */
export const PRIZE_TABLES = {
  team: [
    row(1, 1, 1500, 'a vehicle worth 1500k'),
    row(2, 6, 150),
    row(7, 16, 80),
    row(17, 36, 20),
    row(37, 86, 5),
  ],
  team_month: [row(1, 1, 7000), row(2, 6, 1500), row(7, 16, 150), row(17, 46, 10)],
  invite: [row(1, 1, 150), row(2, 3, 80), row(4, 6, 20)],
  invite_moth: [row(1, 1, 1500), row(2, 6, 150), row(7, 16, 80)],
} as const satisfies Record<RankingFilter, readonly PrizeRow[]>

/** The prize row covering a rank on a board, or undefined when the rank wins nothing. */
export function prizeForRank(board: RankingFilter, rank: number): PrizeRow | undefined {
  return PRIZE_TABLES[board].find((r) => rank >= r.fromRank && rank <= r.toRank)
}

/** How a row's ranks read: "1" for a single rank, "2-6" for a range. */
export function rankRangeLabel(prize: PrizeRow): string {
  return prize.fromRank === prize.toRank ? String(prize.fromRank) : `${prize.fromRank}-${prize.toRank}`
}
