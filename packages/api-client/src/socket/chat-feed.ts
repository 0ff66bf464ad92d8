import { Schema } from 'effect'
import { usableToken } from '../headers.ts'
import { ChatMessage, ChatReadReceipt } from '../schemas/chat.ts'
import type { SessionGuard } from '../session-guard.ts'
import { createReconnectingSocket, type ReconnectingSocket } from './reconnecting-socket.ts'
import type { ConnectionState, DroppedFrame, SocketOptions, Subscription } from './types.ts'

/** Close code with which the chat server ends a socket whose token is missing or invalid (CONTRACT.md). */
export const CHAT_SESSION_INVALID_CLOSE = 4001

export interface ChatHandlers {
  readonly onMessage: (message: ChatMessage) => void
  /** The support desk read the user's messages to an agent, up to a msg_id (a `read` frame, an extension). */
  readonly onRead?: (receipt: ChatReadReceipt) => void
  readonly onState?: (state: ConnectionState) => void
  readonly onDrop?: (dropped: DroppedFrame) => void
  /**
   * The server accepted the token (auth_ok) on a connection, the first or one that replaced a dropped one.
   * The server pushes only to authenticated sockets and keeps no queue for a socket that was down, so
   * messages sent while connecting or disconnected never come over the feed: fetch the history here to
   * catch up (and drop repeats by msg_id, since a message can arrive both ways). A subscriber that joins a
   * connection already live is told at once, so it too can fetch once it is covered by the feed.
   */
  readonly onLive?: () => void
}

export interface ChatFeed {
  subscribe(handlers: ChatHandlers): Subscription
}

const MsgFrame = Schema.Struct({ type: Schema.Literal('msg'), data: ChatMessage })
const decodeMsgFrame = Schema.decodeUnknownOption(MsgFrame)
const ReadFrame = Schema.Struct({ type: Schema.Literal('read'), data: ChatReadReceipt })
const decodeReadFrame = Schema.decodeUnknownOption(ReadFrame)

export interface ChatFeedContext {
  readonly getToken: () => string | null | undefined
  readonly guard: SessionGuard
}

/**
 * Incoming chat messages for the signed-in user. The token goes in the first frame, never in the URL,
 * and is read again on every reconnect so a refreshed token is used. A 4001 close ends the feed for good
 * and reports the ended session through the same once-only guard as HTTP status 3.
 */
export function createChatFeed(url: string, ctx: ChatFeedContext, options: SocketOptions = {}): ChatFeed {
  const listeners = new Set<ChatHandlers>()
  let socket: ReconnectingSocket | undefined
  let state: ConnectionState = 'closed'
  /** The current connection's token was accepted (auth_ok); cleared whenever the connection changes. */
  let live = false
  let sentToken: string | undefined

  const setState = (next: ConnectionState) => {
    state = next
    live = false
    for (const handler of listeners) handler.onState?.(next)
  }

  const drop = (reason: string, frame: unknown) => {
    const dropped: DroppedFrame = { feed: 'chat', reason, frame }
    options.onFrameDropped?.(dropped)
    for (const handler of listeners) handler.onDrop?.(dropped)
  }

  const onFrame = (frame: unknown, send: (frame: unknown) => void) => {
    const record = frame as Record<string, unknown>
    switch (record.type) {
      case 'ping':
        send({ type: 'pong', ts: record.ts })
        return
      case 'auth_ok':
        live = true
        for (const handler of listeners) handler.onLive?.()
        return
      case 'msg': {
        const decoded = decodeMsgFrame(frame)
        if (decoded._tag === 'None') {
          drop('msg frame does not match the ChatMessage shape', frame)
          return
        }
        for (const handler of listeners) handler.onMessage(decoded.value.data)
        return
      }
      case 'read': {
        const decoded = decodeReadFrame(frame)
        if (decoded._tag === 'None') {
          drop('read frame does not match the read receipt shape', frame)
          return
        }
        for (const handler of listeners) handler.onRead?.(decoded.value.data)
        return
      }
      default:
        drop('unknown frame', frame)
    }
  }

  const open = () => {
    socket = createReconnectingSocket({
      ...options,
      url,
      onOpen: (send) => {
        sentToken = usableToken(ctx.getToken())
        ctx.guard.noteRequest(sentToken)
        // Signed out: an empty token (never "null") makes the server close with 4001 straight away.
        send({ type: 'auth', token: sentToken ?? '' })
      },
      onFrame,
      onBadFrame: (raw) => drop('not JSON', raw),
      onState: setState,
      finalCloseCodes: [CHAT_SESSION_INVALID_CLOSE],
      onFinalClose: () => {
        socket = undefined
        ctx.guard.invalidate(sentToken)
        setState('unauthorized')
      },
    })
  }

  return {
    subscribe(handlers) {
      listeners.add(handlers)
      if (socket === undefined) open()
      else {
        handlers.onState?.(state)
        if (live) handlers.onLive?.()
      }
      let closed = false
      return {
        close() {
          if (closed) return
          closed = true
          listeners.delete(handlers)
          if (listeners.size === 0 && socket !== undefined) {
            const last = socket
            socket = undefined
            last.close()
            handlers.onState?.('closed')
          }
        },
      }
    },
  }
}
