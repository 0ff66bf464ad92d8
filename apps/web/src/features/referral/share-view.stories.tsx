import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ShareView } from './share-view.tsx'

const meta = {
  title: 'Screens/Referral/Share',
  component: ShareView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    code: '100001',
    link: 'http://localhost:8080/app/#/signin?code=100001',
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof ShareView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = { args: { status: 'loading', code: '', link: '' } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', code: '', link: '' } }
