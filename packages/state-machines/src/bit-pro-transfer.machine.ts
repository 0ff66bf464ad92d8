import { assign, emit, setup } from 'xstate'
import type { BitProInvestment } from './bit-pro-invest.machine.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { keyAfterFailure } from './shared/form-failure.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'

export type TransferKind = 'principal' | 'profit'

export interface BitProTransferContext {
  id: number
  investment: BitProInvestment | null
  /** One key per kind: a retried profit transfer must not reuse the principal's key. */
  idempotencyKeys: Record<TransferKind, string | null>
}

export type BitProTransferEvent =
  | { type: 'transferProfit' }
  /** Opens the confirmation: an early principal transfer incurs a penalty (§4). */
  | { type: 'transferPrincipal' }
  | { type: 'confirm' }
  | { type: 'cancel' }

export type BitProTransferEmitted = NoticeEmitted | SessionInvalidEmitted

export interface TransferRequest {
  id: number
  idempotencyKey: string
}

export const bitProTransferMachine = setup({
  types: {
    context: {} as BitProTransferContext,
    events: {} as BitProTransferEvent,
    input: {} as { id: number },
    emitted: {} as BitProTransferEmitted,
  },
  actors: {
    /** GET pro/info. */
    loadInvestment: notProvided<BitProInvestment, { id: number }>('loadInvestment'),
    /** POST pro/transfer. */
    transferPrincipal: notProvided<string | undefined, TransferRequest>('transferPrincipal'),
    /** POST pro/transfer_amount. */
    transferProfit: notProvided<string | undefined, TransferRequest>('transferProfit'),
  },
  actions: {
    ensureKey: assign(({ context }, params: { kind: TransferKind }) => ({
      idempotencyKeys: {
        ...context.idempotencyKeys,
        [params.kind]: context.idempotencyKeys[params.kind] ?? randomIdempotencyKey(),
      },
    })),
    succeeded: emit(({ event }) => ({
      type: 'toast' as const,
      message: (event as { output?: string }).output || 'Success',
    })),
    failed: emit(({ event }) => noticeFor(errorOf(event), 'toast')),
    keepKeyIfUnknown: assign(({ context, event }, params: { kind: TransferKind }) => ({
      idempotencyKeys: {
        ...context.idempotencyKeys,
        [params.kind]: keyAfterFailure(context.idempotencyKeys[params.kind], errorOf(event)),
      },
    })),
    forgetKey: assign(({ context }, params: { kind: TransferKind }) => ({
      idempotencyKeys: { ...context.idempotencyKeys, [params.kind]: null },
    })),
  },
}).createMachine({
  id: 'bitProTransfer',
  context: ({ input }) => ({
    id: input.id,
    investment: null,
    idempotencyKeys: { principal: null, profit: null },
  }),
  // Two regions: the investment loads (first visit, and again after each transfer) beside the transfers, so
  // both Transfer buttons, shown with the figures while they refresh, are taken meanwhile (on a slow network
  // a tap must never be dropped). The server decides whether a transfer is still possible.
  type: 'parallel',
  states: {
    investment: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadInvestment',
            src: 'loadInvestment',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ investment: event.output })) },
            onError: { target: 'shown', actions: 'failed' },
          },
        },
        shown: {},
      },
    },
    transfer: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            transferProfit: {
              target: 'transferringProfit',
              actions: { type: 'ensureKey', params: { kind: 'profit' } },
            },
            transferPrincipal: { target: 'confirmingPrincipal' },
          },
        },
        confirmingPrincipal: {
          on: {
            confirm: {
              target: 'transferringPrincipal',
              actions: { type: 'ensureKey', params: { kind: 'principal' } },
            },
            cancel: { target: 'idle' },
          },
        },
        // Neither transferring state takes another tap: one tap, one request. A success loads the
        // investment again from the start (a reload still on its way may predate this transfer).
        transferringPrincipal: {
          invoke: {
            id: 'transferPrincipal',
            src: 'transferPrincipal',
            input: ({ context }) => ({
              id: context.id,
              idempotencyKey: context.idempotencyKeys.principal as string,
            }),
            onDone: {
              target: ['#bitProTransfer.transfer.idle', '#bitProTransfer.investment.loading'],
              actions: ['succeeded', { type: 'forgetKey', params: { kind: 'principal' } }],
            },
            onError: {
              target: 'idle',
              actions: ['failed', { type: 'keepKeyIfUnknown', params: { kind: 'principal' } }],
            },
          },
        },
        transferringProfit: {
          invoke: {
            id: 'transferProfit',
            src: 'transferProfit',
            input: ({ context }) => ({
              id: context.id,
              idempotencyKey: context.idempotencyKeys.profit as string,
            }),
            onDone: {
              target: ['#bitProTransfer.transfer.idle', '#bitProTransfer.investment.loading'],
              actions: ['succeeded', { type: 'forgetKey', params: { kind: 'profit' } }],
            },
            onError: {
              target: 'idle',
              actions: ['failed', { type: 'keepKeyIfUnknown', params: { kind: 'profit' } }],
            },
          },
        },
      },
    },
  },
})
