import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../trading/render-view.tsx'
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

describe('SalaryView', () => {
  it('lists salary entries with Unpaid/Created, amount and time', () => {
    renderView(<SalaryView {...props()} />)
    expect(screen.getByRole('tab', { name: 'Create' }).getAttribute('aria-selected')).toBe('true')
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem')
    expect(within(items[0] as HTMLElement).getByText('Unpaid')).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByText('Amount ₹1,500.00')).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByText('2026-11-20 09:00:00')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('Created')).toBeTruthy()
  })

  it('lists withdrawals with the reference and the status label', () => {
    renderView(<SalaryView {...props({ tab: 'payout' })} />)
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem')
    expect(within(items[0] as HTMLElement).getByText('Reference SW202611200001')).toBeTruthy()
    expect(within(items[0] as HTMLElement).getByText('Success')).toBeTruthy()
    expect(within(items[1] as HTMLElement).getByText('Refund')).toBeTruthy()
    expect(within(items[2] as HTMLElement).getByText('Pending in bank')).toBeTruthy()
  })

  it('switches tabs', () => {
    const p = props()
    renderView(<SalaryView {...p} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Payout' }))
    expect(p.onTabChange).toHaveBeenCalledWith('payout')
  })

  it('shows loading, empty and error with Retry for the tab shown', () => {
    const p = props({ create: { status: 'loading', items: [] } })
    const { rerender } = renderView(<SalaryView {...p} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<SalaryView {...p} tab="payout" payout={{ status: 'empty', items: [] }} />)
    expect(screen.getByText('No salary withdrawals yet')).toBeTruthy()
    rerender(<SalaryView {...p} create={{ status: 'error', items: [] }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledWith('create')
  })
})
