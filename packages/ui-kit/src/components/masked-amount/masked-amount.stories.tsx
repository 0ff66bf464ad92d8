import { paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MaskedAmount, type MaskedAmountProps } from './masked-amount.tsx'

function Controlled(props: MaskedAmountProps) {
  const [hidden, setHidden] = useState(props.hidden)
  return (
    <MaskedAmount
      {...props}
      hidden={hidden}
      onToggle={(next) => {
        setHidden(next)
        props.onToggle?.(next)
      }}
    />
  )
}

const meta = {
  title: 'Data/MaskedAmount',
  component: MaskedAmount,
  render: (args) => <Controlled {...args} />,
  args: { amount: paise(12_345_678), hidden: false, abbreviate: true, onToggle: fn() },
  parameters: { localeArgs: { hd: { showLabel: 'Raashi dikhayein', hideLabel: 'Raashi chhupayein' } } },
} satisfies Meta<typeof MaskedAmount>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('₹123.45K')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Hide amounts' }))
    await expect(args.onToggle).toHaveBeenCalledWith(true)
    await expect(canvas.queryByText('₹123.45K')).toBeNull()
    await expect(canvas.getByText('******')).toBeVisible()
  },
}
export const Hidden: Story = { args: { hidden: true } }
export const Small: Story = { args: { amount: paise(60_050), abbreviate: true } }
export const HdText: Story = {
  args: { showLabel: 'Raashi dikhayein', hideLabel: 'Raashi chhupayein', hiddenText: 'Chhupa hua' },
}
