import 'fake-indexeddb/auto'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { agentMessage, ScriptedSocket, useChatSocket } from './chat-test-support.ts'

describe('/chat_box catching up after the chat socket drops', { timeout: 20_000 }, () => {
  useChatSocket(ScriptedSocket, '8')

  it('fetches the history once on opening, when the socket is live, and again after each reconnect; each message shows once', async () => {
    let history = [agentMessage(1, 'Before the drop')]
    const fetch = fakeServer({ chat_msg_list: () => ok(history), read: ok() })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    await waitFor(() => expect(ScriptedSocket.opened).toHaveLength(1))
    const first = ScriptedSocket.opened[0] as ScriptedSocket
    act(() => first.open())
    expect(first.sent).toEqual([{ type: 'auth', token: 't' }])
    // Not before the socket is live: a message sent between an earlier fetch and auth_ok would be missed.
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(0)
    act(() => first.push({ type: 'auth_ok' }))
    expect(await screen.findByText('Before the drop')).toBeTruthy()
    await waitFor(() => expect(fetch.to('read').map((r) => r.body)).toHaveLength(1))
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(1)

    // The socket drops; the agent answers while it is down, so the reply is only in the history.
    act(() => first.drop())
    history = [...history, agentMessage(2, 'Sent while you were away')]
    await waitFor(() => expect(ScriptedSocket.opened).toHaveLength(2), { timeout: 5_000 })
    const second = ScriptedSocket.opened[1] as ScriptedSocket
    act(() => second.open())
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(1)
    act(() => second.push({ type: 'auth_ok' }))
    expect(await screen.findByText('Sent while you were away')).toBeTruthy()
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(2)

    // The same reply over the socket as well is not shown twice.
    act(() => second.push({ type: 'msg', data: agentMessage(2, 'Sent while you were away') }))
    expect(screen.getAllByText('Sent while you were away')).toHaveLength(1)
    expect(screen.getAllByText('Before the drop')).toHaveLength(1)
  })

  it('does not wait for a socket that cannot connect: fetched at once, and again once the socket is live', async () => {
    // Another account on this device: nothing stored for this conversation.
    localStorage.setItem('id', '18')
    let history = [agentMessage(1, 'Hello from support')]
    const fetch = fakeServer({ chat_msg_list: () => ok(history), read: ok() })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    await waitFor(() => expect(ScriptedSocket.opened).toHaveLength(1))
    // The chat host refuses the socket: the history is fetched without it (the conversation says it is
    // loading meanwhile, never that it is empty).
    expect(screen.getByText('Loading messages…')).toBeTruthy()
    expect(screen.queryByText('No messages yet. Say hello!')).toBeNull()
    act(() => (ScriptedSocket.opened[0] as ScriptedSocket).drop())
    expect(await screen.findByText('Hello from support')).toBeTruthy()
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(1)
    // The socket connects later: what was sent meanwhile is fetched then.
    history = [...history, agentMessage(2, 'Are you there?')]
    await waitFor(() => expect(ScriptedSocket.opened).toHaveLength(2), { timeout: 5_000 })
    const second = ScriptedSocket.opened[1] as ScriptedSocket
    act(() => second.open())
    act(() => second.push({ type: 'auth_ok' }))
    expect(await screen.findByText('Are you there?')).toBeTruthy()
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(2)
  })
})
