import type { RankingFilter } from '@mandi/domain'
import { useState } from 'react'
import { RwView } from './rw-view.tsx'
import './strings.ts'

/** /rw container: only the selected tab; the tables are constants. */
export function RwScreen() {
  const [board, setBoard] = useState<RankingFilter>('team')
  return <RwView board={board} onBoardChange={setBoard} />
}
