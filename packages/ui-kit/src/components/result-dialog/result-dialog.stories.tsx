import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ResultDialog } from './result-dialog.tsx'

const meta = {
  title: 'Overlays/ResultDialog',
  component: ResultDialog,
  args: { open: true, status: 'success', title: 'Purchase successful', okLabel: 'OK', onOk: fn() },
  parameters: { localeArgs: { hd: { title: 'Khareed safal rahi', okLabel: 'Theek hai' } } },
} satisfies Meta<typeof ResultDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.getByRole('alertdialog', { name: 'Purchase successful' })).toBeVisible()
    await expect(body.getByRole('button', { name: 'OK' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOk).toHaveBeenCalledTimes(1)
  },
}
export const Failed: Story = {
  args: { status: 'failed', title: 'Sale failed', message: 'You have no positions to sell for this product' },
}
export const LongText: Story = {
  args: {
    status: 'failed',
    title: 'Purchase failed',
    message:
      'The price of this product changed while you were confirming. Your balance and integral were not charged; please review the new total and try again.',
  },
}
export const HdText: Story = { args: { title: 'Khareed safal rahi', okLabel: 'Theek hai' } }
