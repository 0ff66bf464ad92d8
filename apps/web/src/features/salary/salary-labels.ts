import {
  type SalaryLogLabel,
  salaryLogLabel,
  salaryWithdrawalStatusLabel,
  type WithdrawalStatusLabel,
} from '@mandi/domain'
import type { StatusTone } from '@mandi/ui-kit'
import { tKey } from '../../i18n/i18n.tsx'

// The domain maps the status (spec §4); these tables only translate the label and pick its colour.
const LOG: Record<SalaryLogLabel, { key: string; tone: StatusTone }> = {
  Unpaid: { key: tKey('salary.status.unpaid'), tone: 'warning' },
  Created: { key: tKey('salary.status.created'), tone: 'success' },
}
const WITHDRAWAL: Record<WithdrawalStatusLabel, { key: string; tone: StatusTone }> = {
  'Pending in bank': { key: tKey('salary.status.pending'), tone: 'warning' },
  Refund: { key: tKey('salary.status.refund'), tone: 'danger' },
  Success: { key: tKey('salary.status.success'), tone: 'success' },
}

export const salaryLogStatus = (status: number) => LOG[salaryLogLabel(status)]
export const salaryWithdrawalStatus = (status: number) => WITHDRAWAL[salaryWithdrawalStatusLabel(status)]
