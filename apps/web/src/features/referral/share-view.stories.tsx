import { paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { teamSummary } from './fixtures.ts'
import { ShareView } from './share-view.tsx'

const meta = {
  title: 'Screens/Account/Invite/Invite friends',
  component: ShareView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    code: '100001',
    link: 'https://mandi.example/app/#/signin?code=100001',
    invited: { status: 'success', summary: teamSummary },
    rewardPercent: '5',
    canShare: true,
    onShare: fn(),
    onRetry: fn(),
    onRetryInvited: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof ShareView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
/** No Web Share API (most desktops): a WhatsApp link instead of the Share button. */
export const WhatsAppFallback: Story = { args: { canShare: false } }
/** Nobody has joined with the code yet. */
export const NoOneYet: Story = {
  args: {
    invited: {
      status: 'success',
      summary: { peopleCount: 0, depositorsCount: 0, depositAmount: paise(0), payoutAmount: paise(0) },
    },
  },
}
export const InvitedLoading: Story = { args: { invited: { status: 'loading', summary: null } } }
export const InvitedError: Story = { args: { invited: { status: 'error', summary: null } } }
export const Loading: Story = { args: { status: 'loading', code: '', link: '' } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', code: '', link: '' } }
