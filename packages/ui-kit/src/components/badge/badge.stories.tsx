import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './badge.tsx'

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { count: 3, label: '3 unread messages' },
  parameters: { localeArgs: { hd: { label: '3 apathit sandesh' } } },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Overflow: Story = { args: { count: 150, label: '150 unread messages' } }
export const Dot: Story = { args: { dot: true } }
export const Empty: Story = { args: { count: 0 } }
export const HdText: Story = { args: { label: '3 apathit sandesh' } }
