import {
  checkField,
  checkSelection,
  DEFAULT_DEPOSIT_AMOUNT,
  DEPOSIT_AMOUNTS,
  maxLengthOf,
  type Paise,
  paiseToRupees,
  toPaise,
} from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { isApiFailure, isOutcomeUnknown, isSessionInvalid, serverInfo } from './shared/api-failure.ts'
import type { NavigateEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'

export interface PaymentChannel {
  id: number
  title: string
}

/** §3 payment order response: tp 1 means `url` holds an order id for a manual bank transfer. */
export interface PaymentOrder {
  tp: number
  url: string
}

export interface DepositContext {
  userCode: string
  amounts: readonly Paise[]
  amountText: string
  channels: PaymentChannel[]
  channelId: number | null
  error: string | null
  idempotencyKey: string | null
  /** pay/limit has not answered yet: the recommended amounts are the defaults for now. */
  limitsPending: boolean
}

export interface DepositInput {
  /** The user's own code, passed on to /bank_transfer. */
  userCode: string
}

export type DepositEvent =
  | { type: 'change'; value: string }
  | { type: 'pick'; amount: Paise }
  | { type: 'continue' }
  | { type: 'selectChannel'; id: number }
  | { type: 'pay' }
  | { type: 'close' }

export type DepositEmitted =
  | NavigateEmitted
  | NoticeEmitted
  | SessionInvalidEmitted
  /** A payment page to open (tp other than 1). */
  | { type: 'openUrl'; url: string }

export interface DepositRequest {
  amount: Paise
  channelId: number
  idempotencyKey: string
}

export const DEPOSIT_NETWORK_FAILURE = 'Transaction failed. Please try again.'

const rupeeText = (amount: Paise) => String(paiseToRupees(amount))

function amountError(text: string): string | null {
  return checkField('deposit.amountField', text) ?? checkField('deposit.amount', text)
}

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
  },
  actors: {
    /** GET pay/limit: the recommended amounts, replacing the defaults. */
    loadLimits: notProvided<Paise[]>('loadLimits'),
    /** GET pay/channel. */
    loadChannels: notProvided<PaymentChannel[]>('loadChannels'),
    /** POST pay/create. */
    createDeposit: notProvided<PaymentOrder, DepositRequest>('createDeposit'),
  },
  guards: {
    amountValid: ({ context }) => amountError(context.amountText) === null,
    channelChosen: ({ context }) => checkSelection('deposit.channel', context.channelId) === null,
    channelsMissing: ({ context }) => context.channels.length === 0,
  },
  actions: {
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? randomIdempotencyKey(),
    })),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    userCode: input.userCode,
    amounts: DEPOSIT_AMOUNTS,
    // §9: 600 is preselected.
    amountText: rupeeText(DEFAULT_DEPOSIT_AMOUNT),
    channels: [],
    channelId: null,
    error: null,
    idempotencyKey: null,
    limitsPending: true,
  }),
  // The recommended amounts load beside the form, not before it: typing, picking and Continue work while
  // pay/limit is on its way (on a slow network a tap must never be dropped), and a late answer only
  // replaces the quick amounts.
  invoke: {
    id: 'loadLimits',
    src: 'loadLimits',
    onDone: {
      actions: assign(({ event, context }) => ({
        amounts: event.output.length === 0 ? context.amounts : event.output,
        limitsPending: false,
      })),
    },
    // The defaults stay when the limit call fails.
    onError: { actions: assign({ limitsPending: false }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: {
          actions: assign(({ event }) => ({
            amountText: event.value.slice(0, maxLengthOf('deposit.amountField')),
            error: null,
            idempotencyKey: null,
          })),
        },
        pick: {
          actions: assign(({ event }) => ({
            amountText: rupeeText(event.amount),
            error: null,
            idempotencyKey: null,
          })),
        },
        continue: [
          { guard: 'amountValid', target: 'channelPopup' },
          { actions: assign(({ context }) => ({ error: amountError(context.amountText) })) },
        ],
      },
    },
    channelPopup: {
      initial: 'checking',
      on: { close: { target: 'editing' } },
      states: {
        checking: { always: [{ guard: 'channelsMissing', target: 'loading' }, { target: 'picking' }] },
        // 'busy': no channel pick is taken here, so the list is shown off (or not yet shown).
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadChannels',
            src: 'loadChannels',
            onDone: { target: 'picking', actions: assign(({ event }) => ({ channels: event.output })) },
            onError: [
              {
                guard: ({ event }) => isSessionInvalid(event.error),
                target: '#deposit.editing',
                actions: emit({ type: 'sessionInvalid' } as const),
              },
              { target: 'picking' },
            ],
          },
        },
        picking: {
          on: {
            selectChannel: {
              actions: assign(({ event, context }) => ({
                channelId: event.id,
                error: null,
                idempotencyKey: event.id === context.channelId ? context.idempotencyKey : null,
              })),
            },
            pay: [
              { guard: 'channelChosen', target: 'creating', actions: 'ensureIdempotencyKey' },
              {
                actions: assign(({ context }) => ({
                  error: checkSelection('deposit.channel', context.channelId),
                })),
              },
            ],
          },
        },
        // No `pay` here: a second tap while the order is being created is ignored; no pick either, the channel
        // list is off meanwhile.
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createDeposit',
            src: 'createDeposit',
            input: ({ context }) => ({
              amount: toPaise(context.amountText),
              channelId: context.channelId as number,
              idempotencyKey: context.idempotencyKey as string,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.tp === 1,
                target: '#deposit.done',
                actions: emit(({ context, event }) => {
                  const query = new URLSearchParams({
                    amount: context.amountText,
                    code: context.userCode,
                    orderid: event.output.url,
                  })
                  return { type: 'navigate', to: `/bank_transfer?${query}` } as const
                }),
              },
              {
                target: '#deposit.done',
                actions: emit(({ event }) => ({ type: 'openUrl', url: event.output.url }) as const),
              },
            ],
            onError: [
              {
                guard: ({ event }) => isSessionInvalid(event.error),
                target: '#deposit.editing',
                actions: emit({ type: 'sessionInvalid' } as const),
              },
              {
                target: 'picking',
                actions: [
                  // §8: status 0 shows the server info; any other failure (no answer, or one that could not be read) the
                  // fixed message.
                  emit(({ event }) => {
                    const info = serverInfo(event.error)
                    const rejected = isApiFailure(event.error) && event.error._tag === 'ServerRejected'
                    return {
                      type: 'alert',
                      message: rejected && info ? info : DEPOSIT_NETWORK_FAILURE,
                    } as const
                  }),
                  assign(({ context, event }) => ({
                    idempotencyKey: isOutcomeUnknown(event.error) ? context.idempotencyKey : null,
                  })),
                ],
              },
            ],
          },
        },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
