import { checkField, maxLengthOf } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { BackEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { noticeFor } from './shared/notice.ts'

export interface PasswordChangeForm {
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

export type PasswordChangeField = keyof PasswordChangeForm

export interface PasswordChangeContext extends PasswordChangeForm {
  errors: Partial<Record<PasswordChangeField, string>>
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

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as PasswordChangeEmitted,
  },
  actors: {
    /** POST user/reset_login_pass; resolves with the server info. */
    changePassword: notProvided<string | undefined, PasswordChangeForm>('changePassword'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
}).createMachine({
  id: 'passwordChange',
  context: { oldPassword: '', newPassword: '', confirmPassword: '', errors: {} },
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
          { guard: 'formValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ errors: errorsOf(context) })) },
        ],
      },
    },
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
        }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'toast', message: event.output || 'Success' }) as const),
            emit({ type: 'back' } as const),
          ],
        },
        onError: { target: 'editing', actions: emit(({ event }) => noticeFor(event.error, 'toast')) },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
