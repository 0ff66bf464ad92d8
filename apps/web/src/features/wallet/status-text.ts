import { type DepositStage, depositStatusLabel, withdrawalStatusLabel } from '@mandi/domain'
import type { StatusTone } from '@mandi/ui-kit'
import { tKey } from '../../i18n/i18n.tsx'

// §4 labels come from @mandi/domain; this maps each to its catalogue key and a colour that repeats it.
const LABELS = {
  Unpaid: { key: tKey('wallet.status.unpaid'), tone: 'warning' },
  Success: { key: tKey('wallet.status.success'), tone: 'success' },
  'Pending in bank': { key: tKey('wallet.status.pending'), tone: 'warning' },
  Refund: { key: tKey('wallet.status.refund'), tone: 'danger' },
} as const satisfies Record<string, { key: string; tone: StatusTone }>

export type RecordKind = 'deposit' | 'withdraw'

/** The status label key and tone of a deposit or withdrawal record (spec §4). */
export function recordStatus(kind: RecordKind, status: number): { key: string; tone: StatusTone } {
  return LABELS[kind === 'deposit' ? depositStatusLabel(status) : withdrawalStatusLabel(status)]
}

const STAGES = {
  unpaid: LABELS.Unpaid,
  paid: LABELS.Success,
  checking: { key: tKey('wallet.stage.checking'), tone: 'warning' },
  refused: { key: tKey('wallet.stage.refused'), tone: 'danger' },
  cancelled: { key: tKey('wallet.stage.cancelled'), tone: 'neutral' },
} as const satisfies Record<DepositStage, { key: string; tone: StatusTone }>

/** A deposit's label by its stage (the back office extension; §4's Unpaid and Success where they apply). */
export function depositStageStatus(stage: DepositStage): { key: string; tone: StatusTone } {
  return STAGES[stage]
}
