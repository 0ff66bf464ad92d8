import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { AnswerComposer } from './answer-composer.tsx'

const meta = {
  title: 'Console/Inbox/Answer',
  component: AnswerComposer,
  decorators: [withConsoleProviders],
  args: {
    agentName: 'Support desk',
    text: '',
    sending: false,
    problem: null,
    onTextChange: fn(),
    onSend: fn(),
    onFile: fn(),
  },
} satisfies Meta<typeof AnswerComposer>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Typed: Story = { args: { text: 'Thank you, I am looking into it now.' } }
export const Sending: Story = { args: { text: 'Thank you, I am looking into it now.', sending: true } }
export const NothingTyped: Story = { args: { problem: { kind: 'empty' } } }
export const NotSent: Story = { args: { text: 'Your refund is on its way.', problem: { kind: 'network' } } }
export const FileRefused: Story = {
  args: { problem: { kind: 'extension', name: 'tool.exe', extension: 'exe' } },
}
