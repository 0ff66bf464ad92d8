import { paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListRow } from './list-row.tsx'

const meta = {
  title: 'Data/ListRow',
  component: ListRow,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: {
    title: 'Deposit',
    amount: paise(60_000_00),
    direction: 'cr',
    time: '2026-11-22 14:05',
    balance: paise(1_23_456_50),
  },
  parameters: { localeArgs: { hd: { title: 'Jama', balanceLabel: 'Shesh' } } },
} satisfies Meta<typeof ListRow>
export default meta
type Story = StoryObj<typeof meta>

export const Credit: Story = {}
export const Debit: Story = { args: { title: 'Withdrawal', direction: 'dr', amount: paise(3_000_00) } }
export const WithoutBalance: Story = { args: { balance: undefined } }
export const LongText: Story = {
  args: {
    title: 'Product sale proceeds credited to balance and integral after closing the position',
    amount: paise(12_34_56_789_00),
  },
}
export const HdText: Story = { args: { title: 'Jama', balanceLabel: 'Shesh' } }
