import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ChartOverlayToggles } from './chart-overlay-toggles.tsx'

const meta = {
  title: 'Screens/Home/Trading/Chart overlay toggles',
  component: ChartOverlayToggles,
  decorators: [withAppProviders],
  args: { overlays: {}, onChange: fn() },
} satisfies Meta<typeof ChartOverlayToggles>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing over the candles: the chart's default. */
export const AllOff: Story = {}
/** MA 5 and the volume MA on. */
export const SomeOn: Story = { args: { overlays: { ma5: true, volumeMa: true } } }

/** Tapping a toggle switches that average only. */
export const Toggling: Story = {
  render: function Render(args) {
    const [overlays, setOverlays] = useState(args.overlays)
    return <ChartOverlayToggles overlays={overlays} onChange={setOverlays} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'MA 30' }))
    await expect(canvas.getByRole('button', { name: 'MA 30' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('button', { name: 'MA 5' })).toHaveAttribute('aria-pressed', 'false')
  },
}
