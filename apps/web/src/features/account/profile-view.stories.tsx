import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { newUser, richUser } from './fixtures.ts'
import { ProfileView } from './profile-view.tsx'

const meta = {
  title: 'Screens/Account/Profile',
  component: ProfileView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    user: richUser,
    onRetry: fn(),
    hidden: false,
    onToggleHidden: fn(),
    locale: 'en',
    languageOpen: false,
    onLanguageOpen: fn(),
    onLanguage: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof ProfileView>
export default meta
type Story = StoryObj<typeof meta>

export const RichAbbreviated: Story = {}
export const NewUser: Story = { args: { user: newUser } }
export const AmountsHidden: Story = { args: { hidden: true } }
export const LanguagePopup: Story = { args: { languageOpen: true } }
export const Loading: Story = { args: { status: 'loading', user: undefined } }
export const Failed: Story = { args: { status: 'error', user: undefined } }
