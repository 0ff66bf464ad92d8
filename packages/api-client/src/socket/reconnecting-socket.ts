import { backoffDelay } from './backoff.ts'
import {
  type ConnectionState,
  DEFAULT_BACKOFF,
  DEFAULT_IDLE_TIMEOUT_MS,
  defaultTimers,
  type SocketOptions,
  type WebSocketConstructor,
  type WebSocketLike,
} from './types.ts'

const OPEN = 1

export interface ReconnectingSocketOptions extends SocketOptions {
  readonly url: string
  /** Runs on every (re)connection: the place to authenticate and (re)subscribe. */
  readonly onOpen: (send: (frame: unknown) => void) => void
  /** A parsed JSON frame. */
  readonly onFrame: (frame: unknown, send: (frame: unknown) => void) => void
  /** A text frame that is not JSON. */
  readonly onBadFrame: (raw: unknown) => void
  readonly onState: (state: ConnectionState) => void
  /** Close codes that end the connection for good instead of reconnecting (e.g. 4001 session invalid). */
  readonly finalCloseCodes?: ReadonlyArray<number>
  /** Called with the code when a final close code arrives. */
  readonly onFinalClose?: (code: number) => void
}

export interface ReconnectingSocket {
  send(frame: unknown): void
  close(): void
}

function resolveConstructor(injected: WebSocketConstructor | undefined): WebSocketConstructor | undefined {
  if (injected !== undefined) return injected
  const global = (globalThis as { WebSocket?: unknown }).WebSocket
  return typeof global === 'function' ? (global as WebSocketConstructor) : undefined
}

/**
 * One logical connection that survives drops: it reconnects with capped, fully jittered back-off, calls
 * onOpen again after each reconnect so the protocol can resubscribe, replaces a connection that went
 * silent, and once closed by the owner never reconnects.
 */
export function createReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const timers = options.timers ?? defaultTimers
  const random = options.random ?? Math.random
  const policy = options.backoff ?? DEFAULT_BACKOFF
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS
  const Ctor = resolveConstructor(options.webSocket)

  let socket: WebSocketLike | undefined
  let attempt = 0
  let stopped = false
  let retryTimer: unknown
  let idleTimer: unknown

  const send = (frame: unknown) => {
    if (socket !== undefined && socket.readyState === OPEN) socket.send(JSON.stringify(frame))
  }

  const clearIdle = () => {
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer)
    idleTimer = undefined
  }

  const armIdle = () => {
    clearIdle()
    idleTimer = timers.setTimeout(() => {
      idleTimer = undefined
      // Browsers may take minutes to notice a dead peer; a silent socket is dropped and replaced.
      abandon(socket)
      scheduleReconnect()
    }, idleTimeoutMs)
  }

  const abandon = (ws: WebSocketLike | undefined) => {
    if (ws === undefined) return
    ws.onopen = null
    ws.onmessage = null
    ws.onclose = null
    // Kept, not nulled: closing a socket that is still connecting makes some implementations (ws) emit
    // an error afterwards, and an error without a listener would crash the process.
    ws.onerror = () => {}
    try {
      ws.close()
    } catch {
      // Closing a socket that never connected can throw in some implementations; it is gone either way.
    }
    if (socket === ws) socket = undefined
  }

  const scheduleReconnect = () => {
    if (stopped) return
    const delay = backoffDelay(attempt, policy, random)
    attempt += 1
    options.onState('reconnecting')
    retryTimer = timers.setTimeout(() => {
      retryTimer = undefined
      connect()
    }, delay)
  }

  const connect = () => {
    if (stopped) return
    if (Ctor === undefined) {
      stopped = true
      options.onState('closed')
      return
    }
    options.onState('connecting')
    let ws: WebSocketLike
    try {
      ws = new Ctor(options.url)
    } catch {
      scheduleReconnect()
      return
    }
    socket = ws
    ws.onopen = () => {
      attempt = 0
      options.onState('open')
      armIdle()
      options.onOpen(send)
    }
    ws.onmessage = (event) => {
      armIdle()
      let frame: unknown
      try {
        frame = typeof event.data === 'string' ? JSON.parse(event.data) : undefined
      } catch {
        frame = undefined
      }
      if (frame === undefined || frame === null || typeof frame !== 'object') {
        options.onBadFrame(event.data)
        return
      }
      options.onFrame(frame, send)
    }
    ws.onerror = () => {
      // An error is always followed by close, which decides what happens next.
    }
    ws.onclose = (event) => {
      clearIdle()
      socket = undefined
      if (stopped) return
      if (options.finalCloseCodes?.includes(event.code)) {
        stopped = true
        options.onFinalClose?.(event.code)
        return
      }
      scheduleReconnect()
    }
  }

  connect()

  return {
    send,
    close() {
      if (stopped) return
      stopped = true
      if (retryTimer !== undefined) timers.clearTimeout(retryTimer)
      retryTimer = undefined
      clearIdle()
      abandon(socket)
      options.onState('closed')
    },
  }
}
