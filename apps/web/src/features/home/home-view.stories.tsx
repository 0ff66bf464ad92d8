import type { MiningProduct } from '@mandi/api-client'
import { rupees } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { PRODUCTS } from '../market/fixtures.ts'
import { HomeView } from './home-view.tsx'

const MINING_PLANS: readonly MiningProduct[] = [
  { id: 1, title: 'Starter Rig', countDays: 7, incomeRate: 1.5, price: rupees(600) },
  { id: 2, title: 'Solar Farm Lease', countDays: 15, incomeRate: 1.8, price: rupees(3000) },
  { id: 6, title: 'Data Centre Share', countDays: 90, incomeRate: 3, price: rupees(100_000) },
]

const meta = {
  title: 'Screens/Home/Home',
  component: HomeView,
  decorators: [withAppProviders],
  args: {
    hot: { status: 'success', products: PRODUCTS, hasMore: true, total: 14 },
    onRetry: fn(),
    onLoadMore: fn(),
    plans: { status: 'success', plans: MINING_PLANS },
    onRetryPlans: fn(),
    unreadNotices: 2,
  },
} satisfies Meta<typeof HomeView>
export default meta
type Story = StoryObj<typeof meta>

/** The figures are counted from product/list (14 goods) and mining/list (3 plans); nothing is invented. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['14', '3'])
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load More' }))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1)
  },
}

/** Every product of product/list is shown: no Load More. */
export const AllShown: Story = {
  args: { hot: { status: 'success', products: PRODUCTS, hasMore: false, total: PRODUCTS.length } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load More' })).toBeNull()
  },
}

/** Every announcement opened: the bell shows no number. */
export const NothingUnread: Story = {
  args: { unreadNotices: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toHaveTextContent('')
  },
}

export const PlansLoading: Story = { args: { plans: { status: 'loading' } } }

/** No plans on offer: the next step is BIT Pro. */
export const PlansEmpty: Story = { args: { plans: { status: 'empty' } } }

export const PlansError: Story = {
  args: { plans: { status: 'error' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetryPlans).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = { args: { hot: { status: 'loading' } } }

/** No goods listed: no "Goods listed" figure, and the next step is the chart of the default pair. */
export const Empty: Story = { args: { hot: { status: 'empty' } } }

/** Both lists failed (offline): one message and one Retry that asks for both again. */
export const BothFailed: Story = {
  args: { hot: { status: 'error' }, plans: { status: 'error' } },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getAllByRole('button', { name: /Retry|koshish|कोशिश/ })
    await expect(retry).toHaveLength(1)
    await userEvent.click(retry[0] as HTMLElement)
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await expect(args.onRetryPlans).toHaveBeenCalledTimes(1)
  },
}

export const LoadError: Story = {
  args: { hot: { status: 'error' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** The banner (ui-kit Carousel, 4 s per slide): its buttons move it, Pause stops it. */
export const Banner: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('region', { name: 'Highlights' }))
    await userEvent.click(banner.getByRole('button', { name: 'Pause the slides' }))
    await expect(banner.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    await userEvent.click(banner.getByRole('button', { name: 'Next slide' }))
    await expect(banner.getByRole('group', { name: 'Slide 2 of 4: Weekly deals' })).toBeVisible()
  },
}
