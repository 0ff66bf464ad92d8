import type { RankingFilter } from '@mandi/domain'
import { useState } from 'react'
import { RankingRewardsView } from './ranking-rewards-view.tsx'
import './strings.ts'

/** /rw container: only the selected tab; the tables are constants. */
export function RankingRewardsScreen() {
  const [board, setBoard] = useState<RankingFilter>('team')
  return <RankingRewardsView board={board} onBoardChange={setBoard} />
}
