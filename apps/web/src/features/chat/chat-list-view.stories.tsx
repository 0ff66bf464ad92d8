import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ChatListView } from './chat-list-view.tsx'
import { contacts, conversations } from './fixtures.ts'

const meta = {
  title: 'Screens/Home/Support/Chats',
  component: ChatListView,
  decorators: [withAppProviders],
  args: {
    tab: 'msgs',
    conversations: { status: 'success', items: conversations },
    contacts: { status: 'success', items: contacts },
    onTabChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChatListView>
export default meta
type Story = StoryObj<typeof meta>

export const Msgs: Story = {}
export const Contacts: Story = { args: { tab: 'contacts' } }
export const Loading: Story = {
  args: { conversations: { status: 'loading', items: [] }, contacts: { status: 'loading', items: [] } },
}
/** No conversation yet: the next step is Contact support (/service). */
export const Empty: Story = { args: { conversations: { status: 'empty', items: [] } } }
export const NoContacts: Story = { args: { tab: 'contacts', contacts: { status: 'empty', items: [] } } }
export const ErrorState: Story = { name: 'Error', args: { conversations: { status: 'error', items: [] } } }
