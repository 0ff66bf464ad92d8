import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../stories/with-app-providers.tsx'
import { PasskeyOfferView } from './passkey-offer-view.tsx'

const meta = {
  title: 'Screens/Account/Fingerprint offer',
  component: PasskeyOfferView,
  decorators: [withAppProviders],
  args: { busy: false, problem: null, onTurnOn: fn(), onDismiss: fn() },
} satisfies Meta<typeof PasskeyOfferView>
export default meta
type Story = StoryObj<typeof meta>

export const Offer: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Not now' }))
    await expect(args.onDismiss).toHaveBeenCalled()
  },
}

export const Prompting: Story = { args: { busy: true } }

export const Cancelled: Story = { args: { problem: 'cancelled' } }

export const NoAuthenticator: Story = { args: { problem: 'noAuthenticator' } }
