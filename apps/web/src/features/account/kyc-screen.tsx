import { checkField, formatRupees, KYC_FEE, type Paise, paiseToRupees } from '@mandi/domain'
import { depositMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { depositActors, useDepositEmitted } from '../wallet/deposit-actors.ts'
import { ruleText } from '../wallet/rule-text.ts'
import { KycView } from './kyc-view.tsx'

const FEE_RUPEES = String(paiseToRupees(KYC_FEE))

/**
 * /kyc container. Paying the fee is a deposit of the KYC fee (§9, 6000) through the channel popup, so it
 * reuses the deposit machine (one Idempotency-Key per order, §8 alerts, bank transfer for tp 1) with the
 * amount fixed and no recommended amounts. The PAN is checked (§5) before the popup opens; no call of §7
 * takes it here.
 */
export function KycScreen() {
  const t = useT()
  const machine = useMemo(
    () =>
      depositMachine.provide({
        actors: { ...depositActors(), loadLimits: fromPromise<Paise[], void>(async () => []) },
      }),
    [],
  )
  const [snapshot, send, actor] = useMachine(machine, {
    input: { userCode: readStored(STORAGE_KEYS.code) ?? '' },
  })
  useEmitted(actor, useDepositEmitted())
  const [pan, setPan] = useState('')
  const [panError, setPanError] = useState<string | undefined>()
  const { context } = snapshot
  const inPopup = snapshot.matches('channelPopup')
  return (
    <KycView
      pan={pan}
      panError={panError}
      onPanChange={(value) => {
        setPan(value)
        setPanError(undefined)
      }}
      fee={FEE_RUPEES}
      onPay={() => {
        const message = checkField('pan', pan)
        setPanError(ruleText(t, message))
        if (message) return
        send({ type: 'change', value: FEE_RUPEES })
        send({ type: 'continue' })
      }}
      sheet={{
        open: inPopup || snapshot.matches('done'),
        loading:
          snapshot.matches({ channelPopup: 'loading' }) || snapshot.matches({ channelPopup: 'checking' }),
        channels: context.channels,
        channelId: context.channelId,
        error: inPopup ? ruleText(t, context.error) : undefined,
        paying: snapshot.matches({ channelPopup: 'creating' }) || snapshot.matches('done'),
        amountLabel: formatRupees(KYC_FEE),
        onSelect: (id) => send({ type: 'selectChannel', id }),
        onPay: () => send({ type: 'pay' }),
        onClose: () => send({ type: 'close' }),
      }}
    />
  )
}
