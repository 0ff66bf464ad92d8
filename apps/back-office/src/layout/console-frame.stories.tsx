import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../stories/with-console-providers.tsx'
import { financeOperator, supportOperator } from '../test/fixtures.ts'
import { ConsoleFrame } from './console-frame.tsx'

const meta = {
  title: 'Console/Frame',
  component: ConsoleFrame,
  decorators: [withConsoleProviders],
  parameters: { layout: 'fullscreen' },
  args: {
    operator: supportOperator,
    current: 'inbox',
    availabilityBusy: false,
    availabilityFailed: false,
    onAvailableChange: fn(),
    signingOut: false,
    onSignOut: fn(),
    children: <p>The page goes here.</p>,
  },
} satisfies Meta<typeof ConsoleFrame>
export default meta
type Story = StoryObj<typeof meta>

export const SupportAway: Story = {}
export const SupportAvailable: Story = { args: { operator: { ...supportOperator, available: true } } }
export const ChangingAvailability: Story = { args: { availabilityBusy: true } }
export const AvailabilityFailed: Story = { args: { availabilityFailed: true } }
export const Finance: Story = { args: { operator: financeOperator, current: 'audit' } }
export const SigningOut: Story = { args: { signingOut: true } }
