import type { Meta, StoryObj } from '@storybook/react-vite'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { SafeView } from './safe-view.tsx'

const meta = {
  title: 'Screens/Account/Safe',
  component: SafeView,
  decorators: [withAppProviders],
} satisfies Meta<typeof SafeView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
