import type { ProInvestment, ProTotals } from '@mandi/api-client'
import {
  BIT_PRO_QUICK_AMOUNTS,
  checkField,
  maxLengthOf,
  type Paise,
  paiseToRupees,
  toPaise,
} from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { keyAfterFailure } from './shared/form-failure.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { noticeFor } from './shared/notice.ts'

/** pro/total: the totals and, when the server sends them, the terms of a new investment. */
export type BitProTotals = ProTotals

/** pro/list entry and pro/info: §3's fields and the optional extensions (transferable, end, penalty…). */
export type BitProInvestment = ProInvestment

export interface BitProInvestContext {
  totals: BitProTotals | null
  investments: BitProInvestment[]
  quickAmounts: readonly Paise[]
  amountText: string
  error: string | null
  idempotencyKey: string | null
}

export type BitProInvestEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'change'; value: string }
  | { type: 'pick'; amount: Paise }
  | { type: 'submit' }

export type BitProInvestEmitted = NoticeEmitted | SessionInvalidEmitted

export const bitProInvestMachine = setup({
  types: {
    context: {} as BitProInvestContext,
    events: {} as BitProInvestEvent,
    emitted: {} as BitProInvestEmitted,
  },
  actors: {
    /** GET pro/total. */
    loadTotals: notProvided<BitProTotals>('loadTotals'),
    /** GET pro/list. */
    loadInvestments: notProvided<BitProInvestment[]>('loadInvestments'),
    /** POST pro/create; resolves with the server info. */
    createInvestment: notProvided<string | undefined, { amount: Paise; idempotencyKey: string }>(
      'createInvestment',
    ),
  },
  guards: {
    amountValid: ({ context }) => checkField('bitPro.amount', context.amountText) === null,
  },
  actions: {
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? randomIdempotencyKey(),
    })),
  },
}).createMachine({
  id: 'bitProInvest',
  context: {
    totals: null,
    investments: [],
    quickAmounts: BIT_PRO_QUICK_AMOUNTS,
    amountText: '',
    error: null,
    idempotencyKey: null,
  },
  // Two regions: the figures load (first visit, and again after each investment) beside the BUY popup, so
  // BUY and what the user types in the popup are taken while the figures refresh (on a slow network a tap
  // must never be dropped), and opening the popup does not cancel the reload.
  type: 'parallel',
  states: {
    figures: {
      initial: 'loadingTotals',
      states: {
        loadingTotals: {
          invoke: {
            id: 'loadTotals',
            src: 'loadTotals',
            onDone: { target: 'loadingList', actions: assign(({ event }) => ({ totals: event.output })) },
            onError: { target: 'loadingList', actions: emit(({ event }) => noticeFor(event.error, 'toast')) },
          },
        },
        loadingList: {
          invoke: {
            id: 'loadInvestments',
            src: 'loadInvestments',
            onDone: { target: 'shown', actions: assign(({ event }) => ({ investments: event.output })) },
            onError: { target: 'shown', actions: emit(({ event }) => noticeFor(event.error, 'toast')) },
          },
        },
        shown: {},
      },
    },
    buy: {
      initial: 'closed',
      states: {
        closed: { on: { open: { target: 'open' } } },
        // The BUY popup.
        open: {
          initial: 'editing',
          on: { close: { target: 'closed', actions: assign({ idempotencyKey: null }) } },
          states: {
            editing: {
              on: {
                change: {
                  actions: assign(({ event }) => ({
                    amountText: event.value.slice(0, maxLengthOf('bitPro.amount')),
                    error: null,
                    idempotencyKey: null,
                  })),
                },
                pick: {
                  actions: assign(({ event }) => ({
                    amountText: String(paiseToRupees(event.amount)),
                    error: null,
                    idempotencyKey: null,
                  })),
                },
                submit: [
                  { guard: 'amountValid', target: 'submitting', actions: 'ensureIdempotencyKey' },
                  {
                    actions: assign(({ context }) => ({
                      error: checkField('bitPro.amount', context.amountText),
                    })),
                  },
                ],
              },
            },
            // No `submit` here: a second tap while in flight is ignored; no edit either, the popup's field is
            // read-only meanwhile ('busy').
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'createInvestment',
                src: 'createInvestment',
                input: ({ context }) => ({
                  amount: toPaise(context.amountText),
                  idempotencyKey: context.idempotencyKey as string,
                }),
                // The popup closes and the figures load again from the start (a reload still on its way
                // may have missed this investment).
                onDone: {
                  target: ['#bitProInvest.buy.closed', '#bitProInvest.figures.loadingTotals'],
                  actions: [
                    emit(({ event }) => ({ type: 'toast', message: event.output || 'Success' }) as const),
                    assign({ amountText: '', idempotencyKey: null }),
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    emit(({ event }) => noticeFor(event.error, 'toast')),
                    assign(({ context, event }) => ({
                      idempotencyKey: keyAfterFailure(context.idempotencyKey, event.error),
                    })),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
})
