import { Schema } from 'effect'
import { SalaryLog } from '../schemas/salary.ts'
import { WithdrawalRecord } from '../schemas/wallet-record.ts'
import { type Call, type CallContext, getData, pageParam } from './context.ts'

export interface SalaryCalls {
  /** GET payout/salary_log. */
  readonly logs: (page?: number) => Call<ReadonlyArray<SalaryLog>>
  /** GET payout/salary_list: salary withdrawals. */
  readonly withdrawals: (page?: number) => Call<ReadonlyArray<WithdrawalRecord>>
}

export function salaryCalls(c: CallContext): SalaryCalls {
  return {
    logs: (page) => getData(c, 'payout/salary_log', pageParam(page), Schema.Array(SalaryLog)),
    withdrawals: (page) => getData(c, 'payout/salary_list', pageParam(page), Schema.Array(WithdrawalRecord)),
  }
}
