import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OtpInput, type OtpInputProps } from './otp-input.tsx'

function Controlled(props: OtpInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <OtpInput
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
  title: 'Forms/OtpInput',
  component: OtpInput,
  render: (args) => <Controlled {...args} />,
  args: { label: 'SMS code', value: '', onChange: fn(), onComplete: fn() },
  parameters: { localeArgs: { hd: { label: 'SMS code daalein' } } },
} satisfies Meta<typeof OtpInput>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('SMS code')
    await userEvent.type(input, '12a34567')
    await expect(input).toHaveValue('123456')
    await expect(args.onComplete).toHaveBeenCalledWith('123456')
  },
}
export const Partial: Story = { args: { value: '123' } }
export const Invalid: Story = { name: 'Error', args: { value: '12', error: 'invalid otp' } }
export const Disabled: Story = { args: { value: '482913', disabled: true } }
export const HdText: Story = { args: { label: 'SMS code daalein', error: 'galat OTP' } }
