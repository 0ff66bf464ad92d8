import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  emit,
  type MachineContext,
} from 'xstate'
import type { ConfirmAction, MoneyConfirmOutput } from '../money-confirm.machine.ts'
import { isConfirmRequired } from './confirm-required.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './emitted.ts'
import { noticeFor } from './notice.ts'

/** What a form machine confirmed by the passkey keeps (issue 28). */
export interface PasskeyConfirmFields extends MachineContext {
  /** The user has a passkey: the passkey is asked before the request is sent. */
  confirmFirst: boolean
  /** The confirmation sent with the request. */
  confirmToken: string | null
}

export interface PasskeyConfirmOptions<TSend extends string, TAction extends string> {
  /** What the confirmation is for. */
  readonly action: ConfirmAction
  /** The state that sends the request (with the token, when confirmed); the form is the state `editing`. */
  readonly send: TSend
  /** Actions of the machine (by name) also done when the prompt is cancelled or fails, back to the form. */
  readonly backToForm?: readonly TAction[]
  /** The machine's action that says why a confirmation failed (default: its toast). */
  readonly failed?: TAction
  /** Actions of the machine also done when the server asks for a confirmation. */
  readonly confirmRequired?: readonly TAction[]
}

type ConfirmDone = DoneActorEvent<MoneyConfirmOutput>

/**
 * The passkey step of a form machine (issue 28), between its form (`editing`) and its send state:
 * - `confirming`: invokes the `confirm` actor over the form (read-only meanwhile; 'busy'); cancelled goes back to
 *   the form with everything typed; confirmed (or nothing to confirm) sends, with the token; a failure says why.
 * - `confirmRequired`: the first transition of the send state's onError: the server asked for a confirmation (a
 *   passkey added on another phone; nothing was done), so the passkey is asked and the request sent again.
 * - `sendFailed`: the rest of that onError when nothing else differs: the toast, back to the form, token dropped.
 */
export const passkeyConfirm =
  <TContext extends PasskeyConfirmFields, TEvent extends EventObject>() =>
  <const TSend extends string, const TAction extends string = never>(
    options: PasskeyConfirmOptions<TSend, TAction>,
  ) => {
    // Typed with the machine's context and events (a snapshot's context is invariant); each sets only these fields.
    const takeConfirmation = assign<TContext, ConfirmDone, undefined, TEvent, never>(
      ({ event: { output } }) =>
        ({
          confirmToken: output.kind === 'confirmed' ? output.token : null,
          confirmFirst: output.kind === 'confirmed',
        }) as Partial<TContext>,
    )
    const setOnError = (fields: Partial<PasskeyConfirmFields>) =>
      assign<TContext, ErrorActorEvent, undefined, TEvent, never>(() => fields as Partial<TContext>)
    const askAgain = setOnError({ confirmFirst: true, confirmToken: null })
    const dropToken = setOnError({ confirmToken: null })
    const toastFailure = emit<
      TContext,
      ErrorActorEvent,
      undefined,
      TEvent,
      NoticeEmitted | SessionInvalidEmitted
    >(({ event }) => noticeFor(event.error, 'toast'))
    const backToForm = options.backToForm ?? []
    return {
      confirming: {
        tags: ['busy'],
        invoke: {
          id: 'confirm',
          src: 'confirm',
          input: { action: options.action },
          onDone: [
            {
              guard: ({ event }: { event: ConfirmDone }) => event.output.kind === 'cancelled',
              target: 'editing',
              actions: backToForm,
            },
            { target: options.send, actions: takeConfirmation },
          ],
          onError: { target: 'editing', actions: [options.failed ?? toastFailure, ...backToForm] },
        },
      },
      confirmRequired: {
        guard: ({ event }: { event: ErrorActorEvent }) => isConfirmRequired(event.error),
        target: 'confirming',
        actions: [askAgain, ...(options.confirmRequired ?? [])],
      },
      sendFailed: { target: 'editing', actions: [toastFailure, dropToken] },
    } as const
  }
