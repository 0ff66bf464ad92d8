import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { EMPTY_REGISTRATION, FILLED_REGISTRATION } from './fixtures.ts'
import { RegisterView } from './register-view.tsx'

const meta = {
  title: 'Screens/Signed out/Registration',
  component: RegisterView,
  decorators: [withAppProviders],
  args: {
    step: 0,
    values: EMPTY_REGISTRATION,
    errors: {},
    busy: false,
    resendIn: 0,
    resending: false,
    onChange: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmit: fn(),
    onResend: fn(),
    locale: 'en',
    onLocale: fn(),
  },
} satisfies Meta<typeof RegisterView>
export default meta
type Story = StoryObj<typeof meta>

export const Details: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }))
    await expect(args.onNext).toHaveBeenCalledTimes(1)
  },
}

export const DetailsInvalid: Story = {
  args: {
    values: { ...EMPTY_REGISTRATION, name: 'A', email: 'asha@', password: '123' },
    errors: { name: 'name too short', email: 'invalid email', password: 'password too short' },
  },
}

export const CheckingEmail: Story = { args: { values: FILLED_REGISTRATION, busy: true } }

export const MobileAndInvite: Story = { args: { step: 1, values: FILLED_REGISTRATION } }

export const MobileTaken: Story = {
  args: {
    step: 1,
    values: FILLED_REGISTRATION,
    errors: { mobile: 'This mobile number is already registered' },
  },
}

export const OtpCoolingDown: Story = { args: { step: 2, values: FILLED_REGISTRATION, resendIn: 42 } }

export const OtpInvalid: Story = {
  args: { step: 2, values: { ...FILLED_REGISTRATION, otp: '123' }, errors: { otp: 'invalid otp' } },
}

export const OtpResendReady: Story = {
  args: { step: 2, values: { ...FILLED_REGISTRATION, otp: '123456' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend' }))
    await expect(args.onResend).toHaveBeenCalledTimes(1)
  },
}

/** Registering: the SMS code is read-only (readable, focusable) and the form is busy until the answer. */
export const Submitting: Story = {
  args: { step: 2, values: { ...FILLED_REGISTRATION, otp: '123456' }, busy: true, resendIn: 30 },
  play: async ({ args, canvasElement }) => {
    const code = within(canvasElement).getByLabelText('SMS code')
    await expect(code).toHaveAttribute('readonly')
    await expect(code.closest('form')).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(code, '{Backspace}')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** The language is offered on /signin too; here in Hinglish, with Hinglish pressed. */
export const InHinglish: Story = {
  globals: { locale: 'hd' },
  args: { locale: 'hd' },
}
