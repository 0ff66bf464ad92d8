import { useSelector } from '@xstate/react'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { moneyConfirm } from './confirm-logic.ts'
import { ConfirmSheetView, type ConfirmStage } from './confirm-sheet-view.tsx'
import './strings.ts'

export type MoneyConfirmRef = ActorRefFrom<typeof moneyConfirm>

function ConfirmSheetOf({ actor }: { actor: MoneyConfirmRef }) {
  const snapshot = useSelector(actor, (s) => s)
  if (snapshot.status !== 'active') return null
  const stage: ConfirmStage = snapshot.matches('prompting')
    ? 'prompting'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('checkingPassword')
        ? 'checking'
        : 'password'
  const { context } = snapshot
  return (
    <ConfirmSheetView
      action={context.action}
      stage={stage}
      problem={context.problem}
      password={context.password}
      passwordError={context.passwordError}
      onRetry={() => actor.send({ type: 'retry' })}
      onUsePassword={() => actor.send({ type: 'usePassword' })}
      onPasswordChange={(value) => actor.send({ type: 'change', value })}
      onSubmitPassword={() => actor.send({ type: 'submitPassword' })}
      onCancel={() => actor.send({ type: 'cancel' })}
    />
  )
}

/**
 * The confirmation a screen machine runs as its `confirm` child (`snapshot.children.confirm`), while it runs;
 * nothing otherwise. The child is always `moneyConfirm` (confirm-logic.ts); XState types a child by every
 * actor of its machine, hence the narrowing here.
 */
export function ConfirmSheet({ actor }: { actor: AnyActorRef | undefined }) {
  return actor ? <ConfirmSheetOf actor={actor as MoneyConfirmRef} /> : null
}
