import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { auditEntries } from '../../test/fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { AuditView, type AuditViewProps, describeState } from './audit-view.tsx'

const props = (over: Partial<AuditViewProps> = {}): AuditViewProps => ({
  status: 'ready',
  entries: auditEntries,
  scope: 'mine',
  canSeeAll: false,
  onScopeChange: () => {},
  hasMore: false,
  loadingMore: false,
  onMore: () => {},
  onRetry: () => {},
  ...over,
})

describe('the audit log view', () => {
  it('lists who did what, when, about what, before and after, and offers no way to edit', () => {
    renderView(<AuditView {...props()} />)
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(auditEntries.length)
    const first = within(rows[0] as HTMLElement)
    expect(first.getByText('support.desk (Support)')).toBeTruthy()
    expect(first.getByText('Answered')).toBeTruthy()
    expect(first.getByText('user 100001 with Support desk')).toBeTruthy()
    expect(first.getByText('content: Please share the UTR number.')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('unread: 2')).toBeTruthy()
    expect(within(rows[4] as HTMLElement).getByText('Sign-in refused')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('That is every entry.')).toBeTruthy()
  })

  it('lets finance choose whose actions; support sees no choice', async () => {
    const choose = vi.fn()
    const { rerender } = renderView(<AuditView {...props()} />)
    expect(screen.queryByRole('group', { name: 'Whose actions' })).toBeNull()
    rerender(<AuditView {...props({ canSeeAll: true, scope: 'all', onScopeChange: choose })} />)
    expect(screen.getByRole('button', { name: 'Every operator' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Mine' }))
    expect(choose).toHaveBeenCalledWith('mine')
  })

  it('names the finance desk’s decisions, with the reason the user reads', () => {
    const refused = {
      id: 9,
      at: Date.UTC(2026, 5, 1, 10),
      actor: 'finance.desk',
      role: 'finance',
      action: 'withdrawal-refused',
      subject: 'withdrawal W2026060100041 of user 100001',
      before: { status: 'Pending in bank', amount: '₹2,000.00' },
      after: { status: 'Refund', reason_code: 'other', reason: 'The account is closed at the bank.' },
    }
    renderView(
      <AuditView {...props({ entries: [refused, { ...refused, id: 8, action: 'pan-verified' }] })} />,
    )
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[]
    expect(within(first as HTMLElement).getByText('Refused a withdrawal')).toBeTruthy()
    expect(within(first as HTMLElement).getByText('finance.desk (Finance)')).toBeTruthy()
    expect(within(first as HTMLElement).getByText('reason: The account is closed at the bank.')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('Verified a PAN')).toBeTruthy()
  })

  it('describes a recorded state field by field', () => {
    expect(describeState({ available: false, note: 'x' })).toEqual(['available: false', 'note: x'])
    expect(describeState(null)).toEqual([])
  })
})
