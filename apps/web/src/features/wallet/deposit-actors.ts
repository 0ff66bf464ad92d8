import type { PaymentOrder } from '@mandi/api-client'
import type { Paise } from '@mandi/domain'
import { DEPOSIT_NETWORK_FAILURE, type depositMachine } from '@mandi/state-machines'
import { useCallback } from 'react'
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate'
import { payApi } from '../../api/calls/pay.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import type { UiEmitted } from '../../machines/use-emitted.ts'
import type { Channel, ChannelSheetProps } from './channel-sheet.tsx'

interface DepositRequest {
  readonly amount: Paise
  readonly channelId: number
  readonly idempotencyKey: string
}

/** The named actors of the deposit machine, wired to the api-client (used by /deposit and /kyc). */
export function depositActors() {
  return {
    loadLimits: fromPromise<Paise[], void>(async () => [...(await toPromise(payApi.limits()))]),
    loadChannels: fromPromise<Channel[], void>(async () => [...(await toPromise(payApi.channels()))]),
    createDeposit: fromPromise<PaymentOrder, DepositRequest>(({ input }) =>
      toPromise(
        payApi.create({ amount: input.amount, tp: 0, channelId: input.channelId }, input.idempotencyKey),
      ),
    ),
  }
}

/**
 * The deposit machine's own event, `openUrl` (a payment page for tp other than 1), and the translation of
 * its fixed network-failure text; everything else goes to useEmitted's defaults.
 */
export function useDepositEmitted(): (emitted: UiEmitted | { type: 'openUrl'; url: string }) => boolean {
  const t = useT()
  const { alert } = useFeedback()
  return useCallback(
    (emitted) => {
      if (emitted.type === 'openUrl') {
        window.location.assign(emitted.url)
        return true
      }
      if (emitted.type === 'alert' && emitted.message === DEPOSIT_NETWORK_FAILURE) {
        void alert(t('shell.error.transactionFailed'))
        return true
      }
      return false
    },
    [t, alert],
  )
}

/**
 * The payment channel popup as the deposit machine runs it (/deposit and /kyc): open while picking, paying
 * and after the order is made; the screen adds the amount on Pay. `error` is the popup's message, already
 * translated, shown only while the popup is open.
 */
export function channelSheetOf(
  snapshot: SnapshotFrom<typeof depositMachine>,
  send: ActorRefFrom<typeof depositMachine>['send'],
  error: string | undefined,
): Omit<ChannelSheetProps, 'amountLabel' | 'amount'> {
  const inPopup = snapshot.matches('channelPopup')
  return {
    open: inPopup || snapshot.matches('done'),
    loading: snapshot.matches({ channelPopup: 'loading' }) || snapshot.matches({ channelPopup: 'checking' }),
    channels: snapshot.context.channels,
    channelId: snapshot.context.channelId,
    error: inPopup ? error : undefined,
    paying: snapshot.matches({ channelPopup: 'creating' }) || snapshot.matches('done'),
    onSelect: (id) => send({ type: 'selectChannel', id }),
    onPay: () => send({ type: 'pay' }),
    onClose: () => send({ type: 'close' }),
  }
}
