import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ChangePasswordView } from './change-password-view.tsx'

const meta = {
  title: 'Screens/Account/Change password',
  component: ChangePasswordView,
  decorators: [withAppProviders],
  args: {
    values: { oldPassword: '', newPassword: '', confirmPassword: '' },
    errors: {},
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ChangePasswordView>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const InvalidFields: Story = {
  args: {
    values: { oldPassword: 'abc', newPassword: 'x', confirmPassword: '' },
    errors: {
      oldPassword: 'Invalid Password',
      newPassword: 'Invalid Password',
      confirmPassword: 'Invalid Password',
    },
  },
}
export const Mismatch: Story = {
  args: {
    values: { oldPassword: 'demo1234', newPassword: 'new.pass1', confirmPassword: 'new.pass2' },
    errors: { confirmPassword: 'The new password and its confirmation do not match' },
  },
}
/** Changing: the three fields are read-only (readable, focusable) and the form is busy until the answer. */
export const Submitting: Story = {
  args: {
    values: { oldPassword: 'demo1234', newPassword: 'new.pass1', confirmPassword: 'new.pass1' },
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const label of ['Old password', 'New password', 'Confirm new password']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('readonly')
    }
    await expect(canvas.getByLabelText('Old password').closest('form')).toHaveAttribute('aria-busy', 'true')
  },
}
