import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.tsx'

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value)
  return (
    <QuantityStepper
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
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Controlled {...args} />,
  args: { value: 1, max: 5, label: 'Quantity', onChange: fn() },
  parameters: {
    localeArgs: { hd: { label: 'Maatra', decreaseLabel: 'Kam karein', increaseLabel: 'Badhaayein' } },
  },
} satisfies Meta<typeof QuantityStepper>
export default meta
type Story = StoryObj<typeof meta>

export const AtMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }))
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2')
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeEnabled()
  },
}
export const AtMaximum: Story = {
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Increase' })).toBeDisabled()
  },
}
export const TypedValuesAreClamped: Story = {
  args: { value: 3 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' })
    await userEvent.clear(input)
    await userEvent.type(input, '99')
    await expect(input).toHaveValue('5')
    await userEvent.clear(input)
    await userEvent.type(input, 'abc')
    await userEvent.tab()
    await expect(input).toHaveValue('1')
    await expect(args.onChange).toHaveBeenLastCalledWith(1)
  },
}
export const Disabled: Story = { args: { value: 2, disabled: true } }
export const HdText: Story = {
  args: { label: 'Maatra', decreaseLabel: 'Kam karein', increaseLabel: 'Badhaayein' },
}
