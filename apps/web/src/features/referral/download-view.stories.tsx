import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { DownloadView } from './download-view.tsx'

const meta = {
  title: 'Screens/Account/Invite/Download the app',
  component: DownloadView,
  decorators: [withAppProviders],
  args: {
    code: '66666',
    appPackage: { status: 'available', href: '/download/mandi.apk' },
    install: 'steps',
    onInstall: fn(),
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof DownloadView>
export default meta
type Story = StoryObj<typeof meta>

/** No code in the query: the default 66666; the browser offers no install (the steps); the server has a package. */
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

/** The browser lets the page install (Chromium kept its offer): the button opens the browser's dialog. */
export const InstallAvailable: Story = {
  args: { install: 'available', appPackage: { status: 'unavailable' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Install the app' }))
    await expect(args.onInstall).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByText('Android, in Chrome')).toBeNull()
  },
}
/** Install offered and the server has a package too: both ways are shown. */
export const InstallAvailableWithPackage: Story = { args: { install: 'available' } }
/** Installed from here (or opened as the installed app): no button, no steps. */
export const Installed: Story = {
  args: { install: 'installed', appPackage: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^Mandi is installed on this phone\./)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Install the app' })).toBeNull()
  },
}
/** No install offer (iPhone Safari, Firefox, or the offer was dismissed) and no package: the steps only. */
export const StepsOnly: Story = {
  args: { install: 'steps', appPackage: { status: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Android, in Chrome' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'iPhone, in Safari' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Install the app' })).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
