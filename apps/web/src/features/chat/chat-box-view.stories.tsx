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
    name: 'Asha (Support)',
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

/** A paste past 2000 characters is refused whole and said, not cut (issue 20: no field silently cuts). */
export const TooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByLabelText('Message'))
    await userEvent.paste('x'.repeat(2001))
    await expect(args.onTextChange).not.toHaveBeenCalled()
    await expect(canvas.getByText('A message can be at most 2000 characters')).toBeVisible()
  },
}
