import type { Meta, StoryObj } from '@storybook/react-vite'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { WebviewView } from './webview-view.tsx'

const meta = {
  title: 'Screens/Account/Pages/Web page',
  component: WebviewView,
  decorators: [withAppProviders],
  args: { url: 'https://example.com/' },
} satisfies Meta<typeof WebviewView>
export default meta
type Story = StoryObj<typeof meta>

export const Allowed: Story = {}
export const RefusedJavascript: Story = { args: { url: 'javascript:alert(1)' } }
export const RefusedUserinfo: Story = { args: { url: 'https://app@evil.example/' } }
export const NoUrl: Story = { args: { url: null } }
