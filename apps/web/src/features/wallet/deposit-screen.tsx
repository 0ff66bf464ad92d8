import { formatRupees, type Paise, toPaise } from '@mandi/domain'
import { depositMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { channelSheetOf, depositActors, useDepositEmitted } from './deposit-actors.ts'
import { DepositView } from './deposit-view.tsx'
import '../account/strings.ts'
import './strings.ts'

/**
 * /deposit container: the deposit machine (pay/limit, pay/channel, pay/create with one Idempotency-Key per
 * order, so a double tap or a retry after a lost answer never creates a second order).
 */
export function DepositScreen() {
  const t = useT()
  const machine = useMemo(() => depositMachine.provide({ actors: depositActors() }), [])
  const [snapshot, send, actor] = useMachine(machine, {
    input: { userCode: readStored(STORAGE_KEYS.code) ?? '' },
  })
  useEmitted(actor, useDepositEmitted())
  const { context } = snapshot
  const inPopup = snapshot.matches('channelPopup')
  const error = ruleText(t, context.error)
  return (
    <DepositView
      amountsLoading={context.limitsPending}
      amounts={context.amounts}
      amountText={context.amountText}
      amountError={inPopup ? undefined : error}
      onAmountChange={(value) => send({ type: 'change', value })}
      onContinue={() => send({ type: 'continue' })}
      amountLabel={amountLabel(context.amountText)}
      amount={amountOf(context.amountText)}
      sheet={channelSheetOf(snapshot, send, error)}
    />
  )
}

function amountOf(text: string): Paise | null {
  try {
    return toPaise(text)
  } catch {
    return null
  }
}

function amountLabel(text: string): string {
  try {
    return formatRupees(toPaise(text))
  } catch {
    return text
  }
}
