import { check, text } from '../http/args.ts'
import type { Router } from '../http/router.ts'
import { ok, timestamp } from '../http/wire.ts'
import { cancelDeposit, submitTransferReference } from '../services/transfer-desk.ts'

/**
 * Contract extensions of the bank-transfer journey (CONTRACT.md, "Back office"): the UTR of a transfer the
 * user made (`pay/reference`), and cancelling an order not paid (`pay/cancel`). Both are safe to repeat.
 */
export function transferRoutes(r: Router): void {
  r.post('pay/reference', ({ sim, userId, args }) => {
    const order = text(args, 'order_num').trim()
    const utr = check('transfer.utr', text(args, 'utr').trim())
    const { checkAt } = submitTransferReference(sim.db, userId, order, utr, sim.clock.now())
    return ok({ order_num: order, stage: 'checking', check_by: timestamp(checkAt) }, 'UTR received')
  })

  r.post('pay/cancel', ({ sim, userId, args }) => {
    const order = text(args, 'order_num').trim()
    cancelDeposit(sim.db, userId, order, sim.clock.now())
    return ok({ order_num: order, stage: 'cancelled' }, 'Order cancelled')
  })
}
