import type { Meta, StoryObj } from '@storybook/react-vite'
import { Notice } from './notice.tsx'

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { children: 'The price changed from ₹6,000.00 to ₹6,300.00. Check the total and buy again.' },
  parameters: {
    localeArgs: { hd: { children: 'Daam ₹6,000.00 se ₹6,300.00 ho gaya. Total dekhkar phir kharidein.' } },
  },
} satisfies Meta<typeof Notice>
export default meta
type Story = StoryObj<typeof meta>

export const PriceChanged: Story = {}
export const Inline: Story = { args: { inline: true } }
export const LongAmounts: Story = {
  args: { children: 'The price changed from ₹12,34,56,789.00 to ₹12,34,99,999.00. Check and confirm again.' },
}
