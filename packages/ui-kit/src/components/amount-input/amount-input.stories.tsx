import { BIT_PRO_QUICK_AMOUNTS, DEPOSIT_AMOUNTS } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AmountInput, type AmountInputProps } from './amount-input.tsx'

function Controlled(props: AmountInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <AmountInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Amount', value: '600', maxLength: 10, quickAmounts: DEPOSIT_AMOUNTS, onChange: fn() },
  parameters: { localeArgs: { hd: { label: 'Raashi', quickAmountsLabel: 'Turant raashi' } } },
} satisfies Meta<typeof AmountInput>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '₹600.00' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: '₹10,000.00' }))
    await expect(canvas.getByLabelText('Amount')).toHaveValue('10000')
    await expect(args.onChange).toHaveBeenLastCalledWith('10000')
    // What was typed stays as typed: the §5 rule, not the field, refuses '10000x5' (1e21, 0x10 likewise).
    await userEvent.type(canvas.getByLabelText('Amount'), 'x5')
    await expect(canvas.getByLabelText('Amount')).toHaveValue('10000x5')
    await expect(args.onChange).toHaveBeenLastCalledWith('10000x5')
  },
}
export const BitPro: Story = { args: { value: '', quickAmounts: BIT_PRO_QUICK_AMOUNTS } }
export const Empty: Story = { args: { value: '', quickAmounts: [] } }
export const Invalid: Story = { name: 'Error', args: { value: '0', error: 'Please enter a valid amount' } }
export const Disabled: Story = { args: { disabled: true } }
export const HdText: Story = { args: { label: 'Raashi', quickAmountsLabel: 'Turant raashi' } }
