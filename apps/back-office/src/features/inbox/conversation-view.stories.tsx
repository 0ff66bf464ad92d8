import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { messages } from '../../test/fixtures.ts'
import { ConversationView } from './conversation-view.tsx'

// A picture drawn in place (no request leaves Storybook).
const picture =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="%23cde"/></svg>'

const meta = {
  title: 'Console/Inbox/Conversation',
  component: ConversationView,
  decorators: [withConsoleProviders],
  args: {
    status: 'ready',
    userName: 'Demo User',
    userCode: '100001',
    agentName: 'Support desk',
    messages: messages.map((m) => ({ ...m, href: m.type === 'img' ? picture : '' })),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConversationView>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const NoMessages: Story = { args: { messages: [] } }
export const Loading: Story = { args: { status: 'loading', messages: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', messages: [] } }
export const Missing: Story = { args: { status: 'missing', messages: [] } }
