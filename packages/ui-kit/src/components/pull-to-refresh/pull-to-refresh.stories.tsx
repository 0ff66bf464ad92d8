import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PullToRefresh } from './pull-to-refresh.tsx'

const meta = {
  title: 'Feedback/PullToRefresh',
  component: PullToRefresh,
  args: {
    onRefresh: fn(),
    children: (
      <ul>
        {['Weekly rewards', 'New merchants', 'Deposit bonus'].map((item) => (
          <li key={item} style={{ padding: 16 }}>
            {item}
          </li>
        ))}
      </ul>
    ),
  },
  parameters: {
    localeArgs: {
      hd: {
        pullLabel: 'Taaza karne ke liye kheenchein',
        refreshingLabel: 'Taaza ho raha hai',
        refreshLabel: 'Taaza karein',
      },
    },
  },
} satisfies Meta<typeof PullToRefresh>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRefresh).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 2000 })
  },
}
export const HdText: Story = {
  args: {
    pullLabel: 'Taaza karne ke liye kheenchein',
    refreshingLabel: 'Taaza ho raha hai',
    refreshLabel: 'Taaza karein',
  },
}
