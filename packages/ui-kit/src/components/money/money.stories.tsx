import { paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Money } from './money.tsx'

const meta = {
  title: 'Data/Money',
  component: Money,
  args: { amount: paise(2_896_513) },
} satisfies Meta<typeof Money>
export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {
  args: { size: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹28,965.13')).toBeVisible()
  },
}

export const Compact: Story = {
  args: { format: 'compact', amount: paise(15_000_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: '₹1,50,000.00' })
    // What the eye sees (the full value beside it is for screen readers only).
    const shown = button.querySelector('[aria-hidden="true"]')
    await expect(shown).toHaveTextContent(/^₹1\.5\sL$/)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(shown).toHaveTextContent('₹1,50,000.00')
  },
}

/** A shortened amount inside a line of small text is still a 44 px target: its own box, not an overlay. */
export const CompactInASentence: Story = {
  args: { format: 'compact', amount: paise(500_000) },
  render: (args) => (
    <p style={{ fontSize: 12, lineHeight: 1.2, margin: 0 }}>
      Published prize <Money {...args} /> for ranks 37-86
    </p>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '₹5,000.00' })
    const box = button.getBoundingClientRect()
    await expect(box.height).toBeGreaterThanOrEqual(44)
    await expect(box.width).toBeGreaterThanOrEqual(44)
  },
}

export const CompactInsideAControl: Story = {
  args: { format: 'compact', amount: paise(230_000_000), revealOnTap: false },
}

export const SignedGain: Story = { args: { amount: paise(5_000), signed: true, tone: 'auto' } }
export const Loss: Story = { args: { amount: paise(-12_050), tone: 'auto' } }
export const Hidden: Story = { args: { hidden: true } }
