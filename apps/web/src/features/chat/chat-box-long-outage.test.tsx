import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'
import { callsTo, fakeServer, ok } from '../content/fake-server.ts'
import { saveConversation } from './chat-store.ts'

/** A chat socket that never connects: this test is about the history fetch. */
class SilentSocket {
  readyState = 0
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {}
}

const agentMessage = (msgId: number) => ({
  form_avatar: { user_id: 900001, nick_name: 'Asha', icon: '' },
  content: `Agent message ${msgId}`,
  msg_id: msgId,
  send_time: 1_732_000_000 + msgId,
  count: 0,
  type: 'text',
  ref: 0,
  url: '',
})

/** chat_msg_list of a server holding messages 1…80: the newest 30 older than last_msg_id, oldest first. */
function history(params: URLSearchParams | FormData | string) {
  const last = Number((params as URLSearchParams).get('last_msg_id') ?? 0)
  const top = last === 0 ? 80 : last - 1
  const ids = Array.from({ length: Math.max(0, Math.min(30, top)) }, (_, i) => top - i).reverse()
  return ok(ids.map(agentMessage))
}

describe('/chat_box after a long outage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket)
    localStorage.setItem('id', '9')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('pages the history back to the newest stored message, so no message of a gap longer than a page is skipped', async () => {
    await saveConversation('9', '900001', [
      {
        clientId: 'in-5',
        msgId: '5',
        mine: false,
        kind: 'text',
        content: 'Agent message 5',
        sendTime: 1_732_000_005,
        status: 'sent',
      },
    ])
    const fetch = fakeServer({ chat_msg_list: history, read: ok() })
    renderApp('/chat_box?id=900001&name=Asha', { token: 't' })
    expect(await screen.findByText('Agent message 80')).toBeTruthy()
    // Pages 51…80, 21…50 and 1…20 (which reaches message 5).
    await waitFor(() => expect(screen.queryByText('Agent message 6')).toBeTruthy())
    expect(callsTo(fetch, 'chat_msg_list').map((q) => new URLSearchParams(q).get('last_msg_id'))).toEqual([
      '0',
      '51',
      '21',
    ])
    for (let id = 1; id <= 80; id += 1) expect(screen.getAllByText(`Agent message ${id}`)).toHaveLength(1)
  })
})
