import { rupees } from '@mandi/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { TradeConfirmSheet, type TradeConfirmSheetProps } from './trade-confirm-sheet.tsx'

addCatalogue('hi', hi)

const props = (over: Partial<TradeConfirmSheetProps> = {}): TradeConfirmSheetProps => ({
  direction: 0,
  amount: '1000',
  amountPaise: rupees(1000),
  ratePercent: 15,
  busy: false,
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  ...over,
})

const value = (term: string) =>
  within(screen.getByRole('dialog')).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('TradeConfirmSheet', () => {
  it('shows direction, amount, rate and both returns, with no rate notice at first', () => {
    renderView(<TradeConfirmSheet {...props()} />)
    expect(value('Rate')).toBe('15%')
    expect(value('If right, you get back')).toBe('₹1,150.00')
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull()
  })

  it('a changed rate: says so with both rates above the new figures, and Place asks again', () => {
    const p = props({ ratePercent: 12, rateChange: { from: 15, to: 12 } })
    renderView(<TradeConfirmSheet {...p} />)
    const sheet = within(screen.getByRole('dialog', { name: 'Confirm your trade' }))
    const notice = sheet.getByRole('alert')
    expect(notice.textContent).toBe(
      'The rate changed from 15% to 12%. Nothing was placed. Check what comes back and place again.',
    )
    expect(value('Rate')).toBe('12%')
    expect(value('If right, you get back')).toBe('₹1,120.00')
    // First in the sheet, before the figures it speaks of.
    const list = sheet.getByText('Rate').closest('dl') as HTMLElement
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(sheet.getByRole('button', { name: 'Place CALL' }))
    expect(p.onConfirm).toHaveBeenCalledOnce()
  })

  it.each([
    ['hd', 'Munafa dar 15% se badalkar 12% ho gayi. Koi trade nahin laga.'],
    ['hi', 'मुनाफ़ा दर 15% से बदलकर 12% हो गई। कोई ट्रेड नहीं लगा।'],
  ] as const)('the changed rate reads in %s', (locale, text) => {
    renderView(<TradeConfirmSheet {...props({ ratePercent: 12, rateChange: { from: 15, to: 12 } })} />, {
      locale,
    })
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain(text)
  })
})
