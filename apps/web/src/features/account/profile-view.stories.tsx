import { toPaise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { offlineNotice, outOfReachNotice } from '../../layout/offline-fixtures.ts'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { newUser, richUser } from './fixtures.ts'
import { ProfileView } from './profile-view.tsx'

// A plain picture with no text, drawn in SVG (a photo stand-in, not initials).
const sampleAvatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2f855a"/><circle cx="5" cy="4" r="2" fill="#fff"/><rect x="2" y="7" width="6" height="3" rx="1.5" fill="#fff"/></svg>',
)}`

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
/** Crores everywhere: the balance abbreviates (spec §9), salary and points go to a line each, none wraps. */
export const LargeAmounts: Story = {
  args: {
    user: {
      ...richUser,
      balance: toPaise('123456789.12'),
      salary: toPaise('98765432.10'),
      integral: toPaise('12345678.90'),
    },
  },
}
/** The uploaded picture, when the user has one. */
export const WithPicture: Story = { args: { avatarUrl: sampleAvatar } }
/** A picture that fails to load shows the initials instead of a broken image. */
export const BrokenPicture: Story = { args: { avatarUrl: '/img/missing-face-icon.png' } }
export const AmountsHidden: Story = { args: { hidden: true } }
export const LanguagePopup: Story = { args: { languageOpen: true } }
export const Loading: Story = { args: { status: 'loading', user: undefined } }
export const Failed: Story = { args: { status: 'error', user: undefined } }
/** Offline: the asset card kept on the phone, with its time; Deposit and Withdraw are off and say why. */
export const Offline: Story = { args: { lastKnown: offlineNotice, offline: true } }
/** Online, but user/info did not answer: the kept card, with Retry in the banner. */
export const ServerOutOfReach: Story = { args: { lastKnown: outOfReachNotice } }
/** A verification sent and waiting for the PAN review (kyc_status 1). */
export const KycWaiting: Story = { args: { user: { ...richUser, kycStatus: 1, verified: false } } }
/** The PAN review refused it (kyc_status 3): the reason is on /verif. */
export const KycRefused: Story = { args: { user: { ...richUser, kycStatus: 3, verified: false } } }
