import 'fake-indexeddb/auto'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'
import { fakeServer, ok } from '../content/fake-server.ts'

/**
 * A chat socket whose server is down: every connection fails at once, so the screen fetches the history
 * without waiting for the socket to be live.
 */
class DownSocket {
  readyState = 0
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  constructor() {
    queueMicrotask(() => {
      this.readyState = 3
      this.onclose?.({ code: 1006, reason: '' })
    })
  }
  send() {}
  close() {
    this.readyState = 3
  }
}

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input)).pathname
const keyOf = (init?: RequestInit) => new Headers(init?.headers).get('Idempotency-Key')

describe('/chat_box Idempotency-Key', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', DownSocket)
    localStorage.setItem('id', '7')
  })
  afterEach(() => vi.unstubAllGlobals())

  it('a send whose answer was lost is retried with the same key; the next message has a new one', async () => {
    const fetch = fakeServer({
      chat_msg_list: ok([]),
      read: ok(),
      send: () => ok({ tm: 1_732_000_100, msg_id: 50 }),
    })
    const base = fetch.getMockImplementation() as NonNullable<ReturnType<typeof fetch.getMockImplementation>>
    const keys: (string | null)[] = []
    fetch.mockImplementation(async (input, init) => {
      if (pathOf(input) !== '/send') return base(input, init)
      keys.push(keyOf(init))
      // The first attempt reaches the server but its answer is lost.
      if (keys.length === 1) throw new TypeError('Failed to fetch')
      return base(input, init)
    })
    renderApp('/chat_box?id=900001&name=Asha', { token: 't' })
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
    const base = fetch.getMockImplementation() as NonNullable<ReturnType<typeof fetch.getMockImplementation>>
    const keys: (string | null)[] = []
    fetch.mockImplementation(async (input, init) => {
      if (pathOf(input) === '/upload') keys.push(keyOf(init))
      return base(input, init)
    })
    renderApp('/chat_box?id=900001&name=Asha', { token: 't' })
    const attach = await screen.findByLabelText('Attach a file')
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
    fireEvent.change(attach, { target: { files: [new File([png], 'slip.png', { type: 'image/png' })] } })
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
    const base = fetch.getMockImplementation() as NonNullable<ReturnType<typeof fetch.getMockImplementation>>
    const keys: (string | null)[] = []
    fetch.mockImplementation(async (input, init) => {
      if (pathOf(input) !== '/upload') return base(input, init)
      keys.push(keyOf(init))
      // The first attempt reaches the server, but the connection drops before its answer.
      if (keys.length === 1) throw new TypeError('Failed to fetch')
      return base(input, init)
    })
    renderApp('/chat_box?id=900001&name=Asha', { token: 't' })
    const attach = await screen.findByLabelText('Attach a file')
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
    fireEvent.change(attach, { target: { files: [new File([png], 'slip.png', { type: 'image/png' })] } })
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
