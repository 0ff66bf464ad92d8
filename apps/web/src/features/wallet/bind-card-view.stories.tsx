import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { BindCardView } from './bind-card-view.tsx'
import { bankValues } from './fixtures.ts'

const meta = {
  title: 'Screens/Account/Wallet/Bind bank card',
  component: BindCardView,
  decorators: [withAppProviders],
  args: {
    values: { holder: 'Demo Apple', account: '', ifsc: '', bankName: '' },
    errors: {},
    holderLocked: true,
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BindCardView>
export default meta
type Story = StoryObj<typeof meta>

export const FirstBinding: Story = {}
export const FormErrors: Story = {
  args: {
    errors: {
      account: 'Bank account number is required, at most 20 characters',
      ifsc: 'IFSC code is required, at most 11 characters',
      bankName: 'Bank name is required, at most 20 characters',
    },
  },
}
/** Binding: every field is read-only (readable, focusable) and the form is busy until the answer. */
export const Submitting: Story = {
  args: { values: bankValues, submitting: true },
  play: async ({ args, canvasElement }) => {
    const bankName = within(canvasElement).getByLabelText('Bank name')
    await expect(bankName).toHaveAttribute('readonly')
    await expect(bankName.closest('form')).toHaveAttribute('aria-busy', 'true')
    await userEvent.type(bankName, 'x')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
