import { checkField, maxLengthOf } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { moneyConfirmMachine } from './money-confirm.machine.ts'
import type { BackEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { passkeyConfirm } from './shared/passkey-confirm.ts'

export interface PasswordChangeForm {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

export type PasswordChangeField = keyof PasswordChangeForm

export interface PasswordChangeContext extends PasswordChangeForm {
  errors: Partial<Record<PasswordChangeField, string>>
  /** The user has a passkey (issue 28): the passkey is asked before the change is sent. */
  confirmFirst: boolean
  /** The confirmation sent with user/reset_login_pass. */
  confirmToken: string | null
}

/** What user/reset_login_pass sends: the form, and the confirmation of a user with a passkey. */
export interface PasswordChangeRequest extends PasswordChangeForm {
  confirmToken?: string
}

export type PasswordChangeEvent =
  | { type: 'change'; field: PasswordChangeField; value: string }
  | { type: 'submit' }

export type PasswordChangeEmitted = NoticeEmitted | SessionInvalidEmitted | BackEmitted

const FIELDS: PasswordChangeField[] = ['oldPassword', 'newPassword', 'confirmPassword']

function errorsOf(context: PasswordChangeForm) {
  const errors: Partial<Record<PasswordChangeField, string>> = {}
  for (const field of FIELDS) {
    // §5: each field follows the same rule.
    const message = checkField('password.change', context[field])
    if (message) errors[field] = message
  }
  return errors
}

const confirm = passkeyConfirm<PasswordChangeContext, PasswordChangeEvent>()({
  action: 'password',
  send: 'submitting',
})

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as PasswordChangeEmitted,
    input: {} as { confirmFirst?: boolean } | undefined,
  },
  actors: {
    /** POST user/reset_login_pass; resolves with the server info. */
    changePassword: notProvided<string | undefined, PasswordChangeRequest>('changePassword'),
    /** The passkey (or the password) confirms the change (issue 28). */
    confirm: moneyConfirmMachine,
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    confirmFirst: ({ context }) =>
      Object.keys(errorsOf(context)).length === 0 && context.confirmFirst && context.confirmToken === null,
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
    errors: {},
    confirmFirst: input?.confirmFirst ?? false,
    confirmToken: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors
            return { [event.field]: event.value.slice(0, maxLengthOf('password.change')), errors }
          }),
        },
        submit: [
          { guard: 'confirmFirst', target: 'confirming' },
          { guard: 'formValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ errors: errorsOf(context) })) },
        ],
      },
    },
    // The passkey prompt (or the password instead) is over the form, read-only; Cancel keeps it all.
    confirming: confirm.confirming,
    // 'busy': no edits are taken until the answer, so the form shows its fields read-only (ui-kit Form busy).
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          newPassword: context.newPassword,
          confirmPassword: context.confirmPassword,
          ...(context.confirmToken ? { confirmToken: context.confirmToken } : {}),
        }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'toast', message: event.output || 'Success' }) as const),
            emit({ type: 'back' } as const),
          ],
        },
        // A passkey added on another phone: the server asks for a confirmation; nothing changed.
        onError: [confirm.confirmRequired, confirm.sendFailed],
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
