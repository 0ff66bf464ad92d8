import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BankTransferView } from './bank-transfer-view.tsx'
import { chatLink } from './chat-link.ts'
import { depositBank, depositRecords, settlementEntries, withdrawalRecords } from './fixtures.ts'
import { HistView } from './hist-view.tsx'
import { renderView } from './render-view.tsx'
import { StatementView } from './statement-view.tsx'

describe('HistView', () => {
  const base = { tab: 'deposit', onTabChange: vi.fn(), records: depositRecords, onRetry: vi.fn() } as const

  it('shows the §4 labels of deposits and withdrawals', () => {
    const { rerender } = renderView(<HistView {...base} status="success" />)
    expect(screen.getByText('Unpaid')).toBeTruthy()
    expect(screen.getByText('Success')).toBeTruthy()
    expect(screen.getByText('₹30,000.00')).toBeTruthy()
    rerender(<HistView {...base} tab="withdraw" records={withdrawalRecords} status="success" />)
    expect(screen.getByText('Pending in bank')).toBeTruthy()
    expect(screen.getByText('Refund')).toBeTruthy()
    expect(screen.getByText('Success')).toBeTruthy()
  })

  it('has loading, empty and error states, and Retry reloads', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<HistView {...base} status="loading" records={[]} />)
    expect(screen.getByText('Loading')).toBeTruthy()
    rerender(<HistView {...base} status="empty" records={[]} />)
    expect(screen.getByText('No records yet')).toBeTruthy()
    rerender(
      <HistView {...base} status="error" records={[]} errorText="Network error occurred" onRetry={onRetry} />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Network error occurred')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('switches tabs', () => {
    const onTabChange = vi.fn()
    renderView(<HistView {...base} status="success" onTabChange={onTabChange} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }))
    expect(onTabChange).toHaveBeenCalledWith('withdraw')
  })
})

describe('StatementView', () => {
  it('marks credits Cr and debits Dr with the amount and the closing balance', () => {
    renderView(
      <StatementView title="Dealer Center" status="success" entries={settlementEntries} onRetry={vi.fn()} />,
    )
    const rows = within(screen.getByRole('list', { name: 'Entries' })).getAllByRole('listitem')
    expect(rows[0]?.textContent).toContain('Cr')
    expect(rows[0]?.textContent).toContain('+₹600.00')
    expect(rows[0]?.textContent).toContain('Balance ₹12,600.00')
    expect(rows[1]?.textContent).toContain('Dr')
    expect(rows[1]?.textContent).toContain('-₹1,800.00')
    expect(screen.getByRole('heading', { name: 'Dealer Center' })).toBeTruthy()
  })

  it('says when there are no entries', () => {
    renderView(<StatementView title="Account Settlement" status="empty" entries={[]} onRetry={vi.fn()} />)
    expect(screen.getByText('No entries yet')).toBeTruthy()
  })
})

describe('BankTransferView', () => {
  const props = {
    linkComplete: true,
    status: 'success',
    amountLabel: '₹600.00',
    order: 'D1',
    bank: depositBank,
    chatUrl: chatLink('+91 98765-43210', 'Amount: ₹600.00, ID: C1, Order: D1'),
    onRetry: vi.fn(),
    onCopied: vi.fn(),
  } as const

  it('shows UPI only when longer than 2 characters', () => {
    const { rerender } = renderView(<BankTransferView {...props} />)
    expect(screen.getByText('mandi@hdfcbank')).toBeTruthy()
    rerender(<BankTransferView {...props} bank={{ ...depositBank, upi: 'ab' }} />)
    expect(screen.queryByText('UPI')).toBeNull()
    expect(screen.getByText('HDFC0001234')).toBeTruthy()
  })

  it('links the chat with the amount, ID and order built by URLSearchParams', () => {
    renderView(<BankTransferView {...props} />)
    const href = screen.getByRole('link', { name: 'Send details on WhatsApp' }).getAttribute('href') ?? ''
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210')
    expect(url.searchParams.get('text')).toBe('Amount: ₹600.00, ID: C1, Order: D1')
  })

  it('says when the link lacks its order', () => {
    renderView(<BankTransferView {...props} linkComplete={false} />)
    expect(screen.getByRole('alert').textContent).toContain('incomplete')
  })
})
