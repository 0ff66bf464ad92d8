import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton.tsx'

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 3, label: 'Loading' },
  parameters: { localeArgs: { hd: { label: 'Load ho raha hai' } } },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Avatar: Story = { args: { lines: 1, shape: 'circle', width: 48 } }
export const Card: Story = { args: { lines: 1, height: 120 } }
export const HdText: Story = { args: { label: 'Load ho raha hai' } }
