import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { DownSocket, PNG_BYTES, recordKeys, useChatSocket } from './chat-test-support.ts'

describe('/chat_box Idempotency-Key', { timeout: 20_000 }, () => {
  useChatSocket(DownSocket, '7')

  it('a send whose answer was lost is retried with the same key; the next message has a new one', async () => {
    const fetch = fakeServer({
      chat_msg_list: ok([]),
      read: ok(),
      send: () => ok({ tm: 1_732_000_100, msg_id: 50 }),
    })
    // The first attempt reaches the server but its answer is lost.
    const keys = recordKeys(fetch, '/send', { loseFirstAnswer: true })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'Is my deposit in?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    // The machine retries after its delay (3 s).
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 8_000 })
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull())

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Is my deposit in?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(keys).toHaveLength(3))
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[2]).not.toBe(keys[0])
  })

  it('an upload carries a key of its own', async () => {
    const fetch = fakeServer({
      chat_msg_list: ok([]),
      read: ok(),
      upload: () => ok({ tm: 1_732_000_100, msg_id: 51, url: '/files/chat/a.png' }),
    })
    const keys = recordKeys(fetch, '/upload')
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    const attach = await screen.findByLabelText('Attach a file')
    fireEvent.change(attach, {
      target: { files: [new File([PNG_BYTES], 'slip.png', { type: 'image/png' })] },
    })
    await waitFor(() => expect(keys).toHaveLength(1))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('an upload whose answer is lost shows as being sent, is retried with the same key and shows once', async () => {
    // Another account on this device, so the other tests' stored messages are not in this conversation.
    localStorage.setItem('id', '17')
    const fetch = fakeServer({
      chat_msg_list: ok([]),
      read: ok(),
      upload: () => ok({ tm: 1_732_000_100, msg_id: 52, url: '/files/chat/slip.png' }),
    })
    // The first attempt reaches the server, but the connection drops before its answer.
    const keys = recordKeys(fetch, '/upload', { loseFirstAnswer: true })
    renderApp('/chat_box?id=900001&name=Demo', { token: 't' })
    const attach = await screen.findByLabelText('Attach a file')
    fireEvent.change(attach, {
      target: { files: [new File([PNG_BYTES], 'slip.png', { type: 'image/png' })] },
    })
    await waitFor(() => expect(keys).toHaveLength(1))
    // Shown at once by its name, as being sent; no second file can be picked meanwhile.
    const pending = await screen.findByText('slip.png')
    expect(pending.closest('li')?.textContent).toContain('Sending…')
    expect((screen.getByLabelText('Attach a file') as HTMLInputElement).disabled).toBe(true)
    // The machine retries after its delay (3 s), under the first key.
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 8_000 })
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    // One message: the picture, sent.
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull(), { timeout: 8_000 })
    expect(screen.getByRole('button', { name: /View image/ })).toBeTruthy()
    expect(screen.queryByText('slip.png')).toBeNull()
    expect(screen.getAllByRole('img', { name: 'Image' })).toHaveLength(1)
    expect((screen.getByLabelText('Attach a file') as HTMLInputElement).disabled).toBe(false)
  })
})
