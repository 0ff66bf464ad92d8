import type { PasswordChangeForm } from '@mandi/api-client'
import { checkField } from '@mandi/domain'
import { passwordChangeMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { userApi } from '../../api/calls/user.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { moneyConfirm } from '../../passkey/confirm-logic.ts'
import { ConfirmSheet } from '../../passkey/confirm-sheet.tsx'
import { knowsPasskey } from '../../passkey/support.ts'
import { ChangePasswordView } from './change-password-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

/**
 * /changeloginpass container: the password-change machine (§5 rule on each field, reset_login_pass, toast
 * and back on success). The machine does not compare new and confirm, so the screen stops a mismatch
 * before submitting and says so at the confirm field; the server refuses one too.
 */
export function ChangePasswordScreen() {
  const t = useT()
  const machine = useMemo(
    () =>
      passwordChangeMachine.provide({
        actors: {
          changePassword: fromPromise<string | undefined, PasswordChangeForm>(
            async ({ input }) => (await toPromise(userApi.changePassword(input))).info || undefined,
          ),
          confirm: moneyConfirm,
        },
      }),
    [],
  )
  const [snapshot, send, actor] = useMachine(machine, { input: { confirmFirst: knowsPasskey() } })
  useEmitted(actor)
  const [mismatch, setMismatch] = useState(false)
  const { context } = snapshot
  const errors = {
    oldPassword: ruleText(t, context.errors.oldPassword),
    newPassword: ruleText(t, context.errors.newPassword),
    confirmPassword:
      ruleText(t, context.errors.confirmPassword) ?? (mismatch ? t('account.password.mismatch') : undefined),
  }
  return (
    <>
      <ChangePasswordView
        values={context}
        errors={errors}
        submitting={snapshot.hasTag('busy')}
        onChange={(field, value) => {
          setMismatch(false)
          send({ type: 'change', field, value })
        }}
        onSubmit={() => {
          const bothValid =
            checkField('password.change', context.newPassword) === null &&
            checkField('password.change', context.confirmPassword) === null
          if (bothValid && context.newPassword !== context.confirmPassword) {
            setMismatch(true)
            return
          }
          send({ type: 'submit' })
        }}
      />
      <ConfirmSheet actor={snapshot.children.confirm} />
    </>
  )
}
