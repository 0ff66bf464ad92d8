import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { EMPTY_RESET } from './fixtures.ts'
import { ForgotPasswordView } from './forgot-password-view.tsx'

const meta = {
  title: 'Screens/Signed out/Forgot password',
  component: ForgotPasswordView,
  decorators: [withAppProviders],
  args: {
    step: 0,
    values: EMPTY_RESET,
    errors: {},
    busy: false,
    onChange: fn(),
    onSendOtp: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ForgotPasswordView>
export default meta
type Story = StoryObj<typeof meta>

export const Mobile: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send OTP' }))
    await expect(args.onSendOtp).toHaveBeenCalledTimes(1)
  },
}

export const MobileInvalid: Story = {
  args: { values: { ...EMPTY_RESET, mobile: '98' }, errors: { mobile: 'invalid mobile' } },
}

export const SendingOtp: Story = { args: { values: { ...EMPTY_RESET, mobile: '9000000001' }, busy: true } }

export const Reset: Story = { args: { step: 1, values: { mobile: '9000000001', otp: '', password: '' } } }

export const ResetInvalid: Story = {
  args: {
    step: 1,
    values: { mobile: '9000000001', otp: '12', password: '123' },
    errors: { otp: 'invalid otp', password: 'password too short' },
  },
}

export const Resetting: Story = {
  args: { step: 1, values: { mobile: '9000000001', otp: '123456', password: 'newpass1' }, busy: true },
}
