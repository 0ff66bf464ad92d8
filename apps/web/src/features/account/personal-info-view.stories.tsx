import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { newUser, richUser } from './fixtures.ts'
import { PersonalInfoView } from './personal-info-view.tsx'

// A tiny square picture for the crop popup (data: images are allowed by the CSP).
const preview =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"%3E%3Crect width="8" height="8" fill="%230b6bcb"/%3E%3C/svg%3E'

const meta = {
  title: 'Screens/Account/Personal information',
  component: PersonalInfoView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    onRetry: fn(),
    user: richUser,
    cropPreview: null,
    uploading: false,
    onPickFile: fn(),
    onUpload: fn(),
    onCancelCrop: fn(),
  },
} satisfies Meta<typeof PersonalInfoView>
export default meta
type Story = StoryObj<typeof meta>

export const Verified: Story = {}
export const NotVerified: Story = { args: { user: newUser } }
export const Cropping: Story = { args: { cropPreview: preview } }
export const Uploading: Story = { args: { cropPreview: preview, uploading: true } }
export const Loading: Story = { args: { status: 'loading', user: undefined } }
export const Failed: Story = { args: { status: 'error', user: undefined } }
