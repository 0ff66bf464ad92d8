import type { Paise } from '@mandi/domain'
import { Money } from '@mandi/ui-kit'
import { Fragment } from 'react'
import { useT } from '../../i18n/i18n.tsx'

// Stands for the amount while the sentence is translated; no catalogue text contains it.
const SLOT = '\u2063'

export interface MoneySentenceProps {
  /** A catalogue key whose text holds the amount as {{amount}} (anywhere: each language orders it its way). */
  readonly k: string
  readonly amount: Paise
  /** Other placeholders of the sentence. */
  readonly params?: Record<string, string | number>
}

/**
 * A translated sentence with an amount in it ("That is more than your balance of ₹500.00."): the amount is
 * rendered through Money, so it never breaks inside the figure and is read like every other amount.
 */
export function MoneySentence({ k, amount, params = {} }: MoneySentenceProps) {
  const t = useT()
  const parts = t(k, { ...params, amount: SLOT }).split(SLOT)
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence keep their order
        <Fragment key={index}>
          {index > 0 && <Money amount={amount} />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
