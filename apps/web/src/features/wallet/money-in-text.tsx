import type { Paise } from '@mandi/domain'
import { Money } from '@mandi/ui-kit'
import type { Translate } from '../../i18n/i18n.tsx'

const MARK = '\u2063amount\u2063'

/**
 * A translated sentence with an amount in it ('Pay {{amount}}', '{{amount}} ka bhugtaan karein'): the words
 * around it as text, the amount through Money so it never wraps apart, wherever the language puts it.
 */
export function MoneyInText({
  t,
  textKey,
  amount,
}: {
  readonly t: Translate
  readonly textKey: string
  readonly amount: Paise
}) {
  const [before = '', after = ''] = t(textKey, { amount: MARK }).split(MARK)
  return (
    <>
      {before}
      <Money amount={amount} revealOnTap={false} />
      {after}
    </>
  )
}
