import type { Meta, StoryObj } from '@storybook/react-vite'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { AccountSecurityView } from './account-security-view.tsx'

const meta = {
  title: 'Screens/Account/Account security',
  component: AccountSecurityView,
  decorators: [withAppProviders],
} satisfies Meta<typeof AccountSecurityView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
