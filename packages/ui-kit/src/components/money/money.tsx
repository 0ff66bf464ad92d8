import { abbreviateBalance, formatCompactRupees, formatRupees, maskAmount, type Paise } from '@mandi/domain'
import { useState } from 'react'
import { cx } from '../../lib/cx.ts'
import './money.css'

export type MoneyFormat = 'full' | 'compact' | 'balance'
export type MoneySize = 'inherit' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'
export type MoneyTone = 'plain' | 'gain' | 'loss' | 'auto'

export interface MoneyProps {
  amount: Paise
  /**
   * full: "₹28,965.13" (the default). compact: "₹28.9 K", "₹1.5 L", "₹2.3 Cr" for a tight space, with the full
   * value read by screen readers and shown on tap. balance: spec §9, K above ₹1,00,000 ("₹123.45K").
   */
  format?: MoneyFormat
  /** A type-scale step; `inherit` (the default) takes the surrounding text's size. */
  size?: MoneySize
  /** Shows "+" before a credit ("+₹50.00"); a debit always shows "-". */
  signed?: boolean
  /** Colour: gain (green), loss (red), auto (by sign) or plain (the default, the text colour). */
  tone?: MoneyTone
  /** Shows the fixed mask instead of the amount (the /profile eye toggle); screen readers hear hiddenText. */
  hidden?: boolean
  hiddenText?: string
  /**
   * A shortened amount (compact, or balance above the threshold) is a button that shows the full value on
   * tap (the default). Pass false where the amount sits inside another control, e.g. a chip.
   */
  revealOnTap?: boolean
  className?: string
}

function textOf(amount: Paise, format: MoneyFormat): string {
  if (format === 'compact') return formatCompactRupees(amount)
  if (format === 'balance') return abbreviateBalance(amount)
  return formatRupees(amount)
}

function toneOf(amount: Paise, tone: MoneyTone): 'gain' | 'loss' | null {
  if (tone === 'auto') return amount > 0 ? 'gain' : amount < 0 ? 'loss' : null
  return tone === 'plain' ? null : tone
}

/**
 * Every amount of money in the app: the ₹ sign and the figure never wrap apart, digits are tabular so columns
 * line up, and a shortened form always carries the full value for screen readers (and on tap).
 */
export function Money({
  amount,
  format = 'full',
  size = 'inherit',
  signed = false,
  tone = 'plain',
  hidden = false,
  hiddenText = 'Hidden',
  revealOnTap = true,
  className,
}: MoneyProps) {
  const [revealed, setRevealed] = useState(false)
  const full = `${signed && amount > 0 ? '+' : ''}${formatRupees(amount)}`
  const short = `${signed && amount > 0 ? '+' : ''}${textOf(amount, format)}`
  const shortened = short !== full
  const colour = toneOf(amount, tone)
  const classes = cx(
    'mk-money',
    size !== 'inherit' && `mk-money--${size}`,
    colour && `mk-money--${colour}`,
    className,
  )
  if (hidden) {
    return (
      <span className={classes} data-money="hidden">
        <span aria-hidden="true">{maskAmount(short)}</span>
        <span className="mk-visually-hidden">{hiddenText}</span>
      </span>
    )
  }
  if (!shortened) {
    return (
      <span className={classes} data-money="full">
        {full}
      </span>
    )
  }
  const content = (
    <>
      <span aria-hidden="true">{revealed ? full : short}</span>
      <span className="mk-visually-hidden">{full}</span>
    </>
  )
  if (!revealOnTap) {
    return (
      <span className={classes} data-money="short" title={full}>
        {content}
      </span>
    )
  }
  return (
    <button
      type="button"
      className={cx(classes, 'mk-money--tap')}
      data-money={revealed ? 'full' : 'short'}
      title={full}
      aria-expanded={revealed}
      onClick={() => setRevealed((shown) => !shown)}
    >
      {content}
    </button>
  )
}
