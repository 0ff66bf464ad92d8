import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { SettingsView } from './settings-view.tsx'

const meta = {
  title: 'Screens/Account/Settings',
  component: SettingsView,
  decorators: [withAppProviders],
  args: { locale: 'en', onLanguage: fn(), onLogOut: fn() },
} satisfies Meta<typeof SettingsView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** The current language is the pressed, ticked one. */
export const HindiChosen: Story = { args: { locale: 'hi' } }
