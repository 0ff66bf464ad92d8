import { toPaise } from '@mandi/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { payoutBanks } from './fixtures.ts'
import { PayoutView, type PayoutViewProps } from './payout-view.tsx'

const props: PayoutViewProps = {
  status: 'ready',
  onRetry: vi.fn(),
  tab: 'balance',
  onTabChange: vi.fn(),
  available: toPaise('12500'),
  amountText: '500',
  onAmountChange: vi.fn(),
  feePercent: '10',
  fee: toPaise('50'),
  total: toPaise('550'),
  banks: payoutBanks,
  bankId: 3,
  onSelectBank: vi.fn(),
  submitting: false,
  onSubmit: vi.fn(),
  result: null,
  onCloseResult: vi.fn(),
}

describe('PayoutView', () => {
  it('shows available, the fee (named a fee) and the total debited, the banks and a truthful note', () => {
    renderView(<PayoutView {...props} />)
    expect(screen.getByText('₹12,500.00')).toBeTruthy()
    expect(screen.getByText('Fee').nextElementSibling?.textContent).toBe('₹50.00')
    expect(screen.getByText('Total debited').nextElementSibling?.textContent).toBe('₹550.00')
    expect(screen.queryByText(/tax/i)).toBeNull()
    expect(screen.getByRole('radio', { name: 'Demo Bank ····9876' })).toHaveProperty('checked', true)
    expect(screen.getByText('The fee is 10% of the amount.')).toBeTruthy()
    expect(
      screen.getByText(
        'When you submit, the amount plus the fee is taken from your balance at once. Your bank account is sent the amount; the withdrawal shows as Pending in bank in the records until it is paid.',
      ),
    ).toBeTruthy()
    // The server enforces no withdrawal hours, so the note names none.
    expect(screen.queryByText(/Monday|am\b|7 to 9/)).toBeNull()
  })

  it('on the Salary tab the note names the salary balance; a fee that is not a percent has no fee line', () => {
    renderView(<PayoutView {...props} tab="salary" feePercent={null} />)
    expect(screen.getByText(/taken from your salary balance at once/)).toBeTruthy()
    expect(screen.queryByText(/The fee is/)).toBeNull()
  })

  it('shows an over-balance error at the amount field', () => {
    renderView(
      <PayoutView
        {...props}
        available={toPaise('500')}
        amountError="Amount plus fee is ₹550.00, more than the available ₹500.00."
      />,
    )
    const field = screen.getByLabelText('Amount (₹)')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Amount plus fee is ₹550.00, more than the available ₹500.00.')).toBeTruthy()
  })

  it('shows the result with the reference, amount, fee, what was taken and a link to the records', () => {
    const onCloseResult = vi.fn()
    renderView(
      <PayoutView
        {...props}
        onCloseResult={onCloseResult}
        result={{
          source: 'balance',
          info: 'Withdrawal submitted',
          orderNumber: 'W20261125093012345',
          amount: toPaise('500'),
          fee: toPaise('50'),
        }}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Withdrawal submitted' })
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent
    expect(value('Reference')).toBe('W20261125093012345')
    expect(value('Sent to your bank')).toBe('₹500.00')
    expect(value('Fee')).toBe('₹50.00')
    expect(value('Taken from your balance')).toBe('₹550.00')
    expect(within(dialog).getByRole('link', { name: 'View withdrawal records' }).getAttribute('href')).toBe(
      '/hist?tab=withdraw',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(onCloseResult).toHaveBeenCalledOnce()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onCloseResult).toHaveBeenCalledTimes(2)
  })

  it('a result without a receipt shows what is known and links the salary withdrawals', () => {
    renderView(
      <PayoutView
        {...props}
        tab="salary"
        result={{ source: 'salary', info: 'Done', orderNumber: null, amount: toPaise('500'), fee: null }}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Done' })
    expect(within(dialog).getByText('Sent to your bank').nextElementSibling?.textContent).toBe('₹500.00')
    expect(within(dialog).queryByText('Reference')).toBeNull()
    expect(within(dialog).queryByText('Fee')).toBeNull()
    expect(within(dialog).getByText('Its reference is listed in the records.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'View salary withdrawals' }).getAttribute('href')).toBe(
      '/salary?tab=payout',
    )
  })

  it('with no bank, links to /bind_card instead of the form', () => {
    renderView(<PayoutView {...props} status="noBank" banks={[]} />)
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
  })
})

describe('PayoutView in hd', () => {
  it('reads the fee and the note in Hindi', () => {
    renderView(<PayoutView {...props} amountText="" fee={null} total={null} />, { locale: 'hd' })
    expect(screen.getByText('Shulk')).toBeTruthy()
    expect(screen.getByText('Shulk raashi ka 10% hai.')).toBeTruthy()
    expect(screen.getByText(/turant aapke mukhya balance se kat jaate hain/)).toBeTruthy()
  })

  it('names Submit apart from Deposit: Nikasi bhejein, not Jama karein', () => {
    renderView(<PayoutView {...props} />, { locale: 'hd' })
    expect(screen.getByRole('button', { name: 'Nikasi bhejein' })).toBeTruthy()
    expect(screen.queryByText('Jama karein')).toBeNull()
  })
})
