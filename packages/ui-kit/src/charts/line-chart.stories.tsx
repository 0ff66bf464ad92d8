import { LINE_CHART_MIN_POINTS } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LineChart } from './line-chart.tsx'
import { sampleLine } from './sample-data.ts'

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    values: sampleLine(),
    label: 'Signal rate, last 50 readings',
    summary: 'Rising over the last hour',
  },
  parameters: { localeArgs: { hd: { label: 'Signal dar, pichhli 50 readings' } } },
} satisfies Meta<typeof LineChart>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Signal rate, last 50 readings' })
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull())
  },
}
export const Fewest: Story = { args: { values: sampleLine(LINE_CHART_MIN_POINTS), label: '20 readings' } }
export const Overflow: Story = {
  args: { values: sampleLine(80), label: 'Only the newest 50 of 80 readings' },
}
export const Empty: Story = { args: { values: [], label: 'No readings' } }
export const HdText: Story = { args: { label: 'Signal dar, pichhli 50 readings' } }
