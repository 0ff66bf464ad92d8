import type { RankingFilter } from '@mandi/domain'
import { tKey } from '../../i18n/i18n.tsx'

/** The §2 tab label of each ranking board (domain RANKING_TAB_LABELS, translated). */
export const BOARD_LABELS = {
  team: tKey('referral.board.team'),
  team_month: tKey('referral.board.team_month'),
  invite: tKey('referral.board.invite'),
  invite_moth: tKey('referral.board.invite_moth'),
} as const satisfies Record<RankingFilter, string>
