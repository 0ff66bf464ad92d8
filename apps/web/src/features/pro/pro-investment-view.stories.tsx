import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import {
  ACTIVE_ALL_TRANSFERRED,
  ACTIVE_INVESTMENT,
  ENDED_INVESTMENT,
  LEGACY_INVESTMENT,
  STOPPED_INVESTMENT,
} from './pro-fixtures.ts'
import { ProInvestmentView } from './pro-investment-view.tsx'

const meta = {
  title: 'Screens/Home/BIT Pro/Investment detail',
  component: ProInvestmentView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    investment: ACTIVE_INVESTMENT,
    transferring: null,
    confirmOpen: false,
    onRetry: fn(),
    onTransferPrincipal: fn(),
    onConfirmPrincipal: fn(),
    onCancelPrincipal: fn(),
    onTransferProfit: fn(),
  },
} satisfies Meta<typeof ProInvestmentView>
export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {}
export const Stopped: Story = { args: { investment: STOPPED_INVESTMENT } }
/** Past its term: Ended, both transfers disabled with the reason (the back office returned everything). */
export const Ended: Story = { args: { investment: ENDED_INVESTMENT } }
/** Everything earned so far already transferred: Transfer profit waits, and says why. */
export const NothingToTransfer: Story = { args: { investment: ACTIVE_ALL_TRANSFERRED } }
/** The confirmation states the exact penalty and what comes back. */
export const PenaltyConfirm: Story = { args: { confirmOpen: true } }
/** A server without the terms: no invented figures; the confirmation says a penalty may apply. */
export const WithoutTerms: Story = { args: { investment: LEGACY_INVESTMENT, confirmOpen: true } }
export const TransferringProfit: Story = { args: { transferring: 'profit' } }
export const Loading: Story = { args: { status: 'loading', investment: null } }
export const MissingId: Story = { args: { status: 'missing-id', investment: null } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', investment: null } }
