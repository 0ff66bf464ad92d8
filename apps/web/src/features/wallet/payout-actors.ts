import type { Paise } from '@mandi/domain'
import type { WithdrawalOutcome } from '@mandi/state-machines'
import { fromPromise } from 'xstate'
import { bankApi } from '../../api/calls/bank.ts'
import { payoutApi } from '../../api/calls/payout.ts'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { moneyConfirm } from '../../passkey/confirm-logic.ts'

interface Bank {
  id: number
  bankName: string
  account: string
  holder: string
}

interface WithdrawalRequest {
  readonly amount: Paise
  readonly bankId: number
  readonly source: 0 | 1
  readonly idempotencyKey: string
  readonly confirmToken?: string
}

/** The named actors of the withdrawal machine, wired to the api-client. */
export function payoutActors() {
  return {
    loadBanks: fromPromise<Bank[], void>(async () =>
      (await toPromise(bankApi.list())).map((bank) => ({
        id: bank.id,
        bankName: bank.bankName,
        account: bank.bankAccount,
        holder: bank.accountHolder,
      })),
    ),
    // §9: the fee percent is the payout_fee config value, e.g. "10"; the domain quote reads it as text.
    loadFeePercent: fromPromise<number | string, void>(
      async () => (await toPromise(userApi.config('payout_fee'))).value,
    ),
    loadBalances: fromPromise<{ balance: Paise; salary: Paise }, void>(async () => {
      const user = await toPromise(userApi.info())
      return { balance: user.balance, salary: user.salary }
    }),
    // The receipt (order_num, amount, fee) is an extension of §7; without it only the info is known.
    createWithdrawal: fromPromise<WithdrawalOutcome, WithdrawalRequest>(async ({ input }) => {
      const ack = await toPromise(
        payoutApi.create(
          { amount: input.amount, bankId: input.bankId, tp: input.source, confirmToken: input.confirmToken },
          input.idempotencyKey,
        ),
      )
      return { info: ack.info || undefined, ...ack.receipt }
    }),
    // A user with a passkey confirms the withdrawal with it, or the password (issue 28).
    confirm: moneyConfirm,
  }
}
