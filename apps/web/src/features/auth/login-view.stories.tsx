import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { LoginView } from './login-view.tsx'

const meta = {
  title: 'Screens/Signed out/Login',
  component: LoginView,
  decorators: [withAppProviders],
  args: {
    userId: '',
    password: '',
    canSubmit: false,
    submitting: false,
    onUserIdChange: fn(),
    onPasswordChange: fn(),
    onSubmit: fn(),
    locale: 'en',
    onLocale: fn(),
  },
} satisfies Meta<typeof LoginView>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeDisabled()
  },
}

export const Filled: Story = {
  args: { userId: '9000000001', password: 'demo1234', canSubmit: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** Signing in: the fields are read-only (what was typed stays readable) and the form is busy. */
export const Submitting: Story = {
  args: { userId: '9000000001', password: 'demo1234', canSubmit: true, submitting: true },
  play: async ({ args, canvasElement }) => {
    const password = within(canvasElement).getByLabelText('Password')
    await expect(password).toHaveAttribute('readonly')
    await expect(password.closest('form')).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(password, 'x')
    await expect(args.onPasswordChange).not.toHaveBeenCalled()
  },
}

/** The language is offered before sign-in: picking Hinglish asks for 'hd' (the app then switches in place). */
export const ChoosingLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Hinglish' }))
    await expect(args.onLocale).toHaveBeenCalledWith('hd')
  },
}

/** The form after हिन्दी was picked: the Devanagari catalogue, with हिन्दी pressed. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { locale: 'hi' },
}

/** Issue 28: the phone has a fingerprint or screen lock: "Sign in with fingerprint" under the form. */
export const WithFingerprint: Story = {
  args: { fingerprint: true, onFingerprint: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in with fingerprint' }))
    await expect(args.onFingerprint).toHaveBeenCalledTimes(1)
  },
}

/** The fingerprint prompt is up: the fingerprint button spins, the form is read-only. */
export const FingerprintPrompt: Story = {
  args: { userId: '9000000001', fingerprint: true, fingerprintBusy: true, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Touch the fingerprint sensor/)).toBeInTheDocument()
  },
}

/** The prompt was cancelled: said above the form; what was typed stays. */
export const FingerprintCancelled: Story = {
  args: {
    userId: '9000000001',
    password: 'demo12',
    canSubmit: true,
    fingerprint: true,
    passkeyProblem: 'cancelled',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('cancelled')
    await expect(within(canvasElement).getByLabelText('Password')).toHaveValue('demo12')
  },
}

/** The passkey picked was removed from the account (on another phone). */
export const FingerprintRemoved: Story = {
  args: { fingerprint: true, passkeyProblem: 'unknownPasskey' },
}
