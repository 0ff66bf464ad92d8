import { BIT_PRO_ACTIVE_DURATION_DAYS, BIT_PRO_DURATIONS, BIT_PRO_QUICK_AMOUNTS } from '@mandi/domain'
import { AmountInput, BottomSheet, Button, Form } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'

export interface ProBuySheetProps {
  readonly open: boolean
  readonly amount: string
  readonly error: string | null
  /** The investment is in flight: the amount is read-only and its chips off (ui-kit Form busy). */
  readonly submitting: boolean
  readonly onAmountChange: (value: string) => void
  readonly onSubmit: () => void
  readonly onClose: () => void
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
        <Button type="submit" block loading={props.submitting}>
          {t('pro.buy.submit')}
        </Button>
      </Form>
    </BottomSheet>
  )
}
