import { bankBindMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { bankApi } from '../../api/calls/bank.ts'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useEmitted } from '../../machines/use-emitted.ts'
import { moneyConfirm } from '../../passkey/confirm-logic.ts'
import { ConfirmSheet } from '../../passkey/confirm-sheet.tsx'
import { knowsPasskey } from '../../passkey/support.ts'
import type { BankValues } from './bank-fields.tsx'
import { bankForm } from './bank-form.ts'
import { BindCardView } from './bind-card-view.tsx'
import '../account/strings.ts'
import './strings.ts'

/**
 * /bind_card container: the bank-bind machine. The holder is the name of the signed-in user (the login
 * result kept in storage, spec §3), prefilled and locked; success toasts the server info and goes back.
 */
export function BindCardScreen() {
  const machine = useMemo(
    () =>
      bankBindMachine.provide({
        actors: {
          bindBank: fromPromise<string | undefined, BankValues & { confirmToken?: string }>(
            async ({ input }) => {
              const ack = await toPromise(
                bankApi.create({
                  ...bankForm(input),
                  // Only a user with a passkey sends one (the form's schema has no empty token).
                  ...(input.confirmToken ? { confirmToken: input.confirmToken } : {}),
                }),
              )
              return ack.info || undefined
            },
          ),
          confirm: moneyConfirm,
        },
      }),
    [],
  )
  const [snapshot, send, actor] = useMachine(machine, {
    input: { holder: readStored(STORAGE_KEYS.name) ?? undefined, confirmFirst: knowsPasskey() },
  })
  useEmitted(actor)
  const { context } = snapshot
  return (
    <>
      <BindCardView
        values={context}
        errors={context.errors}
        holderLocked={context.holderLocked}
        submitting={snapshot.hasTag('busy')}
        onChange={(field, value) => send({ type: 'change', field, value })}
        onSubmit={() => send({ type: 'submit' })}
      />
      <ConfirmSheet actor={snapshot.children.confirm} />
    </>
  )
}
