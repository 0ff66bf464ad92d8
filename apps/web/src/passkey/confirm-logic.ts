import type { ConfirmAction } from '@mandi/api-client'
import { moneyConfirmMachine } from '@mandi/state-machines'
import { fromPromise } from 'xstate'
import { runCall } from '../api/first-read.ts'
import { lazyCalls } from '../api/lazy-calls.ts'

const ceremonies = () => import('./ceremonies.ts')

/**
 * The confirmation of money calls, bound to the app (issue 28): the screen machines of /payout, /bind_card,
 * /update_bank and /changeloginpass take it as their `confirm` actor. The WebAuthn library and the passkey calls
 * (with Effect) load on first use, so /payout paints without them (issue 30).
 */
export const moneyConfirm = moneyConfirmMachine.provide({
  actors: {
    passkey: fromPromise(async ({ input }: { input: { action: ConfirmAction } }) =>
      (await ceremonies()).confirmWithPasskey(input.action),
    ),
    confirmPassword: fromPromise(
      async ({ input }: { input: { action: ConfirmAction; password: string } }) =>
        (
          await runCall(() =>
            lazyCalls.passkey().then((api) => api.confirmPassword(input.password, input.action)),
          )
        ).confirmToken,
    ),
  },
})
