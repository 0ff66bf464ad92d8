import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ChatBoxView } from './chat-box-view.tsx'
import { bubbles, unconfirmedBubble, uploadingBubble } from './fixtures.ts'

const meta = {
  title: 'Screens/Home/Support/Chat conversation',
  component: ChatBoxView,
  decorators: [withAppProviders],
  args: {
    name: 'Support desk',
    status: 'ready',
    messages: bubbles,
    historyFailed: false,
    text: '',
    canSend: false,
    uploading: false,
    online: true,
    viewerUrl: null,
    onTextChange: fn(),
    onSend: fn(),
    onFile: fn(),
    onRetryHistory: fn(),
    onRetryUpload: fn(),
    onOpenImage: fn(),
    onCloseViewer: fn(),
  },
} satisfies Meta<typeof ChatBoxView>
export default meta
type Story = StoryObj<typeof meta>

export const Conversation: Story = {}
export const Typing: Story = { args: { text: 'Any update?', canSend: true } }
/** The composer before anything is typed: its placeholder and the paperclip attach button. */
export const EmptyComposer: Story = { args: { text: '', canSend: false } }
export const Uploading: Story = { args: { uploading: true, messages: [...bubbles, uploadingBubble] } }
/** The upload's outcome stayed unknown after its automatic retries: Retry sends it again under its key. */
export const UploadUnconfirmed: Story = {
  args: { uploading: true, messages: [...bubbles, unconfirmedBubble] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Not confirmed: it may not have arrived')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload' }))
    await expect(args.onRetryUpload).toHaveBeenCalled()
  },
}
/** The first history of the visit has not come yet: not "no messages". */
export const HistoryLoading: Story = { args: { messages: [], historyLoading: true } }
/** A long gap is being fetched page by page. */
export const CatchingUp: Story = { args: { catchingUp: true } }
export const ImageViewer: Story = { args: { viewerUrl: bubbles[2]?.url ?? null } }
export const Offline: Story = { args: { online: false } }
export const Loading: Story = { args: { status: 'loading', messages: [] } }
export const Empty: Story = { args: { messages: [] } }
export const HistoryError: Story = { name: 'Error', args: { historyFailed: true } }
export const Missing: Story = { args: { status: 'missing', messages: [] } }

/**
 * A message past 2,000 characters keeps everything typed; the field says by how much it is over (tied to it by
 * aria-describedby) and Send waits (issue 27).
 */
export const TooLong: Story = {
  args: { text: 'x'.repeat(2013), canSend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByLabelText('Message')
    await expect(field).toHaveValue('x'.repeat(2013))
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      'This message is 13 characters over the limit of 2,000. Shorten it to send it.',
    )
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** Replies nobody wrote say so, in the reader's language, with a link to the screen that shows the record. */
export const AutomaticReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Automatic reply')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'See your deposits' })).toHaveAttribute(
      'href',
      '/hist?tab=deposit',
    )
  },
}
