import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { conversations, messages, userView } from '../../test/fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { AnswerComposer, type ComposerProblem, withQuickReply } from './answer-composer.tsx'
import { ConversationListView } from './conversation-list-view.tsx'
import { ConversationView } from './conversation-view.tsx'
import { UserPanelView } from './user-panel-view.tsx'

describe('the conversation list', () => {
  it('lists conversations in the order given (newest first) with their unread counts and links', () => {
    renderView(
      <ConversationListView
        status="ready"
        conversations={conversations}
        selected={null}
        onRetry={() => {}}
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/inbox/7/1',
      '/inbox/9/3',
      '/inbox/12/2',
    ])
    expect(within(links[0] as HTMLElement).getByText('2 unread')).toBeTruthy()
    expect(within(links[1] as HTMLElement).queryByText(/unread/)).toBeNull()
    // The desk's own last answer and a picture read as such.
    expect(
      within(links[1] as HTMLElement).getByText('Desk: Your withdrawal shows as Pending in bank.'),
    ).toBeTruthy()
    expect(within(links[2] as HTMLElement).getByText('Picture')).toBeTruthy()
  })

  it('says when there is nothing, and offers a retry when the list failed', async () => {
    const retry = vi.fn()
    const { rerender } = renderView(
      <ConversationListView status="ready" conversations={[]} selected={null} onRetry={retry} />,
    )
    expect(screen.getByText('No conversations yet. A user’s first message shows here.')).toBeTruthy()
    rerender(<ConversationListView status="error" conversations={[]} selected={null} onRetry={retry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })
})

describe('one conversation', () => {
  it('shows who wrote each message, pictures as images, and whether the user read each answer', () => {
    renderView(
      <ConversationView
        status="ready"
        userName="Demo User"
        userCode="100001"
        agentName="Support desk"
        messages={messages.map((m) => ({ ...m, href: m.url ? `http://chat.example${m.url}` : '' }))}
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Demo User with Support desk' })).toBeTruthy()
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.ops-message__author')?.textContent)).toEqual([
      'Automatic message as Support desk',
      'Demo User wrote',
      'Demo User wrote',
      'Support desk (demo) answered as Support desk',
    ])
    expect(within(items[0] as HTMLElement).getByText('Read by the user')).toBeTruthy()
    expect(within(items[3] as HTMLElement).getByText('Not read yet')).toBeTruthy()
    const picture = screen.getByRole('img', { name: 'Picture from the conversation' })
    expect(picture.getAttribute('src')).toBe('http://chat.example/files/chat/0123456789abcdef01234567.png')
    expect(picture.closest('a')?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows the user read-only: the mobile’s last digits, money, and statuses as the app says them', () => {
    renderView(<UserPanelView status="ready" user={userView} onRetry={() => {}} />)
    expect(screen.getByText('ending 3210')).toBeTruthy()
    expect(screen.getByText('₹12,540.50')).toBeTruthy()
    expect(screen.getByText('Submitted, waiting for review')).toBeTruthy()
    expect(screen.getAllByText('Unpaid')).toHaveLength(1)
    expect(screen.getByText('Pending in bank')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})

function Composer({
  problem = null,
  onSend = () => {},
}: {
  problem?: ComposerProblem | null
  onSend?: () => void
}) {
  const [text, setText] = useState('')
  return (
    <AnswerComposer
      agentName="Support desk"
      text={text}
      sending={false}
      problem={problem}
      onTextChange={setText}
      onSend={onSend}
      onFile={() => {}}
    />
  )
}

describe('the answer composer', () => {
  it('inserts a quick reply after what is typed, where it can be changed before sending', async () => {
    const send = vi.fn()
    renderView(<Composer onSend={send} />)
    const field = screen.getByLabelText('Answer as Support desk') as HTMLTextAreaElement
    await userEvent.type(field, 'Hello Demo.')
    await userEvent.click(
      screen.getByRole('button', { name: /^Insert: Thank you, I am looking into it now\./ }),
    )
    expect(field.value).toBe('Hello Demo.\nThank you, I am looking into it now.')
    await userEvent.type(field, ' Back soon.')
    expect(field.value).toBe('Hello Demo.\nThank you, I am looking into it now. Back soon.')
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true })
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledTimes(2)
    expect(withQuickReply('  ', 'Hi')).toBe('Hi')
  })

  it('says why an answer or a file was not sent', () => {
    const { rerender } = renderView(<Composer problem={{ kind: 'network' }} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'The answer was not sent: the server could not be reached. It is still here; try again.',
    )
    rerender(<Composer problem={{ kind: 'extension', name: 'tool.exe', extension: 'exe' }} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'tool.exe: only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent.',
    )
    rerender(<Composer problem={{ kind: 'size', name: 'film.mp4', extension: 'mp4' }} />)
    expect(screen.getByRole('alert').textContent).toBe('film.mp4 is larger than 5 MB.')
  })
})
