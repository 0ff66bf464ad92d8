import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../stories/with-app-providers.tsx'
import { UpdateNoticeView } from './update-notice.tsx'

const meta = {
  title: 'Shell/UpdateNotice',
  component: UpdateNoticeView,
  decorators: [withAppProviders],
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateNoticeView>
export default meta
type Story = StoryObj<typeof meta>

/** A new build took over while the app was open (switch the toolbar for hd and hi). */
export const Ready: Story = {}
