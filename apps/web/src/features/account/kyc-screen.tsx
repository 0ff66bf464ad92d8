import { formatRupees, isKycVerified, KYC_FEE, type Paise, paiseToRupees } from '@mandi/domain'
import { depositMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { errorText } from '../../api/api-error.ts'
import { userApi } from '../../api/calls/user.ts'
import { readStored, STORAGE_KEYS } from '../../api/storage.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useT } from '../../i18n/i18n.tsx'
import { useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { channelSheetOf, depositActors, useDepositEmitted } from '../wallet/deposit-actors.ts'
import { KycView } from './kyc-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

const FEE_RUPEES = String(paiseToRupees(KYC_FEE))

/**
 * /kyc container. user/info gives the account's kyc_status (§4: 2 is Verified). Paying the fee is a deposit
 * of the KYC fee (§9, 6000) through the channel popup, so it reuses the deposit machine (one
 * Idempotency-Key per order, §8 alerts, bank transfer for tp 1) with the amount fixed and no recommended
 * amounts. No PAN is asked here: no call of §7 would take it (verification is the PAN form at /verif).
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
  const user = useApiQuery('user/info', () => userApi.info(), { isEmpty: () => false })
  const kycStatus = user.state.status === 'success' ? user.state.data.kycStatus : null
  return (
    <KycView
      status={user.state.status === 'success' ? 'ready' : user.state.status === 'error' ? 'error' : 'loading'}
      errorText={
        user.state.status === 'error' ? errorText(user.state.error, t('wallet.common.loadFailed')) : undefined
      }
      onRetry={user.reload}
      verified={kycStatus !== null && isKycVerified(kycStatus)}
      pendingReview={kycStatus === 1}
      fee={KYC_FEE}
      onPay={() => {
        send({ type: 'change', value: FEE_RUPEES })
        send({ type: 'continue' })
      }}
      sheet={{
        ...channelSheetOf(snapshot, send, ruleText(t, snapshot.context.error)),
        amountLabel: formatRupees(KYC_FEE),
        amount: KYC_FEE,
      }}
    />
  )
}
