import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './button.tsx'

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  parameters: { localeArgs: { hd: { children: 'Jama karein' } } },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Withdraw' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Sign out' } }
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const LongText: Story = {
  args: { block: true, children: 'Continue to the payment channel and confirm the deposit amount' },
}
/** Rendered through the toolbar's locale global: the decorator swaps in `parameters.localeArgs.hd`. */
export const HdText: Story = {
  globals: { locale: 'hd' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Jama karein' })).toBeVisible()
    await expect(canvasElement.querySelector('[lang="hi-Latn"]')).not.toBeNull()
  },
}
