import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { PasskeysView } from './passkeys-view.tsx'

const phone = {
  id: 'pk-demo-1',
  name: 'Chrome on Android',
  device: 'Chrome on Android',
  host: 'localhost',
  createdAt: '2026-11-20 10:15:00',
  lastUsedAt: '2026-11-24 19:45:17',
  lastUsedDevice: 'Chrome on Android',
}
const tablet = { ...phone, id: 'pk-demo-2', name: 'Demo tablet', lastUsedAt: null, lastUsedDevice: '' }

const meta = {
  title: 'Screens/Account/Passkeys',
  component: PasskeysView,
  decorators: [withAppProviders],
  args: {
    status: 'ready',
    passkeys: [],
    canAdd: true,
    adding: false,
    problem: null,
    passwordAsk: null,
    rename: null,
    removingId: null,
    onReload: fn(),
    onAdd: fn(),
    onPasswordChange: fn(),
    onSubmitPassword: fn(),
    onCancelPassword: fn(),
    onStartRename: fn(),
    onRenameChange: fn(),
    onSaveRename: fn(),
    onCancelRename: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PasskeysView>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { status: 'loading' } }

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onReload).toHaveBeenCalled()
  },
}

/** No passkey yet: Turn on. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Turn on fingerprint sign-in' }))
    await expect(args.onAdd).toHaveBeenCalled()
  },
}

/** The browser has no fingerprint or screen lock it can use here. */
export const Unavailable: Story = { args: { canAdd: false } }

export const TurningOn: Story = { args: { adding: true } }

/** The server asks for the password first (more than 5 minutes since it was typed). */
export const PasswordFirst: Story = {
  args: { passwordAsk: { password: '', checking: false, error: null } },
}

export const PasswordWrong: Story = {
  args: { passwordAsk: { password: 'wrong12', checking: false, error: 'Incorrect password' } },
}

export const List: Story = {
  args: { passkeys: [phone, tablet] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove: Demo tablet' }))
    await expect(args.onRemove).toHaveBeenCalledWith('pk-demo-2')
  },
}

export const Renaming: Story = {
  args: { passkeys: [phone], rename: { id: phone.id, name: 'My phone', saving: false, error: null } },
}

export const RenameError: Story = {
  args: {
    passkeys: [phone],
    rename: { id: phone.id, name: '', saving: false, error: 'A name has 1 to 40 characters.' },
  },
}

export const Removing: Story = { args: { passkeys: [phone, tablet], removingId: tablet.id } }

/** Turn on was cancelled in the browser's prompt. */
export const Cancelled: Story = { args: { passkeys: [phone], problem: 'cancelled' } }
