import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { CustomerServiceView } from './customer-service-view.tsx'
import { LIVE_CHAT_ORIGIN, liveChatFrom } from './live-chat.ts'

const meta = {
  title: 'Screens/Home/Support/Customer service',
  component: CustomerServiceView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    whatsAppHref: 'https://wa.me/919000000001',
    telegramHref: 'https://t.me/mandi_support',
    liveChat: { kind: 'none' },
    frameHosts: [],
    onRetry: fn(),
  },
} satisfies Meta<typeof CustomerServiceView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const WhatsAppOnly: Story = { args: { telegramHref: null } }
/** The provider's origin is on the server's frame allow-list (SIM_FRAME_HOSTS): the chat is framed. */
export const LiveChat: Story = {
  args: { liveChat: liveChatFrom('support', 'abc123'), frameHosts: [LIVE_CHAT_ORIGIN] },
}
/** The default server frames nothing: the live chat opens in a new tab. */
export const LiveChatInNewTab: Story = { args: { liveChat: liveChatFrom('support', 'abc123') } }
export const LiveChatInvalid: Story = { args: { liveChat: liveChatFrom('x/../evil', 'abc') } }
export const Loading: Story = { args: { status: 'loading', whatsAppHref: null, telegramHref: null } }
export const Empty: Story = { args: { status: 'empty', whatsAppHref: null, telegramHref: null } }
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', whatsAppHref: null, telegramHref: null },
}
