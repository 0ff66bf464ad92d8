import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { SignInView } from './sign-in-view.tsx'

const meta = {
  title: 'Console/Sign in',
  component: SignInView,
  decorators: [withConsoleProviders],
  args: {
    step: 'password',
    login: '',
    password: '',
    code: '',
    busy: false,
    problem: null,
    notice: null,
    onLoginChange: fn(),
    onPasswordChange: fn(),
    onCodeChange: fn(),
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    onStartAgain: fn(),
  },
} satisfies Meta<typeof SignInView>
export default meta
type Story = StoryObj<typeof meta>

export const Password: Story = {}
export const Checking: Story = { args: { login: 'support.desk', password: 'support-demo-1', busy: true } }
export const WrongPassword: Story = {
  args: { login: 'support.desk', password: 'wrong', problem: { kind: 'credentials' } },
}
export const Waiting: Story = {
  args: { login: 'support.desk', password: 'wrong', problem: { kind: 'wait', seconds: 8 } },
}
export const Code: Story = { args: { step: 'code', login: 'support.desk', code: '123' } }
export const WrongCode: Story = { args: { step: 'code', code: '000000', problem: { kind: 'wrong-code' } } }
export const Expired: Story = { args: { login: 'support.desk', problem: { kind: 'expired' } } }
export const Offline: Story = { args: { login: 'support.desk', password: 'x', problem: { kind: 'network' } } }
export const SignedOut: Story = { args: { notice: 'signed-out' } }
export const SessionEnded: Story = { args: { notice: 'session-ended' } }
