import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { ChatBoxView, type ChatBoxViewProps } from './chat-box-view.tsx'
import { ChatListView } from './chat-list-view.tsx'
import { bubbles, contacts, conversations, unconfirmedBubble, uploadingBubble } from './fixtures.ts'

const noop = () => {}

describe('ChatListView', () => {
  it('shows Msgs with the total unread, each conversation with its count and a link to /chat_box', () => {
    renderView(
      <ChatListView
        tab="msgs"
        conversations={{ status: 'success', items: conversations }}
        contacts={{ status: 'success', items: contacts }}
        onTabChange={noop}
        onRetry={noop}
      />,
    )
    expect(screen.getByRole('tab', { name: /Msgs/ }).textContent).toContain('2')
    expect(screen.getByText('2 unread')).toBeTruthy()
    expect(screen.getByText('You: [File]')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Chat with Support desk' })
    expect(link.getAttribute('href')).toBe('/chat_box?id=900001&name=Support%20desk')
  })

  it('shows contacts, and the loading, empty and error states', () => {
    const onRetry = vi.fn()
    const props = { onTabChange: noop, onRetry, contacts: { status: 'success' as const, items: contacts } }
    const { rerender } = renderView(
      <ChatListView {...props} tab="contacts" conversations={{ status: 'success', items: [] }} />,
    )
    expect(screen.getByRole('link', { name: 'Chat with Finance desk' })).toBeTruthy()
    rerender(<ChatListView {...props} tab="msgs" conversations={{ status: 'loading', items: [] }} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<ChatListView {...props} tab="msgs" conversations={{ status: 'empty', items: [] }} />)
    expect(screen.getByText('No conversations yet')).toBeTruthy()
    // An empty list is not a dead end: support is one tap away.
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/service')
    rerender(<ChatListView {...props} tab="msgs" conversations={{ status: 'error', items: [] }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledWith('msgs')
  })
})

describe('ChatBoxView', () => {
  const props: ChatBoxViewProps = {
    name: 'Demo',
    status: 'ready',
    messages: bubbles,
    historyFailed: false,
    text: '',
    canSend: false,
    uploading: false,
    online: true,
    viewerUrl: null,
    onTextChange: noop,
    onSend: noop,
    onFile: noop,
    onRetryHistory: noop,
    onOpenImage: noop,
    onCloseViewer: noop,
  }

  it('shows text, image and file messages; files open elsewhere with noopener and download', () => {
    const onOpenImage = vi.fn()
    renderView(<ChatBoxView {...props} onOpenImage={onOpenImage} />)
    expect(screen.getByText('My deposit is pending.')).toBeTruthy()
    const file = screen.getByRole('link', { name: 'Open file guide.pdf' })
    expect(file.getAttribute('target')).toBe('_blank')
    expect(file.getAttribute('rel')).toBe('noopener noreferrer')
    expect(file.getAttribute('download')).toBe('guide.pdf')
    expect(screen.getByText('Sending…')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /View image/ }))
    expect(onOpenImage).toHaveBeenCalledWith(bubbles[2]?.url)
    // Pictures in the conversation load only as they near the screen.
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('loading')).toBe('lazy')
  })

  it('says which own messages the support desk has read', () => {
    renderView(<ChatBoxView {...props} />)
    const read = screen.getByText('My deposit is pending.').closest('li')
    expect(read?.querySelector('.chat__meta')?.textContent).toBe('22 Nov, 10:01 pmSeen by support')
    expect(screen.getAllByText('Seen by support')).toHaveLength(1)
  })

  it('sends only when allowed and passes a picked file on', () => {
    const onSend = vi.fn()
    const onFile = vi.fn()
    const { rerender } = renderView(<ChatBoxView {...props} onSend={onSend} onFile={onFile} />)
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send.hasAttribute('disabled')).toBe(true)
    rerender(<ChatBoxView {...props} text="Hi" canSend onSend={onSend} onFile={onFile} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledTimes(1)
    const file = new File(['x'], 'x.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Attach a file'), { target: { files: [file] } })
    expect(onFile).toHaveBeenCalledWith(file)
  })

  it('shows the image viewer, loading, empty, error and missing states', () => {
    const onRetryHistory = vi.fn()
    const { rerender } = renderView(<ChatBoxView {...props} viewerUrl="http://localhost:8081/files/a.png" />)
    expect(screen.getByRole('dialog', { name: 'Image' })).toBeTruthy()
    rerender(<ChatBoxView {...props} status="loading" messages={[]} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<ChatBoxView {...props} messages={[]} />)
    expect(screen.getByText('No messages yet. Say hello!')).toBeTruthy()
    rerender(<ChatBoxView {...props} historyFailed onRetryHistory={onRetryHistory} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetryHistory).toHaveBeenCalled()
    rerender(<ChatBoxView {...props} status="missing" messages={[]} />)
    expect(screen.getByText('This conversation does not exist')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See all chats' }).getAttribute('href')).toBe('/chat')
  })

  it('the composer has a placeholder, an icon (no symbol) on attach, and marks sent text as server content', () => {
    const { container } = renderView(<ChatBoxView {...props} />)
    const input = screen.getByLabelText<HTMLInputElement>('Message')
    expect(input.placeholder).toBe('Type a message…')
    const attach = screen.getByLabelText('Attach a file').closest('label')
    expect(attach?.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    expect(attach?.textContent).toBe('')
    expect(container.querySelector('form.chat__composer')).toBeTruthy()
    expect(screen.getByText('My deposit is pending.').closest('[data-server-content]')).toBeTruthy()
  })

  it('keeps text past 2,000 characters, says by how much it is over at the field, and Send waits', () => {
    const onTextChange = vi.fn()
    const onSend = vi.fn()
    const first = renderView(<ChatBoxView {...props} text="Hi" onTextChange={onTextChange} />)
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x'.repeat(2013) } })
    // Everything typed is kept: the field passes it on whole.
    expect(onTextChange).toHaveBeenCalledWith('x'.repeat(2013))
    first.unmount()
    const { rerender } = renderView(
      <ChatBoxView {...props} text={'x'.repeat(2013)} canSend={false} onSend={onSend} />,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Message')
    const over = 'This message is 13 characters over the limit of 2,000. Shorten it to send it.'
    expect(screen.getByText(over).getAttribute('role')).toBe('status')
    expect(input.value).toHaveLength(2013)
    expect(input.getAttribute('aria-describedby')).toBe('chat-limit')
    expect(document.getElementById('chat-limit')?.textContent).toBe(over)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(onSend).not.toHaveBeenCalled()
    rerender(<ChatBoxView {...props} text={'x'.repeat(2000)} canSend />)
    expect(screen.queryByText(over)).toBeNull()
    expect(screen.getByLabelText('Message').getAttribute('aria-describedby')).toBeNull()
  })

  it('labels an automatic reply as one, says it in the reader’s language and links the screen it is about', () => {
    const { unmount } = renderView(<ChatBoxView {...props} />)
    const reply = screen.getByText(/^Your deposit of/).closest('li') as HTMLElement
    expect(within(reply).getByText('Automatic reply')).toBeTruthy()
    expect(reply.textContent).toContain(
      'Your deposit of ₹3,000.00 on 22 Nov 2026 is not paid yet: it is credited when you pay on its payment page.',
    )
    expect(within(reply).getByRole('link', { name: 'See your deposits' }).getAttribute('href')).toBe(
      '/hist?tab=deposit',
    )
    // The server said when a person answers (issue 29: nobody at the support desk when it replied).
    expect(reply.textContent).toContain('A person from support answers when one is available.')
    // A person's message (mine here) carries no such label.
    expect(screen.getByText('My deposit is pending.').closest('li')?.textContent).not.toContain(
      'Automatic reply',
    )
    unmount()
    renderView(<ChatBoxView {...props} />, { locale: 'hi' })
    expect(screen.getAllByText('स्वचालित जवाब')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'अपनी जमा देखें' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'अपनी जमा देखें' }).closest('li')?.textContent).toContain(
      '22 Nov 2026 की आपकी ₹3,000.00 की जमा अभी भरी नहीं गई',
    )
    expect(screen.getByText('सपोर्ट का कोई व्यक्ति उपलब्ध होने पर जवाब देगा।')).toBeTruthy()
  })

  it('shows a file being uploaded by its name, and an unconfirmed one with Retry upload', () => {
    const onRetryUpload = vi.fn()
    const { rerender } = renderView(
      <ChatBoxView {...props} messages={[uploadingBubble]} uploading onRetryUpload={onRetryUpload} />,
    )
    const sending = screen.getByText('payment-slip.png').closest('li')
    expect(sending?.textContent).toContain('Sending…')
    // Not server content: the name comes from the device.
    expect(screen.getByText('payment-slip.png').closest('[data-server-content]')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Attach a file').disabled).toBe(true)
    rerender(
      <ChatBoxView {...props} messages={[unconfirmedBubble]} uploading onRetryUpload={onRetryUpload} />,
    )
    expect(screen.getByText('Not confirmed: it may not have arrived')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload' }))
    expect(onRetryUpload).toHaveBeenCalledTimes(1)
  })

  it('says the history is loading rather than empty, and when it is catching up on a long gap', () => {
    const { rerender } = renderView(<ChatBoxView {...props} messages={[]} historyLoading />)
    expect(screen.getByText('Loading messages…').getAttribute('role')).toBe('status')
    expect(screen.queryByText('No messages yet. Say hello!')).toBeNull()
    rerender(<ChatBoxView {...props} catchingUp />)
    expect(screen.getByText('Catching up on messages sent while you were away…').getAttribute('role')).toBe(
      'status',
    )
  })
})
