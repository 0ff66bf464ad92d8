import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../stories/with-app-providers.tsx'
import { MoreRows } from './more-rows.tsx'

const meta = {
  title: 'Shell/MoreRows',
  component: MoreRows,
  decorators: [withAppProviders],
  args: { status: 'idle', onMore: fn() },
} satisfies Meta<typeof MoreRows>
export default meta
type Story = StoryObj<typeof meta>

/** A full page was shown: more rows may come. */
export const ShowMore: Story = {}

/** The next page is on its way. */
export const Loading: Story = { args: { status: 'loading' } }

/** The next page did not come: the message and Retry. */
export const Failed: Story = { args: { status: 'error' } }

/** The list is whole: nothing after the last row. */
export const Done: Story = { args: { status: 'done' } }
