import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { withPriceGuard } from '../price-guard.ts'
import { MiningOrder, MiningProduct } from '../schemas/mining.ts'
import { type Call, type CallContext, type GuardedCall, getData, postFormAck } from './context.ts'

export interface MiningOrderInput {
  readonly miningId: number
  readonly num: number
  /**
   * The plan's unit price the user saw (wire `price`, an extension of §7). When sent, a different current
   * price fails with PriceChanged and nothing is charged. Send it.
   */
  readonly price?: Paise
}

/** A page of a paged list (CONTRACT.md "mining/orders"): page 1, 2, … of `limit` rows (at most 50). */
export interface PageRequest {
  readonly page?: number
  readonly limit?: number
}

export interface MiningCalls {
  /** GET mining/list (an extension of §7, see CONTRACT.md): the plans on offer. */
  readonly list: () => Call<readonly MiningProduct[]>
  readonly info: (id: number) => Call<MiningProduct>
  /** POST mining/creat_order; the answer's info is the alert text (§2 /buy). */
  readonly createOrder: (input: MiningOrderInput, idempotencyKey: string) => GuardedCall<Ack>
  /** GET mining/orders (an extension of §7, see CONTRACT.md): the plans the user bought, newest first. */
  readonly orders: (page?: PageRequest) => Call<readonly MiningOrder[]>
}

export function miningCalls(c: CallContext): MiningCalls {
  return {
    list: () => getData(c, 'mining/list', {}, Schema.Array(MiningProduct)),
    info: (id) => getData(c, 'mining/info', { id }, MiningProduct),
    createOrder: (input, idempotencyKey) =>
      withPriceGuard(
        postFormAck(
          c,
          'mining/creat_order',
          {
            mining_id: input.miningId,
            num: input.num,
            price: input.price === undefined ? undefined : paiseToRupeeString(input.price),
          },
          idempotencyKey,
        ),
      ),
    orders: (page = {}) =>
      getData(c, 'mining/orders', { page: page.page, limit: page.limit }, Schema.Array(MiningOrder)),
  }
}
