import { checkField, NO_BANK_BOUND_MESSAGE, type Paise, toPaise, withdrawalQuote } from '@mandi/domain'
import { WITHDRAWAL_REQUEST_FAILED, withdrawalMachine } from '@mandi/state-machines'
import { useMachine } from '@xstate/react'
import { useCallback, useMemo, useRef } from 'react'
import { useLocation } from 'wouter'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { type UiEmitted, useEmitted } from '../../machines/use-emitted.ts'
import { payoutActors } from './payout-actors.ts'
import { PayoutView } from './payout-view.tsx'
import { ruleText } from './rule-text.ts'

/** /payout container: the withdrawal machine (bank/list, payout_fee, user/info, payout/create). */
export function PayoutScreen() {
  const t = useT()
  const { alert, toast } = useFeedback()
  const [, navigate] = useLocation()
  const machine = useMemo(() => withdrawalMachine.provide({ actors: payoutActors() }), [])
  const [snapshot, send, actor] = useMachine(machine, { input: { tab: 'balance' } })
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
  const quote = quoteOf(context.amountText, context.feePercent)
  return (
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
      available={context.tab === 'salary' ? context.salary : context.balance}
      amountText={context.amountText}
      amountError={ruleText(t, context.errors.amount)}
      onAmountChange={(value) => send({ type: 'change', value })}
      fee={quote?.fee ?? null}
      total={quote?.total ?? null}
      banks={context.banks}
      bankId={context.bankId}
      bankError={ruleText(t, context.errors.bank)}
      onSelectBank={(id) => send({ type: 'selectBank', id })}
      submitting={snapshot.matches({ ready: 'submitting' }) || refreshing}
      onSubmit={() => send({ type: 'submit' })}
    />
  )
}

function quoteOf(amountText: string, feePercent: number | string): { fee: Paise; total: Paise } | null {
  if (checkField('withdrawal.amount', amountText) !== null) return null
  try {
    return withdrawalQuote({ amount: toPaise(amountText), feePercent })
  } catch {
    // A payout_fee that is not a plain percent leaves tax and total blank rather than breaking the form.
    return null
  }
}
