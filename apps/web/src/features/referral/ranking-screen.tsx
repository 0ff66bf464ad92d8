import type { RankingFilter } from '@mandi/domain'
import { useState } from 'react'
import { rankingApi } from '../../api/calls/ranking.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { RankingView } from './ranking-view.tsx'
import './strings.ts'

/** /ranking container: each tab asks user/ranking with its `filed` (team, team_month, invite, invite_moth). */
export function RankingScreen() {
  const [board, setBoard] = useState<RankingFilter>('team')
  const query = useApiQuery(`ranking:${board}`, () => rankingApi.list(board))
  return (
    <RankingView
      board={board}
      status={viewStatus(query.state)}
      items={dataOf(query.state, [])}
      onBoardChange={setBoard}
      onRetry={query.reload}
    />
  )
}
