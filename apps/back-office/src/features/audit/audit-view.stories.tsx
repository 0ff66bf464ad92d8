import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { auditEntries } from '../../test/fixtures.ts'
import { AuditView } from './audit-view.tsx'

const meta = {
  title: 'Console/Audit log',
  component: AuditView,
  decorators: [withConsoleProviders],
  args: {
    status: 'ready',
    entries: auditEntries,
    scope: 'mine',
    canSeeAll: false,
    onScopeChange: fn(),
    hasMore: false,
    loadingMore: false,
    onMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditView>
export default meta
type Story = StoryObj<typeof meta>

export const Support: Story = {}
export const FinanceEveryone: Story = { args: { canSeeAll: true, scope: 'all' } }
export const MoreToLoad: Story = { args: { hasMore: true } }
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } }
export const Loading: Story = { args: { status: 'loading', entries: [] } }
export const Empty: Story = { args: { entries: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', entries: [] } }
