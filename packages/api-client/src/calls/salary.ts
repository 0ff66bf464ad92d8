import { Schema } from 'effect'
import { SalaryLog } from '../schemas/salary.ts'
import { WithdrawalRecord } from '../schemas/wallet-record.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface SalaryCalls {
  /** GET payout/salary_log. */
  readonly logs: () => Call<ReadonlyArray<SalaryLog>>
  /** GET payout/salary_list: salary withdrawals. */
  readonly withdrawals: () => Call<ReadonlyArray<WithdrawalRecord>>
}

export function salaryCalls(c: CallContext): SalaryCalls {
  return {
    logs: () => getData(c, 'payout/salary_log', {}, Schema.Array(SalaryLog)),
    withdrawals: () => getData(c, 'payout/salary_list', {}, Schema.Array(WithdrawalRecord)),
  }
}
