import { paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { sampleImage } from '../../stories/sample-image.ts'
import { ProductCard } from './product-card.tsx'

const meta = {
  title: 'Data/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  args: {
    title: 'Basmati rice 5 kg',
    price: paise(64_900),
    image: sampleImage(40, 'Rice'),
    soldText: 'Sold 1,204',
    href: '#/buy_product?id=3',
    onSelect: fn(),
  },
  parameters: { localeArgs: { hd: { title: 'Basmati chaawal 5 kilo', soldText: '1,204 bike' } } },
} satisfies Meta<typeof ProductCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /Basmati rice 5 kg/ }))
    await expect(args.onSelect).toHaveBeenCalledTimes(1)
  },
}
export const WithoutImage: Story = { args: { image: null } }
export const LongText: Story = {
  args: {
    title: 'Organic cold-pressed groundnut oil, family pack with free steel dispenser',
    price: paise(1_23_456_50),
  },
}
export const HdText: Story = { args: { title: 'Basmati chaawal 5 kilo', soldText: '1,204 bike' } }

/** A first-row card: its image is fetched at once, with high priority, instead of lazily. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await expect(image?.getAttribute('loading')).toBe('eager')
    await expect(image?.getAttribute('fetchpriority')).toBe('high')
  },
}
