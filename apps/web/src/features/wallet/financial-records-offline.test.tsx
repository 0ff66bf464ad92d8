import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { offlineNotice } from '../../layout/offline-fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { FinancialRecordsView, type FinancialRecordsViewProps } from './financial-records-view.tsx'
import { depositRecords } from './fixtures.ts'

function hist(props: Partial<FinancialRecordsViewProps>) {
  return renderView(
    <FinancialRecordsView
      tab="deposit"
      onTabChange={vi.fn()}
      status="success"
      records={depositRecords}
      onRetry={vi.fn()}
      {...props}
    />,
  )
}

const reasonOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

describe('/hist offline', () => {
  it('shows the kept records under the banner', () => {
    hist({ lastKnown: offlineNotice, offline: true })
    expect(screen.getByText(/^Offline, as of /)).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(depositRecords.length)
  })

  it('turns an empty tab’s Add money and Withdraw off, each saying why', () => {
    const view = hist({ status: 'empty', records: [], lastKnown: offlineNotice, offline: true })
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add money' })
    expect(add.disabled).toBe(true)
    expect(reasonOf(add)).toBe('You are offline. Connect to add money.')
    expect(screen.queryByRole('link', { name: 'Add money' })).toBeNull()
    view.unmount()

    hist({ tab: 'withdraw', status: 'empty', records: [], offline: true })
    const withdraw = screen.getByRole<HTMLButtonElement>('button', { name: 'Withdraw' })
    expect(withdraw.disabled).toBe(true)
    expect(reasonOf(withdraw)).toBe('You are offline. Connect to withdraw.')
  })

  it('has no banner while the data is fresh and the phone online', () => {
    hist({ status: 'empty', records: [] })
    expect(screen.queryByText(/as of /)).toBeNull()
    expect(screen.getByRole('link', { name: 'Add money' })).toBeTruthy()
  })
})
