import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { conversations, messages, userView } from '../../test/fixtures.ts'
import { AnswerComposer } from './answer-composer.tsx'
import { ConversationListView } from './conversation-list-view.tsx'
import { ConversationView } from './conversation-view.tsx'
import { InboxView } from './inbox-view.tsx'
import { UserPanelView } from './user-panel-view.tsx'

const list = (
  <ConversationListView
    status="ready"
    conversations={conversations}
    selected={{ userId: 7, agentId: 1 }}
    onRetry={fn()}
  />
)
const open = (
  <ConversationView
    status="ready"
    userName="Demo User"
    userCode="100001"
    agentName="Support desk"
    messages={messages.filter((m) => m.type === 'text').map((m) => ({ ...m, href: '' }))}
    onRetry={fn()}
    userPanel={<UserPanelView status="ready" user={userView} onRetry={fn()} />}
    composer={
      <AnswerComposer
        agentName="Support desk"
        text=""
        sending={false}
        problem={null}
        onTextChange={fn()}
        onSend={fn()}
        onFile={fn()}
      />
    }
  />
)

/** The whole inbox as a desk shows it (the list beside the conversation); narrow screens show one at a time. */
const meta = {
  title: 'Console/Inbox/Inbox',
  component: InboxView,
  decorators: [withConsoleProviders],
  parameters: { layout: 'fullscreen' },
  args: { live: 'open', list, detail: open },
} satisfies Meta<typeof InboxView>
export default meta
type Story = StoryObj<typeof meta>

export const ConversationOpen: Story = {}
export const NothingOpen: Story = { args: { detail: null } }
export const Reconnecting: Story = { args: { live: 'reconnecting', detail: null } }
