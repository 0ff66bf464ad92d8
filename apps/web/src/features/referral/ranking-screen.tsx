import type { RankingFilter } from '@mandi/domain'
import { useState } from 'react'
import { rankingApi } from '../../api/calls/ranking.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { RankingView } from './ranking-view.tsx'
import './strings.ts'

/**
 * /ranking container: each tab asks user/ranking with its `filed` (team, team_month, invite, invite_moth), and
 * user/my_ranking for the signed-in user's own row on it (and the period the board covers).
 */
export function RankingScreen() {
  const [board, setBoard] = useState<RankingFilter>('team')
  const query = useApiQuery(`ranking:${board}`, () => rankingApi.list(board))
  const own = useApiQuery(`ranking:mine:${board}`, () => rankingApi.mine(board), { isEmpty: () => false })
  return (
    <RankingView
      board={board}
      status={viewStatus(query.state)}
      items={dataOf(query.state, [])}
      own={{ status: viewStatus(own.state), data: dataOf(own.state, null) }}
      onBoardChange={setBoard}
      onRetry={query.reload}
      onRetryOwn={own.reload}
    />
  )
}
