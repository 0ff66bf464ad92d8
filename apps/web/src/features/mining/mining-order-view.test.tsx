import { rupees } from '@mandi/domain'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { BALANCE, PLAN } from './mining-fixtures.ts'
import { MiningOrderView, type MiningOrderViewProps } from './mining-order-view.tsx'

addCatalogue('hi', hi)

const props = (over: Partial<MiningOrderViewProps> = {}): MiningOrderViewProps => ({
  status: 'success',
  plan: PLAN,
  balance: BALANCE,
  quantity: '2',
  total: rupees(12_000),
  error: null,
  submitting: false,
  onQuantityChange: vi.fn(),
  onSubmit: vi.fn(),
  onRetry: vi.fn(),
  ...over,
})

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('MiningOrderView', () => {
  it('shows title, lease days, income rate as 100 + rate × days %, price, balance and total', () => {
    renderView(<MiningOrderView {...props()} />)
    expect(screen.getByRole('heading', { name: 'Solar Rig S3' })).toBeTruthy()
    expect(fact('Lease days')).toBe('30 days')
    expect(fact('Income rate')).toBe('145%')
    expect(fact('Price')).toBe('₹6,000.00')
    expect(fact('Available balance')).toBe('₹25,000.00')
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹12,000.00')
  })

  it('passes the quantity on as typed (no silent cleaning), shows Invalid Num at the field and submits with Buy', () => {
    const p = props({ error: 'Enter a quantity from 1 to 999' })
    renderView(<MiningOrderView {...p} />)
    const field = screen.getByLabelText('Quantity')
    // Max 3 characters: a 4th is refused with a message, not cut silently.
    fireEvent.change(field, { target: { value: '1234' } })
    expect(p.onQuantityChange).not.toHaveBeenCalled()
    expect(screen.getByText('At most 3 characters')).toBeTruthy()
    fireEvent.change(field, { target: { value: '1x2' } })
    expect(p.onQuantityChange).toHaveBeenCalledWith('1x2')
    expect(screen.getByText('Enter a quantity from 1 to 999')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect(p.onSubmit).toHaveBeenCalledTimes(1)
  })

  it('a changed price: says so with both prices above Buy; nothing said otherwise', () => {
    const changed = { from: rupees(6000), to: rupees(6300) }
    const { unmount } = renderView(
      <MiningOrderView
        {...props({ plan: { ...PLAN, price: rupees(6300) }, total: rupees(12_600), priceChange: changed })}
      />,
    )
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toBe(
      'The price changed from ₹6,000.00 to ₹6,300.00. Nothing was ordered or charged. Check the new total and tap Buy again.',
    )
    expect(notice.querySelectorAll('[data-money]')).toHaveLength(2)
    expect(fact('Price')).toBe('₹6,300.00')
    // It sits before Buy, where the eye goes to tap again.
    const buy = screen.getByRole('button', { name: 'Buy' })
    expect(notice.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    unmount()
    renderView(<MiningOrderView {...props()} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['hd', 'Keemat ₹6,000.00 se badalkar ₹6,300.00 ho gayi. Na order hua, na paisa kata.'],
    ['hi', 'कीमत ₹6,000.00 से बदलकर ₹6,300.00 हो गई। न ऑर्डर हुआ, न पैसा कटा।'],
  ] as const)('the changed price reads in %s', (locale, text) => {
    renderView(<MiningOrderView {...props({ priceChange: { from: rupees(6000), to: rupees(6300) } })} />, {
      locale,
    })
    expect(screen.getByRole('alert').textContent).toContain(text)
  })

  // Issue 17: the one rule of forms in flight: read-only (readable, focus kept), not disabled.
  it('while ordering: the quantity is read-only in a busy form; typing and Enter are not taken', async () => {
    const user = userEvent.setup()
    const p = props({ submitting: true })
    renderView(<MiningOrderView {...p} />)
    const field = screen.getByLabelText<HTMLInputElement>('Quantity')
    expect(field.readOnly).toBe(true)
    expect(field.disabled).toBe(false)
    expect(field.value).toBe('2')
    expect(field.closest('form')?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Buy' }).getAttribute('aria-busy')).toBe('true')
    await user.type(field, '5{Enter}')
    expect(p.onQuantityChange).not.toHaveBeenCalled()
    expect(p.onSubmit).not.toHaveBeenCalled()
  })

  it('shows a dash for the total of an invalid quantity', () => {
    renderView(<MiningOrderView {...props({ quantity: '', total: null })} />)
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('—')
  })

  it('shows loading, missing id and error with Retry', () => {
    const p = props({ status: 'loading', plan: null })
    const { rerender } = renderView(<MiningOrderView {...p} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<MiningOrderView {...p} status="missing-id" />)
    expect(screen.getByText('No mining plan chosen.')).toBeTruthy()
    // The plans are listed on /home (mining/list), not in the marketplace.
    expect(screen.getByRole('link', { name: 'See the mining plans on Home' }).getAttribute('href')).toBe(
      '/home',
    )
    rerender(<MiningOrderView {...p} status="error" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
  })
})
