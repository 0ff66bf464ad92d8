import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs, type TabsProps } from './tabs.tsx'

function Controlled(props: TabsProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Tabs
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
  title: 'Navigation/Tabs',
  component: Tabs,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Records',
    value: 'deposit',
    onChange: fn(),
    items: [
      { value: 'deposit', label: 'Deposit' },
      { value: 'withdraw', label: 'Withdraw' },
    ],
  },
  parameters: {
    localeArgs: {
      hd: {
        items: [
          { value: 'deposit', label: 'Jama' },
          { value: 'withdraw', label: 'Nikasi' },
        ],
      },
    },
  },
} satisfies Meta<typeof Tabs>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdraw' }))
    await expect(canvas.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('deposit')
  },
}
export const WithBadges: Story = {
  args: {
    label: 'Chat',
    value: 'msgs',
    items: [
      { value: 'msgs', label: 'Msgs', badge: 4 },
      { value: 'contacts', label: 'Contacts', badge: 1 },
    ],
  },
}
export const LongText: Story = {
  args: {
    label: 'Ranking',
    value: 'tw',
    items: [
      { value: 'tw', label: 'Team Weekly' },
      { value: 'tm', label: 'Team Monthly' },
      { value: 'l1w', label: 'L1 Weekly' },
      { value: 'l1m', label: 'L1 Monthly' },
    ],
  },
}
export const HdText: Story = {
  args: {
    items: [
      { value: 'deposit', label: 'Jama' },
      { value: 'withdraw', label: 'Nikasi' },
    ],
  },
}
