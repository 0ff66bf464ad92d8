import { positionSellMachine, type SellRequest } from '@mandi/state-machines'
import { createActor, fromPromise } from 'xstate'
import { runCall } from '../../api/first-read.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'

const actors = {
  // Not aborted with the screen: a sale on its way is finished by the server either way, as before.
  sell: fromPromise<string | undefined, SellRequest>(async ({ input }) => {
    const { idempotencyKey, ...sell } = input
    return (await runCall(() => lazyCalls.product().then((api) => api.sell(sell, idempotencyKey)))).info
  }),
}

const machine = positionSellMachine.provide({ actors })

/**
 * Quick Sell's machine on /position, in a module of its own: XState and the machine load with the first touch on
 * the page or the first Sell (issue 30), not with the list's first paint (machines/use-lazy-actor.ts).
 */
export function startPositionSell() {
  return createActor(machine).start()
}
