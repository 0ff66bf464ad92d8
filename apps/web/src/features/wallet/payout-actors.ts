import { firstReads } from '@mandi/api-client/first-reads'
import type { Paise } from '@mandi/domain'
import type { WithdrawalOutcome } from '@mandi/state-machines'
import { fromPromise } from 'xstate'
import { firstRead, runCall } from '../../api/first-read.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
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

/**
 * The named actors of the withdrawal machine, wired to the api-client. The three loads are first reads
 * (issue 30): the boot script's answers are decoded with the calls' plans, and the call groups (with Effect)
 * load only when an answer is not a plain success, on Retry, or for the withdrawal itself.
 */
export function payoutActors() {
  return {
    loadBanks: fromPromise<Bank[], void>(async ({ signal }) =>
      (await firstRead(firstReads.bankList(), () => lazyCalls.bank().then((api) => api.list()), signal)).map(
        (bank) => ({
          id: bank.id,
          bankName: bank.bankName,
          account: bank.bankAccount,
          holder: bank.accountHolder,
        }),
      ),
    ),
    // §9: the fee percent is the payout_fee config value, e.g. "10"; the domain quote reads it as text.
    loadFeePercent: fromPromise<number | string, void>(
      async ({ signal }) =>
        (
          await firstRead(
            firstReads.config('payout_fee'),
            () => lazyCalls.user().then((api) => api.config('payout_fee')),
            signal,
          )
        ).value,
    ),
    loadBalances: fromPromise<{ balance: Paise; salary: Paise }, void>(async ({ signal }) => {
      const user = await firstRead(
        firstReads.userInfo(),
        () => lazyCalls.user().then((api) => api.info()),
        signal,
      )
      return { balance: user.balance, salary: user.salary }
    }),
    // The receipt (order_num, amount, fee) is an extension of §7; without it only the info is known.
    createWithdrawal: fromPromise<WithdrawalOutcome, WithdrawalRequest>(async ({ input }) => {
      const ack = await runCall(() =>
        lazyCalls.payout().then((api) =>
          api.create(
            {
              amount: input.amount,
              bankId: input.bankId,
              tp: input.source,
              confirmToken: input.confirmToken,
            },
            input.idempotencyKey,
          ),
        ),
      )
      return { info: ack.info || undefined, ...ack.receipt }
    }),
    // A user with a passkey confirms the withdrawal with it, or the password (issue 28).
    confirm: moneyConfirm,
  }
}
