import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusPill } from './status-pill.tsx'

const meta = {
  title: 'Data/StatusPill',
  component: StatusPill,
  args: { label: 'Success', tone: 'success' },
  parameters: { localeArgs: { hd: { label: 'Safal' } } },
} satisfies Meta<typeof StatusPill>
export default meta
type Story = StoryObj<typeof meta>

export const SuccessTone: Story = { name: 'Success' }
export const Pending: Story = { args: { label: 'Pending in bank', tone: 'warning' } }
export const Refund: Story = { args: { label: 'Refund', tone: 'info' } }
export const Loss: Story = { args: { label: 'Loss', tone: 'danger' } }
export const Neutral: Story = { args: { label: 'Unpaid', tone: 'neutral' } }
export const HdText: Story = { args: { label: 'Bank mein lambit', tone: 'warning' } }
