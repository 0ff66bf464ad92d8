import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ACTIVE_PLAN, FINISHED_PLAN, LAST_DAY_PLAN, MY_PLANS } from './mining-fixtures.ts'
import { MyPlansView } from './my-plans-view.tsx'

const meta = {
  title: 'Screens/Account/My plans',
  component: MyPlansView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    plans: MY_PLANS,
    older: 'none',
    onRetry: fn(),
    onLoadOlder: fn(),
  },
} satisfies Meta<typeof MyPlansView>
export default meta
type Story = StoryObj<typeof meta>

/** An active plan with income paid and a finished one with its cost back. */
export const Plans: Story = {}
/** The last day: the next credit brings the cost back with the day's income. */
export const LastDay: Story = {
  args: { plans: [LAST_DAY_PLAN] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      '₹18.00 and your ₹1,200.00 back',
    )
  },
}
export const Finished: Story = { args: { plans: [FINISHED_PLAN] } }
/** A full page: older plans are one tap away. */
export const OlderPlans: Story = { args: { plans: [ACTIVE_PLAN], older: 'available' } }
export const OlderPlansFailed: Story = { args: { plans: [ACTIVE_PLAN], older: 'error' } }
/** No plans yet: the next step is the plans on offer. */
export const Empty: Story = { args: { status: 'empty', plans: [] } }
export const Loading: Story = { args: { status: 'loading', plans: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', plans: [] } }
