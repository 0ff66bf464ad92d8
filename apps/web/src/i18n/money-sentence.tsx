import type { Paise } from '@mandi/domain'
import { Money } from '@mandi/ui-kit'
import { Fragment } from 'react'
import { useT } from './i18n.tsx'

// Marks where an amount stands while the sentence is translated; no catalogue text contains it.
const SLOT = '\u2063'
const SLOTS = new RegExp(`${SLOT}(\\d+)${SLOT}`)

export interface MoneySentenceProps {
  /** A catalogue key whose text holds the amount as {{amount}} (anywhere: each language orders it its way). */
  readonly k: string
  /** The amount of {{amount}}. */
  readonly amount?: Paise
  /** Further amounts by placeholder name, e.g. `{ from, to }` for {{from}} and {{to}}. */
  readonly amounts?: Readonly<Record<string, Paise>>
  /** Other placeholders of the sentence. */
  readonly params?: Record<string, string | number>
}

/**
 * A translated sentence with amounts in it ("That is more than your balance of ₹500.00."): each amount is
 * rendered through Money, so it never breaks inside the figure and is read like every other amount.
 */
export function MoneySentence({ k, amount, amounts = {}, params = {} }: MoneySentenceProps) {
  const t = useT()
  const all: Record<string, Paise> = amount === undefined ? { ...amounts } : { amount, ...amounts }
  const names = Object.keys(all)
  const slots = Object.fromEntries(names.map((name, index) => [name, `${SLOT}${index}${SLOT}`]))
  // Split on a capturing pattern: text, slot index, text, slot index, …, text.
  const parts = t(k, { ...params, ...slots }).split(SLOTS)
  return (
    <>
      {parts.map((part, index) => {
        const name = index % 2 === 1 ? names[Number(part)] : undefined
        const value = name === undefined ? undefined : all[name]
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence keep their order
          <Fragment key={index}>
            {index % 2 === 1 ? value !== undefined && <Money amount={value} /> : part}
          </Fragment>
        )
      })}
    </>
  )
}
