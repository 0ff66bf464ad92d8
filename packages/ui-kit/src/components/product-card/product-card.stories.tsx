import { paise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DataSaverContext } from '../../lib/data-saver.ts'
import { ProductCard } from './product-card.tsx'

/**
 * A picture like the ones the sim serves: an illustration of the kind of product, with no text in it (the
 * card names the product itself).
 */
const BASKET = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 24 24"><rect width="24" height="24" fill="#fef3c7"/><g fill="none" stroke="#92400e" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round" transform="translate(4 4) scale(.667)"><path d="m15 11-1 9"/><path d="m19 11-4-7"/><path d="M2 11h20"/><path d="m3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4"/><path d="M4.5 15.5h15"/><path d="m5 11 4-7"/><path d="m9 11 1 9"/></g></svg>',
)}`

const meta = {
  title: 'Data/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  args: {
    title: 'Basmati rice 5 kg',
    price: paise(64_900),
    image: BASKET,
    soldText: 'Sold 1,204',
    href: '#/buy_product?id=3',
    onSelect: fn(),
  },
  parameters: {
    localeArgs: {
      hd: { title: 'Basmati chaawal 5 kilo', soldText: '1,204 bik gaye' },
      hi: { title: 'बासमती चावल 5 किलो', soldText: '1,204 बिके' },
    },
  },
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
export const HdText: Story = { args: { title: 'Basmati chaawal 5 kilo', soldText: '1,204 bik gaye' } }

/** The largest price the grid may show: one line, the ₹ and the figure together (Money). */
export const LakhPrice: Story = {
  args: { price: paise(12_34_567_00) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-money]')?.textContent).toBe('₹12,34,567.00')
  },
}

/** A first-row card: its image is fetched at once, with high priority, instead of lazily. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await expect(image?.getAttribute('loading')).toBe('eager')
    await expect(image?.getAttribute('fetchpriority')).toBe('high')
  },
}

/** The same first-row card when the browser asks to save data: the picture waits to be seen, without priority. */
export const PriorityDataSaver: Story = {
  args: { priority: true },
  decorators: [
    (Story) => (
      <DataSaverContext.Provider value={true}>
        <Story />
      </DataSaverContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    await expect(image?.getAttribute('loading')).toBe('lazy')
    await expect(image?.hasAttribute('fetchpriority')).toBe(false)
  },
}
