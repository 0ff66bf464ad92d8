import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState } from './empty-state.tsx'

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No products found', actionLabel: 'Reset filters', onAction: fn() },
  parameters: { localeArgs: { hd: { title: 'Koi product nahin mila', actionLabel: 'Filter hatayein' } } },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }))
    await expect(args.onAction).toHaveBeenCalledTimes(1)
  },
}
export const WithoutAction: Story = {
  args: { title: 'No records', actionLabel: undefined, onAction: undefined },
}
export const LongText: Story = {
  args: {
    title: 'You have no positions yet',
    description:
      'Buy a product from the marketplace to open a position. Active positions appear here and can be sold at any time from this list.',
  },
}
export const HdText: Story = { args: { title: 'Koi product nahin mila', actionLabel: 'Filter hatayein' } }
