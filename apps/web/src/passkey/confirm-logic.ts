import type { ConfirmAction } from '@mandi/api-client'
import { moneyConfirmMachine } from '@mandi/state-machines'
import { fromPromise } from 'xstate'
import { passkeyApi } from '../api/calls/passkey.ts'
import { toPromise } from '../api/to-promise.ts'

const ceremonies = () => import('./ceremonies.ts')

/**
 * The confirmation of money calls, bound to the app (issue 28): the screen machines of /payout, /bind_card,
 * /update_bank and /changeloginpass take it as their `confirm` actor. The WebAuthn library loads on first use.
 */
export const moneyConfirm = moneyConfirmMachine.provide({
  actors: {
    passkey: fromPromise(async ({ input }: { input: { action: ConfirmAction } }) =>
      (await ceremonies()).confirmWithPasskey(input.action),
    ),
    confirmPassword: fromPromise(
      async ({ input }: { input: { action: ConfirmAction; password: string } }) =>
        (await toPromise(passkeyApi.confirmPassword(input.password, input.action))).confirmToken,
    ),
  },
})
