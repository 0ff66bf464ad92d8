import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AlertDialog } from './alert-dialog.tsx'

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: { open: true, message: 'Copied successfully', confirmLabel: 'OK', onConfirm: fn() },
  parameters: { localeArgs: { hd: { message: 'Safaltapoorvak copy hua', confirmLabel: 'Theek hai' } } },
} satisfies Meta<typeof AlertDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Alert: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.getByRole('alertdialog', { name: 'Copied successfully' })).toBeVisible()
    await userEvent.click(body.getByRole('button', { name: 'OK' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}
export const Confirm: Story = {
  args: {
    title: 'Sign out',
    message: 'Do you want to sign out?',
    confirmLabel: 'Sign out',
    cancelLabel: 'Cancel',
    destructive: true,
    onCancel: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = body.getByRole('alertdialog', { name: 'Sign out' })
    await expect(dialog).toHaveAccessibleDescription('Do you want to sign out?')
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
export const ErrorMessage: Story = {
  name: 'Error',
  args: { message: 'Please bind a withdrawal bank card first' },
}
export const LongText: Story = {
  args: {
    title: 'Withdrawal window',
    message:
      'Withdrawals are processed Monday to Friday from 7 to 9 am; salary withdrawals every day from 7 to 9 am. A 20 percent tax applies to every withdrawal and is shown before you submit.',
  },
}
export const HdText: Story = { args: { message: 'Safaltapoorvak copy hua', confirmLabel: 'Theek hai' } }
