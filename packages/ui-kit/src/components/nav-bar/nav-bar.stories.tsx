import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NavBar } from './nav-bar.tsx'

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  args: { title: 'Deposit', onBack: fn() },
  parameters: { layout: 'fullscreen', localeArgs: { hd: { title: 'Jama karein', backLabel: 'Peeche' } } },
} satisfies Meta<typeof NavBar>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledTimes(1)
  },
}
export const WithoutBack: Story = { args: { title: 'Account', onBack: undefined } }
export const WithEndAction: Story = {
  args: {
    title: 'Market',
    end: (
      <a href="#/recods" style={{ padding: 12 }}>
        Records
      </a>
    ),
  },
}
export const LongText: Story = {
  args: { title: 'Account Settlement and statement of all transactions in the last ninety days' },
}
export const HdText: Story = { args: { title: 'Paisa nikaalein', backLabel: 'Peeche' } }
/** No title: the screen below draws its own h1; the bar carries the back control with its label shown. */
export const BackOnly: Story = {
  args: { title: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('heading')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledTimes(1)
  },
}
