import { formatRupees, NO_BANK_BOUND_MESSAGE, toPaise, withdrawalQuote, ZERO_PAISE } from '@mandi/domain'
import {
  availableBalance,
  exceedsAvailable,
  WITHDRAWAL_OVER_BALANCE,
  WITHDRAWAL_REQUEST_FAILED,
  type WithdrawalContext,
  withdrawalMachine,
  withdrawalTotals,
} from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation, useSearchParams } from 'wouter'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import type { Translate } from '../../i18n/i18n.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { type UiEmitted, useEmitted } from '../../machines/use-emitted.ts'
import { ruleText } from '../../messages/rule-text.ts'
import { ConfirmSheet } from '../../passkey/confirm-sheet.tsx'
import { knowsPasskey } from '../../passkey/support.ts'
import { payoutActors } from './payout-actors.ts'
import { PayoutView } from './payout-view.tsx'
import '../account/strings.ts'
import './strings.ts'

/** /payout container: the withdrawal machine (bank/list, payout_fee, user/info, payout/create). */
export function PayoutScreen() {
  const t = useT()
  const { alert, toast } = useFeedback()
  const [, navigate] = useLocation()
  const [params] = useSearchParams()
  const machine = useMemo(() => withdrawalMachine.provide({ actors: payoutActors() }), [])
  // `?tab=salary` (the Withdraw salary link of an empty /salary Withdrawals tab) opens the Salary tab.
  const [snapshot, send, actor] = useMachine(machine, {
    input: { tab: params.get('tab') === 'salary' ? 'salary' : 'balance', confirmFirst: knowsPasskey() },
  })
  const handle = useCallback(
    (emitted: UiEmitted) => {
      // §8: with no bank the alert comes first, then /bind_card (the machine emits both at once).
      if (emitted.type === 'alert' && emitted.message === NO_BANK_BOUND_MESSAGE) {
        void alert(t('wallet.rule.noBank')).then(() => navigate('/bind_card'))
        return true
      }
      if (emitted.type === 'navigate' && emitted.to === '/bind_card') return true
      if (emitted.type === 'toast' && emitted.message === WITHDRAWAL_REQUEST_FAILED) {
        toast(t('shell.error.requestFailed'))
        return true
      }
      return false
    },
    [alert, toast, navigate, t],
  )
  useEmitted(actor, handle)
  const { context } = snapshot
  // After a withdrawal the machine reloads the balances; the form stays on screen (busy) meanwhile instead
  // of falling back to the first-load skeleton.
  const shownOnce = useRef(false)
  if (snapshot.matches('ready')) shownOnce.current = true
  const refreshing = shownOnce.current && snapshot.matches('loadingBalances')
  const quote = withdrawalTotals(context)
  return (
    <>
      <PayoutView
        status={
          snapshot.matches('ready') || refreshing
            ? 'ready'
            : snapshot.matches('noBank')
              ? 'noBank'
              : snapshot.matches('failed')
                ? 'error'
                : 'loading'
        }
        onRetry={() => send({ type: 'retry' })}
        tab={context.tab}
        onTabChange={(tab) => send({ type: 'tab', tab })}
        available={availableBalance(context)}
        amountText={context.amountText}
        amountError={amountErrorText(t, context)}
        onAmountChange={(value) => send({ type: 'change', value })}
        feePercent={feePercentText(context.feePercent)}
        fee={quote?.fee ?? null}
        total={quote?.total ?? null}
        banks={context.banks}
        bankId={context.bankId}
        bankError={ruleText(t, context.errors.bank)}
        onSelectBank={(id) => send({ type: 'selectBank', id })}
        submitting={snapshot.hasTag('busy') || refreshing}
        onSubmit={() => send({ type: 'submit' })}
        result={context.result}
        onCloseResult={() => send({ type: 'dismissResult' })}
      />
      <ConfirmSheet actor={snapshot.children.confirm} />
    </>
  )
}

/**
 * The amount's error at the field: a §5 rule message after Submit, or, while typing, that amount plus fee
 * is more than the tab's balance (payout/create takes both from it and would refuse).
 */
function amountErrorText(t: Translate, context: WithdrawalContext): string | undefined {
  const { amount } = context.errors
  if (amount && amount !== WITHDRAWAL_OVER_BALANCE) return ruleText(t, amount)
  if (!exceedsAvailable(context)) return undefined
  return t('wallet.payout.overBalance', {
    total: formatRupees(withdrawalTotals(context)?.total ?? toPaise(context.amountText)),
    available: formatRupees(availableBalance(context)),
  })
}

/** The payout_fee config as shown in the note, or null when it is not a percent the quote can use. */
function feePercentText(feePercent: number | string): string | null {
  try {
    withdrawalQuote({ amount: ZERO_PAISE, feePercent })
    return String(feePercent).trim()
  } catch {
    return null
  }
}
