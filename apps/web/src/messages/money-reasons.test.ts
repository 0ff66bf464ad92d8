import { TRANSFER_REFUSAL_REASONS, WITHDRAWAL_REFUSAL_REASONS } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { addCatalogue } from '../i18n/catalogue.ts'
import { hi } from '../i18n/hi-catalogue.ts'
import { createTranslator } from '../i18n/i18n.tsx'
import { moneyReasonText } from './money-reasons.ts'

addCatalogue('hi', hi)

describe('moneyReasonText', () => {
  it('says every reason an operator can choose for a withdrawal or a UTR in the reader’s language', () => {
    const en = createTranslator('en')
    const hindi = createTranslator('hi')
    for (const [code, english] of Object.entries({
      ...WITHDRAWAL_REFUSAL_REASONS,
      ...TRANSFER_REFUSAL_REASONS,
    })) {
      const said = moneyReasonText(en, code, 'server words')
      // The English catalogue says what the server says (it ends with a full stop the server may leave out).
      expect(said?.replace(/\.$/, '')).toBe(english.replace(/\.$/, ''))
      expect(moneyReasonText(hindi, code, english)).toMatch(/[\u0900-\u097F]/)
    }
  })

  it('shows an operator’s own reason as written, and nothing when there is none', () => {
    const en = createTranslator('en')
    expect(moneyReasonText(en, 'other', 'The payout bank is closed today.')).toBe(
      'The payout bank is closed today.',
    )
    expect(moneyReasonText(en, '', '')).toBeUndefined()
  })
})
