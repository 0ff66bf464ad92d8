import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField, type TextFieldProps } from './text-field.tsx'

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <TextField
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
  title: 'Forms/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'User ID', value: '', onChange: fn(), inputMode: 'numeric', placeholder: 'Enter your ID' },
  parameters: { localeArgs: { hd: { label: 'User ID', placeholder: 'Apna ID daalein' } } },
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('User ID')
    await userEvent.type(input, '1234')
    await expect(input).toHaveValue('1234')
    await expect(args.onChange).toHaveBeenLastCalledWith('1234')
  },
}
export const WithMaxLength: Story = {
  args: { label: 'OTP', maxLength: 6, hint: '6 digits' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('OTP')
    await userEvent.type(input, '12345678')
    await expect(input).toHaveValue('123456')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('At most 6 characters')
  },
}
/** A paste longer than the limit is refused as a whole: the field keeps what was there and says why. */
export const PasteOverLimit: Story = {
  args: { label: 'Account holder', value: 'Demo', maxLength: 18, inputMode: 'text', placeholder: '' },
  parameters: { localeArgs: { hd: { label: 'Khata dharak' }, hi: { label: 'खाताधारक' } } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox')
    await userEvent.click(input)
    await userEvent.paste(' Demo Holder With Long Name')
    await expect(input).toHaveValue('Demo')
    await expect(within(canvasElement).getByRole('status')).not.toHaveTextContent('')
  },
}
export const Invalid: Story = {
  name: 'Error',
  args: { label: 'PAN', value: 'ABC', error: 'Invild PAN' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('PAN')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Invild PAN')
  },
}
export const Disabled: Story = { args: { label: 'Account holder', value: 'Demo Trader', disabled: true } }
export const LongText: Story = {
  args: {
    label: 'Bank account holder name as printed on the passbook of the bound account',
    value: 'Demo Account Holder With A Long Name',
    error: 'Invalid Bank Account Holder Name: use 3 to 20 characters, letters and spaces only',
  },
}
export const HdText: Story = {
  args: { label: 'Khata dharak ka naam', value: '', hint: 'Passbook jaisa naam likhein' },
}
