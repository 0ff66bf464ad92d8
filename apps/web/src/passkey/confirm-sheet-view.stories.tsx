import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../stories/with-app-providers.tsx'
import { ConfirmSheetView } from './confirm-sheet-view.tsx'

const meta = {
  title: 'Screens/Wallet/Passkey confirmation',
  component: ConfirmSheetView,
  decorators: [withAppProviders],
  args: {
    action: 'payout',
    stage: 'prompting',
    problem: null,
    password: '',
    passwordError: null,
    onRetry: fn(),
    onUsePassword: fn(),
    onPasswordChange: fn(),
    onSubmitPassword: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmSheetView>
export default meta
type Story = StoryObj<typeof meta>

/** The browser's prompt is up. */
export const Prompting: Story = {}

export const Cancelled: Story = {
  args: { stage: 'failed', problem: 'cancelled' },
  play: async ({ args }) => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** The passkey was removed on another phone: only the password. */
export const RemovedPasskey: Story = { args: { action: 'bank', stage: 'failed', problem: 'unknownPasskey' } }

export const NoAuthenticator: Story = {
  args: { action: 'password', stage: 'failed', problem: 'noAuthenticator' },
}

export const TimedOut: Story = { args: { stage: 'failed', problem: 'timeout' } }

export const Password: Story = { args: { stage: 'password', problem: 'cancelled', password: 'demo1234' } }

export const PasswordWrong: Story = {
  args: { stage: 'password', password: 'wrong12', passwordError: 'The password is wrong' },
}

export const Checking: Story = { args: { stage: 'checking', password: 'demo1234' } }
