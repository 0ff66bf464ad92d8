import 'fake-indexeddb/auto'
import { wireChatMessage } from '@mandi/api-client/test-support'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { agentMessage, ScriptedSocket, useChatSocket } from './chat-test-support.ts'

/** The user's own message as the history sends it; `read` 1 once the support desk has read it. */
const ownMessage = (msgId: number, content: string, read: 0 | 1) =>
  wireChatMessage({
    form_avatar: { user_id: 8, nick_name: 'Me', icon: '' },
    content,
    msg_id: msgId,
    send_time: 1_732_000_000 + msgId,
    count: 0,
    ref: 1,
    read,
  })

describe('/chat_box read receipts (the operators’ console, issue 29)', { timeout: 20_000 }, () => {
  useChatSocket(ScriptedSocket, '28')

  it('shows which own messages the desk has read, live, and reads an answer that arrives on screen', async () => {
    const fetch = fakeServer({
      chat_msg_list: () => ok([ownMessage(1, 'Seen already', 1), ownMessage(2, 'Not yet seen', 0)]),
      read: ok(),
    })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    await waitFor(() => expect(ScriptedSocket.opened).toHaveLength(1))
    const socket = ScriptedSocket.opened[0] as ScriptedSocket
    act(() => socket.open())
    act(() => socket.push({ type: 'auth_ok' }))
    expect(await screen.findByText('Not yet seen')).toBeTruthy()
    const seenOf = (text: string) =>
      screen.getByText(text).closest('li')?.querySelector('.chat__seen') !== null
    expect(seenOf('Seen already')).toBe(true)
    expect(seenOf('Not yet seen')).toBe(false)

    // Another agent's receipt is not this conversation's.
    act(() => socket.push({ type: 'read', data: { acc_id: 900002, msg_id: 2 } }))
    expect(seenOf('Not yet seen')).toBe(false)
    act(() => socket.push({ type: 'read', data: { acc_id: 900001, msg_id: 2 } }))
    await waitFor(() => expect(seenOf('Not yet seen')).toBe(true))

    const reads = fetch.to('read').map((r) => r.body).length
    act(() => socket.push({ type: 'msg', data: agentMessage(3, 'An answer from a person') }))
    expect(await screen.findByText('An answer from a person')).toBeTruthy()
    await waitFor(() => expect(fetch.to('read').map((r) => r.body)).toHaveLength(reads + 1))
  })
})
