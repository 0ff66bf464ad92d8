import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { HOSTILE_HTML, page } from './fixtures.ts'
import { PageView } from './page-view.tsx'

const meta = {
  title: 'Screens/Account/Pages/Page (About, Terms)',
  component: PageView,
  decorators: [withAppProviders],
  args: { status: 'success', page, onRetry: fn() },
} satisfies Meta<typeof PageView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const HostileHtml: Story = { args: { page: { ...page, contents: HOSTILE_HTML } } }
export const Loading: Story = { args: { status: 'loading', page: null } }
export const Missing: Story = { args: { status: 'empty', page: null } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', page: null } }
