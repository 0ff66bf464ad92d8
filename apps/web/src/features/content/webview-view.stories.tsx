import type { Meta, StoryObj } from '@storybook/react-vite'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { WebviewView } from './webview-view.tsx'

const meta = {
  title: 'Screens/Account/Pages/Web page',
  component: WebviewView,
  decorators: [withAppProviders],
  args: { url: 'https://docs.mandi.example/guide', frameHosts: ['https://docs.mandi.example'] },
} satisfies Meta<typeof WebviewView>
export default meta
type Story = StoryObj<typeof meta>

export const Allowed: Story = {}
/** The default server: no origin may be framed, so the page opens in a new tab. */
export const OpensInNewTab: Story = { args: { frameHosts: [] } }
export const CheckingHosts: Story = { args: { frameHosts: null } }
export const RefusedJavascript: Story = { args: { url: 'javascript:alert(1)' } }
export const RefusedUserinfo: Story = { args: { url: 'https://app@evil.example/' } }
export const NoUrl: Story = { args: { url: null } }
