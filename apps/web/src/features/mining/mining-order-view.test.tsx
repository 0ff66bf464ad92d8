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

  it('says before Buy what the typed quantity pays: a day, in all, the cost back and when, to the paisa', () => {
    renderView(<MiningOrderView {...props()} />)
    const pays = screen.getByRole('region', { name: 'What it pays' })
    const text = pays.textContent?.replace(/\s/g, ' ')
    // 2 × ₹6,000 at 1.5 % a day for 30 days: ₹180 a day, ₹5,400 income, ₹12,000 back: ₹17,400 (145 %).
    expect(text).toContain('For 2 × Solar Rig S3, costing ₹12,000.00:')
    expect(text).toContain('₹180.00 a day, paid at each whole day after you buy, for 30 days')
    expect(text).toContain('₹5,400.00 of income in all')
    expect(text).toContain('Your ₹12,000.00 back with the last day’s income, 30 days after you buy')
    expect(text).toContain('₹17,400.00 back in all')
    // It comes before Buy.
    const buy = screen.getByRole('button', { name: 'Buy' })
    expect(pays.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('explains the income rate, and shows the figures for one plan until a quantity is typed', () => {
    renderView(<MiningOrderView {...props({ quantity: '', total: null })} />)
    expect(
      screen.getByText(
        'What the rate means: over 30 days you get back 145% of what you pay, your cost (100%) and 1.5% of it for each day.',
      ),
    ).toBeTruthy()
    const pays = screen.getByRole('region', { name: 'What it pays' })
    expect(pays.textContent).toContain('For 1 × Solar Rig S3, costing ₹6,000.00:')
    expect(pays.textContent).toContain('₹8,700.00 back in all')
  })

  it('after an order says where its income shows, and links My plans', () => {
    const { rerender } = renderView(<MiningOrderView {...props()} />)
    expect(screen.queryByText(/Its daily income and its end show in My plans/)).toBeNull()
    expect(screen.getByRole('link', { name: 'My plans' }).getAttribute('href')).toBe('/my_plans')
    rerender(<MiningOrderView {...props({ ordered: true, quantity: '' })} />)
    const notice = screen.getByText('Your plan is bought. Its daily income and its end show in My plans.')
    expect(notice.closest('[role="status"]')).toBeTruthy()
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
