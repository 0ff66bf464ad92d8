import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type FakeRequest, fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { saveConversation } from './chat-store.ts'
import { agentMessage, DownSocket, useChatSocket } from './chat-test-support.ts'

/** chat_msg_list of a server holding messages 1…`count`: the newest 30 older than last_msg_id, oldest first. */
function history(count: number) {
  return ({ params }: FakeRequest) => {
    const last = Number(params.get('last_msg_id') ?? 0)
    const top = last === 0 ? count : last - 1
    const ids = Array.from({ length: Math.max(0, Math.min(30, top)) }, (_, i) => top - i).reverse()
    return ok(ids.map((id) => agentMessage(id)))
  }
}

const stored5 = {
  clientId: 'in-5',
  msgId: '5',
  mine: false,
  kind: 'text' as const,
  content: 'Agent message 5',
  sendTime: 1_732_000_005,
  status: 'sent' as const,
}

describe('/chat_box after a long outage', { timeout: 30_000 }, () => {
  useChatSocket(DownSocket)

  it('pages the history back to the newest stored message, so no message of a gap longer than a page is skipped', async () => {
    localStorage.setItem('id', '9')
    await saveConversation('9', '900001', [stored5])
    const fetch = fakeServer({ chat_msg_list: history(80), read: ok() })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    expect(await screen.findByText('Agent message 80')).toBeTruthy()
    // Pages 51…80, 21…50 and 1…20 (which reaches message 5).
    await waitFor(() => expect(screen.queryByText('Agent message 6')).toBeTruthy())
    expect(
      fetch
        .to('chat_msg_list')
        .map((r) => r.body)
        .map((q) => new URLSearchParams(q).get('last_msg_id')),
    ).toEqual(['0', '51', '21'])
    for (let id = 1; id <= 80; id += 1) expect(screen.getAllByText(`Agent message ${id}`)).toHaveLength(1)
  })

  it('catches up the whole of a gap past 300 messages (12 pages), saying so meanwhile', async () => {
    localStorage.setItem('id', '10')
    await saveConversation('10', '900001', [stored5])
    const fetch = fakeServer({ chat_msg_list: history(340), read: ok() })
    // The second page waits until the test has seen the screen say it is catching up.
    const base = fetch.getMockImplementation() as NonNullable<ReturnType<typeof fetch.getMockImplementation>>
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('last_msg_id=311')) await released
      return base(input, init)
    })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    expect(await screen.findByText('Catching up on messages sent while you were away…')).toBeTruthy()
    release()
    expect(await screen.findByText('Agent message 340', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Catching up on messages sent while you were away…')).toBeNull()
    expect(fetch.to('chat_msg_list').map((r) => r.body)).toHaveLength(12)
    // Every message from 1 to 340 once, oldest first: none of the gap's oldest part is left out.
    const shown = [...document.querySelectorAll('.chat__messages .chat__text')].map((e) => e.textContent)
    expect(shown).toEqual(Array.from({ length: 340 }, (_, i) => `Agent message ${i + 1}`))
  })
})
