import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { emptyIdVerification, savedRecord } from './fixtures.ts'
import { IdVerificationView } from './id-verification-view.tsx'

const meta = {
  title: 'Screens/Account/ID verification',
  component: IdVerificationView,
  decorators: [withAppProviders],
  args: {
    status: 'editing',
    values: emptyIdVerification,
    errors: {},
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof IdVerificationView>
export default meta
type Story = StoryObj<typeof meta>

export const Form: Story = {}
export const FormErrors: Story = {
  args: {
    values: { ...emptyIdVerification, pan: 'ABC', pin: '12' },
    errors: {
      pan: 'Invalid PAN',
      fullName: 'Full name must be 5 to 30 characters',
      birthDate: 'Enter your date of birth as DD/MM/YYYY, for example 15/01/1990',
      address: 'Address must be 3 to 30 letters or digits',
      pin: 'PIN must be exactly 6 digits',
      city: 'City must be at least 3 letters or digits',
    },
  },
}
/** A pasted wire date (YYYYMMDD) is no DD/MM/YYYY date: refused with the message, kept as it was pasted. */
export const BirthDateRefused: Story = {
  args: {
    values: { ...savedRecord, birthDate: '19900115' },
    errors: { birthDate: 'Enter your date of birth as DD/MM/YYYY, for example 15/01/1990' },
  },
}
/** Submitting: every field is read-only (readable, focusable) and the form is busy until the answer. */
export const Submitting: Story = {
  args: { values: savedRecord, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('PAN')).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('Date of birth')).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('PAN').closest('form')).toHaveAttribute('aria-busy', 'true')
  },
}
export const Verified: Story = { args: { status: 'verified', review: 'verified', record: savedRecord } }
/** Sent, not yet reviewed by the server (kyc_status 1): the record with no claim that it is verified. */
export const WaitingForReview: Story = {
  args: { status: 'verified', review: 'pending', record: savedRecord },
}
export const Loading: Story = { args: { status: 'loading' } }
/** The review refused it: the reason, and the way to correct and send it again. */
export const Refused: Story = {
  args: {
    status: 'verified',
    review: 'refused',
    record: savedRecord,
    refusal: "this PAN is not a person's: its fourth letter must be P.",
    onEdit: fn(),
  },
}
