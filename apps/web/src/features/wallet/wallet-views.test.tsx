import { rupees, upiPayUrl } from '@mandi/domain'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { BankTransferView } from './bank-transfer-view.tsx'
import { chatLink } from './chat-link.ts'
import { FinancialRecordsView } from './financial-records-view.tsx'
import { depositBank, depositRecords, settlementEntries, withdrawalRecords } from './fixtures.ts'
import { StatementView } from './statement-view.tsx'

// The app loads the Hindi (Devanagari) catalogue before rendering in it; the test setup loads only hd.
beforeAll(() => addCatalogue('hi', hi))

// The fixtures are of 20–22 Nov 2026; "now" is the afternoon of 22 Nov in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T15:00:00+05:30'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('FinancialRecordsView', () => {
  const base = { tab: 'deposit', onTabChange: vi.fn(), records: depositRecords, onRetry: vi.fn() } as const

  it('shows the §4 labels of deposits and withdrawals', () => {
    const { rerender } = renderView(<FinancialRecordsView {...base} status="success" />)
    expect(screen.getByText('Unpaid')).toBeTruthy()
    expect(screen.getByText('Success')).toBeTruthy()
    expect(screen.getByText('₹30,000.00').closest('[data-money]')).toBeTruthy()
    rerender(<FinancialRecordsView {...base} tab="withdraw" records={withdrawalRecords} status="success" />)
    expect(screen.getByText('Pending in bank')).toBeTruthy()
    expect(screen.getByText('Refund')).toBeTruthy()
    expect(screen.getByText('Success')).toBeTruthy()
  })

  it('has loading, empty and error states, and Retry reloads', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<FinancialRecordsView {...base} status="loading" records={[]} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<FinancialRecordsView {...base} status="empty" records={[]} />)
    expect(screen.getByText('No deposits yet')).toBeTruthy()
    rerender(
      <FinancialRecordsView
        {...base}
        status="error"
        records={[]}
        errorText="Network error occurred"
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Network error occurred')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('groups the records by India day under headings, each row with its time of day', () => {
    renderView(<FinancialRecordsView {...base} status="success" />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
    ])
    const today = within(screen.getByRole('list', { name: 'Today' })).getAllByRole('listitem')
    expect(today).toHaveLength(1)
    expect(today[0]?.textContent).toContain('₹600.00')
    expect(today[0]?.textContent).toContain('Order D20261122001')
    expect(today[0]?.textContent).toContain('10:15 am')
    expect(today[0]?.textContent).not.toContain('2026-11-22')
    const yesterday = within(screen.getByRole('list', { name: 'Yesterday' })).getAllByRole('listitem')
    expect(yesterday[0]?.textContent).toContain('6:02 pm')
  })

  it('offers the next step when a tab is empty: Add money for deposits, Withdraw for withdrawals', () => {
    const { rerender } = renderView(<FinancialRecordsView {...base} status="empty" records={[]} />)
    expect(screen.getByRole('link', { name: 'Add money' }).getAttribute('href')).toBe('/deposit')
    rerender(<FinancialRecordsView {...base} tab="withdraw" status="empty" records={[]} />)
    expect(screen.getByText('No withdrawals yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/payout')
  })

  it('reads in Hindi (Devanagari)', () => {
    renderView(<FinancialRecordsView {...base} status="success" />, { locale: 'hi' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लेन-देन रिकॉर्ड')
    expect(screen.getByRole('tab', { name: 'जमा' })).toBeTruthy()
    expect(screen.getByText('भुगतान बाकी')).toBeTruthy()
  })

  it('switches tabs', () => {
    const onTabChange = vi.fn()
    renderView(<FinancialRecordsView {...base} status="success" onTabChange={onTabChange} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }))
    expect(onTabChange).toHaveBeenCalledWith('withdraw')
  })
})

describe('StatementView', () => {
  it('marks credits Credit and debits Debit with the amount and the closing balance, grouped by day', () => {
    renderView(
      <StatementView
        title="Account statement"
        status="success"
        entries={settlementEntries}
        onRetry={vi.fn()}
      />,
    )
    const entries = screen.getByRole('region', { name: 'Entries' })
    expect(
      within(entries)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Today', '20 Nov 2026'])
    const today = within(screen.getByRole('list', { name: 'Today' })).getAllByRole('listitem')
    expect(today[0]?.textContent).toContain('Credit')
    expect(today[0]?.textContent).toContain('+₹600.00')
    expect(today[0]?.textContent).toContain('Balance ₹12,600.00')
    expect(today[0]?.textContent).toContain('10:20 am')
    const earlier = within(screen.getByRole('list', { name: '20 Nov 2026' })).getAllByRole('listitem')
    expect(earlier[0]?.textContent).toContain('Debit')
    expect(earlier[0]?.textContent).toContain('-₹1,800.00')
    expect(earlier[0]?.textContent).toContain('7:30 am')
    expect(screen.getByText('Deposit')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Account statement' })).toBeTruthy()
    // Every amount goes through Money: no rupee figure outside [data-money].
    for (const row of [...today, ...earlier]) {
      const outside = row.cloneNode(true) as HTMLElement
      for (const money of outside.querySelectorAll('[data-money]')) money.remove()
      expect(outside.textContent).not.toMatch(/₹\s?\d/)
    }
  })

  it('says when there are no entries and offers Add money', () => {
    renderView(<StatementView title="Account settlement" status="empty" entries={[]} onRetry={vi.fn()} />)
    expect(screen.getByText('No entries yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add money' }).getAttribute('href')).toBe('/deposit')
  })

  it('translates the app text in Hinglish and Hindi and keeps the server titles as sent', () => {
    const { unmount } = renderView(
      <StatementView title="x" status="success" entries={settlementEntries} onRetry={vi.fn()} />,
      { locale: 'hd' },
    )
    expect(screen.getByRole('region', { name: 'Lenden' })).toBeTruthy()
    expect(screen.getAllByText('Jama').length).toBeGreaterThan(0)
    expect(screen.getByText('Withdrawal')).toBeTruthy()
    unmount()
    renderView(<StatementView title="x" status="success" entries={settlementEntries} onRetry={vi.fn()} />, {
      locale: 'hi',
    })
    expect(screen.getByRole('region', { name: 'लेन-देन' })).toBeTruthy()
    expect(screen.getAllByText('कटौती').length).toBeGreaterThan(0)
    expect(screen.getByText('Deposit')).toBeTruthy()
  })
})

describe('BankTransferView', () => {
  const upiUrl = upiPayUrl({
    payee: depositBank.upi,
    name: depositBank.accountHolder,
    amount: rupees(3000),
    note: 'D1',
  })
  const props = {
    linkComplete: true,
    status: 'success',
    amount: rupees(3000),
    amountValue: '3000.00',
    order: 'D1',
    bank: depositBank,
    upiUrl,
    chatUrl: chatLink('+91 90000-00001', 'Amount: ₹600.00, ID: C1, Order: D1'),
    stage: 'unpaid',
    sentUtr: '',
    utr: { value: '', submitting: false },
    onUtrChange: vi.fn(),
    onUtrSubmit: vi.fn(),
    onRetry: vi.fn(),
    onCopied: vi.fn(),
  } as const

  it('shows UPI only when longer than 2 characters', () => {
    const { rerender } = renderView(<BankTransferView {...props} />)
    expect(screen.getByText('mandi.demo@demo.example')).toBeTruthy()
    rerender(<BankTransferView {...props} bank={{ ...depositBank, upi: 'ab' }} />)
    expect(screen.queryByText('UPI', { selector: 'span' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull()
    expect(screen.getByText('DEMO0000001')).toBeTruthy()
  })

  it('pays with a UPI app through a upi://pay link with payee, name, amount and the order, and draws it as a QR code', async () => {
    renderView(<BankTransferView {...props} />)
    const link = screen.getByRole('link', { name: 'Pay with a UPI app' })
    expect(link.getAttribute('href')).toBe(upiUrl)
    const query = new URLSearchParams(upiUrl.slice('upi://pay?'.length))
    expect(Object.fromEntries(query)).toEqual({
      pa: 'mandi.demo@demo.example',
      pn: 'Mandi Demo Collections (demo)',
      am: '3000.00',
      cu: 'INR',
      tn: 'D1',
    })
    const qr = await screen.findByRole('img', { name: 'QR code to pay 3000.00 by UPI' })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
  })

  it('asks for the UTR after paying; once sent it says it is checked; a refusal says why; paid or cancelled, no form', () => {
    const onUtrSubmit = vi.fn()
    const { rerender } = renderView(<BankTransferView {...props} onUtrSubmit={onUtrSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send the UTR' }))
    expect(onUtrSubmit).toHaveBeenCalled()
    rerender(<BankTransferView {...props} utr={{ value: '1', submitting: false, error: 'Bad UTR' }} />)
    expect(screen.getByText('Bad UTR')).toBeTruthy()
    rerender(<BankTransferView {...props} stage="checking" sentUtr="412345678901" />)
    expect(screen.getByText(/UTR 412345678901 received/).getAttribute('role')).toBe('status')
    expect(screen.queryByLabelText('UTR (12 digits)')).toBeNull()
    rerender(
      <BankTransferView
        {...props}
        stage="refused"
        refusal="This UTR was already used for another deposit."
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('This UTR was already used for another deposit.')
    expect(screen.getByLabelText('UTR (12 digits)')).toBeTruthy()
    rerender(<BankTransferView {...props} stage="paid" />)
    expect(screen.getByText('This deposit has been added to your balance.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull()
    expect(screen.queryByLabelText('UTR (12 digits)')).toBeNull()
  })

  it('sends the details through the in-app chat when no messaging number is configured', () => {
    renderView(<BankTransferView {...props} chatUrl={null} />)
    expect(screen.getByRole('link', { name: 'Ask support in the app chat' }).getAttribute('href')).toBe(
      '/chat',
    )
    expect(screen.queryByRole('link', { name: 'Send details on WhatsApp' })).toBeNull()
  })

  it('links the chat with the amount, ID and order built by URLSearchParams', () => {
    renderView(<BankTransferView {...props} />)
    const href = screen.getByRole('link', { name: 'Send details on WhatsApp' }).getAttribute('href') ?? ''
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe('https://wa.me/919000000001')
    expect(url.searchParams.get('text')).toBe('Amount: ₹600.00, ID: C1, Order: D1')
  })

  it('shows the amount with Indian grouping; Copy copies the bare figure', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    renderView(<BankTransferView {...props} />)
    expect(screen.getByText('Amount (₹)')).toBeTruthy()
    expect(screen.getByText('₹3,000.00')).toBeTruthy()
    expect(screen.queryByText('3000.00')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement)
    })
    expect(writeText).toHaveBeenCalledWith('3000.00')
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('says when the link lacks its order', () => {
    renderView(<BankTransferView {...props} linkComplete={false} />)
    expect(screen.getByRole('alert').textContent).toContain('incomplete')
  })
})
