import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { DownloadView } from './download-view.tsx'

const meta = {
  title: 'Screens/Referral/Download',
  component: DownloadView,
  decorators: [withAppProviders],
  args: {
    code: '66666',
    appPackage: { status: 'available', href: '/download/mandi.apk' },
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof DownloadView>
export default meta
type Story = StoryObj<typeof meta>

/** No code in the query: the default 66666; the server has a package. */
export const DefaultCode: Story = {}
export const CodeFromQuery: Story = { args: { code: '100001' } }
/** Asking the server whether there is a package. */
export const CheckingPackage: Story = { args: { appPackage: { status: 'loading' } } }
/** The server has no package (the reference server's default): no link, a plain line instead. */
export const PackageNotAvailable: Story = {
  args: { appPackage: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The Android app package is not available yet.')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
/** The check failed (offline, server error): Retry, and the code can still be copied. */
export const CheckFailed: Story = { args: { appPackage: { status: 'error' } } }
