import type { Meta, StoryObj } from '@storybook/react-vite'
import { ToggleChip } from './toggle-chip.tsx'

const meta = {
  title: 'Actions/ToggleChip',
  component: ToggleChip,
  args: { children: 'MA 5', pressed: false },
  parameters: { localeArgs: { hd: { children: 'MA 5' } } },
} satisfies Meta<typeof ToggleChip>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}
export const On: Story = { args: { pressed: true } }
export const LongLabel: Story = { args: { children: 'Volume MA', pressed: true } }
