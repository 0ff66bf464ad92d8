import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { conversations } from '../../test/fixtures.ts'
import { ConversationListView } from './conversation-list-view.tsx'

const meta = {
  title: 'Console/Inbox/Conversations',
  component: ConversationListView,
  decorators: [withConsoleProviders],
  args: { status: 'ready', conversations, selected: null, onRetry: fn() },
} satisfies Meta<typeof ConversationListView>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const OneOpen: Story = { args: { selected: { userId: 7, agentId: 1 } } }
export const Loading: Story = { args: { status: 'loading', conversations: [] } }
export const Empty: Story = { args: { conversations: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', conversations: [] } }
