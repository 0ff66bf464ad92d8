import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { MiningProduct } from '../schemas/mining.ts'
import { type Call, type CallContext, getData, postFormAck } from './context.ts'

export interface MiningOrderInput {
  readonly miningId: number
  readonly num: number
}

export interface MiningCalls {
  /** GET mining/list (an extension of §7, see CONTRACT.md): the plans on offer. */
  readonly list: () => Call<readonly MiningProduct[]>
  readonly info: (id: number) => Call<MiningProduct>
  /** POST mining/creat_order; the answer's info is the alert text (§2 /buy). */
  readonly createOrder: (input: MiningOrderInput, idempotencyKey: string) => Call<Ack>
}

export function miningCalls(c: CallContext): MiningCalls {
  return {
    list: () => getData(c, 'mining/list', {}, Schema.Array(MiningProduct)),
    info: (id) => getData(c, 'mining/info', { id }, MiningProduct),
    createOrder: (input, idempotencyKey) =>
      postFormAck(c, 'mining/creat_order', { mining_id: input.miningId, num: input.num }, idempotencyKey),
  }
}
