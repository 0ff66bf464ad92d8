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

  it('describes a recorded state field by field', () => {
    expect(describeState({ available: false, note: 'x' })).toEqual(['available: false', 'note: x'])
    expect(describeState(null)).toEqual([])
  })
})
