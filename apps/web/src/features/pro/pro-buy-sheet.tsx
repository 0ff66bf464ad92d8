import {
  BIT_PRO_ACTIVE_DURATION_DAYS,
  BIT_PRO_DURATIONS,
  BIT_PRO_QUICK_AMOUNTS,
  bitProQuote,
  checkField,
  toPaise,
} from '@mandi/domain'
import { AmountInput, BottomSheet, Button, Form } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { percentText } from './pro-labels.ts'

/** The terms of a new investment, as pro/total sends them. */
export interface ProTerms {
  /** Percent a day. */
  readonly rate: number
  readonly days: number
  /** Percent of the principal kept back by an early principal transfer. */
  readonly penaltyRate: number
}

export interface ProBuySheetProps {
  readonly open: boolean
  readonly amount: string
  readonly error: string | null
  /** The investment is in flight: the amount is read-only and its chips off (ui-kit Form busy). */
  readonly submitting: boolean
  readonly onAmountChange: (value: string) => void
  readonly onSubmit: () => void
  readonly onClose: () => void
  /** The server's terms; with them the sheet states what the typed amount earns and what an early transfer costs. */
  readonly terms?: ProTerms | null
}

const DURATION_KEYS: Record<number, string> = {
  3: tKey('pro.buy.days3'),
  30: tKey('pro.buy.days30'),
}

/**
 * The BUY popup of /pro (spec §2, §9): quick amounts 6000 to 200000, durations 3 Days and 30 Days with 30
 * active. pro/create takes no duration, so 3 Days is shown but cannot be chosen.
 */
export function ProBuySheet(props: ProBuySheetProps) {
  const t = useT()
  return (
    <BottomSheet
      open={props.open}
      title={t('pro.buy.title')}
      onClose={props.onClose}
      closeLabel={t('shell.common.close')}
    >
      <Form className="pro-buy" busy={props.submitting} onSubmit={props.onSubmit}>
        <AmountInput
          label={t('pro.buy.amount')}
          value={props.amount}
          onChange={props.onAmountChange}
          quickAmounts={BIT_PRO_QUICK_AMOUNTS}
          quickAmountsLabel={t('pro.buy.quick')}
          maxLength={12}
          error={props.error}
        />
        <fieldset className="pro-buy__durations">
          <legend>{t('pro.buy.duration')}</legend>
          {BIT_PRO_DURATIONS.map((duration) => {
            const active = duration.days === BIT_PRO_ACTIVE_DURATION_DAYS
            return (
              <label key={duration.days} className="pro-buy__duration" data-active={active || undefined}>
                <input type="radio" name="pro-duration" checked={active} disabled={!active} readOnly />
                {t(DURATION_KEYS[duration.days] ?? duration.label)}
              </label>
            )
          })}
          <p className="pro-buy__note">{t('pro.buy.durationNote')}</p>
        </fieldset>
        {props.terms && <ProQuote amountText={props.amount} terms={props.terms} />}
        <Button type="submit" block loading={props.submitting}>
          {t('pro.buy.submit')}
        </Button>
      </Form>
    </BottomSheet>
  )
}

/**
 * What the typed amount earns on the server's terms, before Invest: a day's profit, the term's, what comes
 * back at the end, and the penalty of an early principal transfer, to the paisa (domain bitProQuote). Nothing
 * until the amount is one pro/create takes (§5: 3 to 12 digits).
 */
function ProQuote({ amountText, terms }: { amountText: string; terms: ProTerms }) {
  if (checkField('bitPro.amount', amountText) !== null) return null
  const amount = toPaise(amountText)
  const quote = bitProQuote({
    amount,
    ratePercent: terms.rate,
    days: terms.days,
    penaltyPercent: terms.penaltyRate,
  })
  return (
    <div className="pro-buy__quote" aria-live="polite">
      <p>
        <MoneySentence
          k="pro.buy.quote"
          amounts={{ amount, day: quote.dayProfit, term: quote.termProfit }}
          params={{ rate: percentText(terms.rate), days: terms.days }}
        />
      </p>
      <p>
        <MoneySentence
          k="pro.buy.quoteEnd"
          amounts={{ total: quote.atTermEnd }}
          params={{ days: terms.days }}
        />
      </p>
      <p>
        <MoneySentence
          k="pro.buy.quotePenalty"
          amounts={{ penalty: quote.penalty }}
          params={{ percent: percentText(terms.penaltyRate) }}
        />
      </p>
    </div>
  )
}
