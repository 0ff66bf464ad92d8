import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { settlementEntries } from './fixtures.ts'
import { StatementView } from './statement-view.tsx'

const meta = {
  title: 'Screens/Wallet/Statement (center, settlement)',
  component: StatementView,
  decorators: [withAppProviders],
  args: { title: 'Account Settlement', status: 'success', entries: settlementEntries, onRetry: fn() },
} satisfies Meta<typeof StatementView>
export default meta
type Story = StoryObj<typeof meta>

export const Settlement: Story = {}
export const DealerCenter: Story = { args: { title: 'Dealer Center' } }
export const Loading: Story = { args: { status: 'loading', entries: [] } }
export const Empty: Story = { args: { status: 'empty', entries: [] } }
export const Failed: Story = { args: { status: 'error', entries: [] } }
