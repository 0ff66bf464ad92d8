import { wireChatMessage } from '@mandi/api-client/test-support'
import { afterEach, beforeEach, vi } from 'vitest'
import type { FakeServer } from '../../test/fake-server.ts'

/**
 * Set-up the chat screen tests share: fake chat sockets, the wire form of an agent's message, and a fetch
 * that records the Idempotency-Key of each call to one path.
 */

/**
 * A chat socket whose server is down: every connection fails at once, so the screen fetches the history
 * without waiting for the socket to be live.
 */
export class DownSocket {
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

/** A chat socket the test drives: it opens, answers and drops when told to. */
export class ScriptedSocket {
  static readonly opened: ScriptedSocket[] = []
  readyState = 0
  readonly sent: unknown[] = []
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) })
  }
  drop() {
    this.readyState = 3
    this.onclose?.({ code: 1006, reason: '' })
  }
}

/**
 * Each test of the file runs with `socket` as the WebSocket and, when given, `userId` as the signed-in
 * account on this device (its stored conversations are its own).
 */
export function useChatSocket(socket: typeof DownSocket | typeof ScriptedSocket, userId?: string): void {
  beforeEach(() => {
    if (socket === ScriptedSocket) ScriptedSocket.opened.length = 0
    vi.stubGlobal('WebSocket', socket)
    if (userId !== undefined) localStorage.setItem('id', userId)
  })
  afterEach(() => vi.unstubAllGlobals())
}

/** A message from the agent Demo (900001) as chat_msg_list and the socket send it. */
export const agentMessage = (msgId: number, content = `Agent message ${msgId}`) =>
  wireChatMessage({
    form_avatar: { user_id: 900001, nick_name: 'Demo', icon: '' },
    content,
    msg_id: msgId,
    send_time: 1_732_000_000 + msgId,
    count: 0,
  })

/** The first bytes of a PNG: enough for the upload's type check. */
export const PNG_BYTES = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input)).pathname

/**
 * Records the Idempotency-Key of each call to `path` ('/send', '/upload') made through the fake server; with
 * `loseFirstAnswer`, the first call reaches the server but its answer is lost (the fetch fails).
 */
export function recordKeys(
  fetch: FakeServer,
  path: string,
  { loseFirstAnswer = false } = {},
): (string | null)[] {
  const base = fetch.getMockImplementation() as NonNullable<ReturnType<typeof fetch.getMockImplementation>>
  const keys: (string | null)[] = []
  fetch.mockImplementation(async (input, init) => {
    if (pathOf(input) !== path) return base(input, init)
    keys.push(new Headers(init?.headers).get('Idempotency-Key'))
    if (loseFirstAnswer && keys.length === 1) throw new TypeError('Failed to fetch')
    return base(input, init)
  })
  return keys
}
