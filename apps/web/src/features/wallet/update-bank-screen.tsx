import type { BankAccount } from '@mandi/api-client'
import { bankUpdateMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { errorText } from '../../api/api-error.ts'
import { bankApi } from '../../api/calls/bank.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { moneyConfirm } from '../../passkey/confirm-logic.ts'
import { ConfirmSheet } from '../../passkey/confirm-sheet.tsx'
import { knowsPasskey } from '../../passkey/support.ts'
import type { BankValues } from './bank-fields.tsx'
import { bankForm } from './bank-form.ts'
import { UpdateBankView } from './update-bank-view.tsx'
import '../account/strings.ts'
import './strings.ts'

const noop = () => {}
const EMPTY: BankValues = { holder: '', account: '', ifsc: '', bankName: '' }

/** /update_bank container: loads bank/list, then runs the bank-update machine on the bound account. */
export function UpdateBankScreen() {
  const t = useT()
  const { state, reload } = useApiQuery('bank/list', () => bankApi.list())
  if (state.status === 'success' && state.data[0]) return <UpdateBankForm bank={state.data[0]} />
  return (
    <UpdateBankView
      status={state.status === 'empty' ? 'noBank' : state.status === 'error' ? 'error' : 'loading'}
      errorText={state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined}
      onRetry={reload}
      step={0}
      values={EMPTY}
      otp=""
      errors={{}}
      busy={false}
      onChange={noop}
      onSendOtp={noop}
      onSubmit={noop}
    />
  )
}

function UpdateBankForm({ bank }: { readonly bank: BankAccount }) {
  const machine = useMemo(
    () =>
      bankUpdateMachine.provide({
        actors: {
          sendBankOtp: fromPromise<string | undefined, void>(
            async () => (await toPromise(bankApi.sendOtp())).info || undefined,
          ),
          updateBank: fromPromise<
            string | undefined,
            BankValues & { id: number; otp: string; confirmToken?: string }
          >(
            async ({ input }) =>
              (
                await toPromise(
                  bankApi.update({
                    id: input.id,
                    ...bankForm(input),
                    code: input.otp,
                    // Only a user with a passkey sends one (the form's schema has no empty token).
                    ...(input.confirmToken ? { confirmToken: input.confirmToken } : {}),
                  }),
                )
              ).info || undefined,
          ),
          confirm: moneyConfirm,
        },
      }),
    [],
  )
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      bank: {
        id: bank.id,
        holder: bank.accountHolder,
        account: bank.bankAccount,
        ifsc: bank.ifsc,
        bankName: bank.bankName,
      },
      confirmFirst: knowsPasskey(),
    },
  })
  useEmitted(actor)
  const { context } = snapshot
  return (
    <>
      <UpdateBankView
        status="ready"
        onRetry={noop}
        step={snapshot.matches('step0') ? 0 : 1}
        values={context}
        otp={context.otp}
        errors={context.errors}
        busy={snapshot.hasTag('busy')}
        onChange={(field, value) => send({ type: 'change', field, value })}
        onSendOtp={() => send({ type: 'sendOtp' })}
        onSubmit={() => send({ type: 'submit' })}
      />
      <ConfirmSheet actor={snapshot.children.confirm} />
    </>
  )
}
