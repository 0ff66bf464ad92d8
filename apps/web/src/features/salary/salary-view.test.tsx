import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { SALARY_LOGS, SALARY_WITHDRAWALS } from './salary-fixtures.ts'
import { SalaryView, type SalaryViewProps } from './salary-view.tsx'

const props = (over: Partial<SalaryViewProps> = {}): SalaryViewProps => ({
  tab: 'create',
  create: { status: 'success', items: SALARY_LOGS },
  payout: { status: 'success', items: SALARY_WITHDRAWALS },
  onTabChange: vi.fn(),
  onRetry: vi.fn(),
  ...over,
})

// The app loads the Hindi (Devanagari) catalogue before rendering in it; the test setup loads only hd.
beforeAll(() => addCatalogue('hi', hi))

// The fixtures are of 13–20 Nov 2026; "now" is the evening of 20 Nov in India.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-20T20:00:00+05:30'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('SalaryView', () => {
  it('lists salary entries with Unpaid/Created, amount and time, grouped by India day', () => {
    renderView(<SalaryView {...props()} />)
    expect(screen.getByRole('tab', { name: 'Salary entries' }).getAttribute('aria-selected')).toBe('true')
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem')
    expect(within(items[0] as HTMLElement).getByText('Unpaid')).toBeTruthy()
    expect(
      within(items[0] as HTMLElement)
        .getByText('₹1,500.00')
        .closest('[data-money]'),
    ).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByText('9:00 am')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('Created')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      '13 Nov 2026',
    ])
    expect(within(screen.getByRole('list', { name: 'Today' })).getAllByRole('listitem')).toHaveLength(1)
  })

  it('lists withdrawals with the reference and the status label', () => {
    renderView(<SalaryView {...props({ tab: 'payout' })} />)
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem')
    expect(within(items[0] as HTMLElement).getByText('Reference SW202611200001')).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByText('Success')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('Refund')).toBeTruthy()
    expect(within(items[2] as HTMLElement).getByText('Pending in bank')).toBeTruthy()
  })

  it('says why a withdrawal was refunded, in the reader’s words for a known reason', () => {
    renderView(<SalaryView {...props({ tab: 'payout' })} />)
    const refunded = within(screen.getByRole('tabpanel')).getAllByRole('listitem')[1] as HTMLElement
    expect(refunded.textContent).toContain('The bank account was added or changed less than an hour before')
  })

  it('switches tabs', () => {
    const p = props()
    renderView(<SalaryView {...p} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }))
    expect(p.onTabChange).toHaveBeenCalledWith('payout')
  })

  it('shows loading, empty and error with Retry for the tab shown', () => {
    const p = props({ create: { status: 'loading', items: [] } })
    const { rerender } = renderView(<SalaryView {...p} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<SalaryView {...p} tab="payout" payout={{ status: 'empty', items: [] }} />)
    expect(screen.getByText('No salary withdrawals yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Withdraw salary' }).getAttribute('href')).toBe(
      '/payout?tab=salary',
    )
    rerender(<SalaryView {...p} create={{ status: 'empty', items: [] }} />)
    expect(screen.getByText('No salary entries yet')).toBeTruthy()
    expect(screen.getByText(/credited to your salary balance by the platform/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe(
      '/service',
    )
    rerender(<SalaryView {...p} create={{ status: 'error', items: [] }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledWith('create')
  })

  it('reads in Hinglish and in Hindi (Devanagari)', () => {
    const { unmount } = renderView(<SalaryView {...props({ tab: 'payout' })} />, { locale: 'hd' })
    expect(screen.getByRole('tab', { name: 'Nikasi' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Sandarbh SW202611200001')).toBeTruthy()
    expect(screen.getByText('Paisa vaapas')).toBeTruthy()
    unmount()
    renderView(<SalaryView {...props()} />, { locale: 'hi' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('वेतन')
    expect(screen.getByRole('tab', { name: 'वेतन सूची' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('भुगतान बाकी')).toBeTruthy()
  })
})
