import { type ConnectionState, createReconnectingSocket, type ReconnectingSocket } from '@mandi/api-client'
import { Schema } from 'effect'
import { MoneyQueue } from './schemas.ts'
import { readSession } from './session.ts'

const isMoneyQueue = Schema.is(MoneyQueue)

/** The server closes the socket with this code when the session is missing, ended or expired. */
const SESSION_INVALID_CLOSE = 4001

export interface OpsFeedHandlers {
  /** Something in this user's conversations changed (a message either way, a read receipt). */
  readonly onChanged?: (userId: number) => void
  /** Finance: an item came into this money queue or left it (anyone decided it, a desk, a new request). */
  readonly onQueue?: (queue: MoneyQueue) => void
  /** The feed is live (auth_ok), the first time and after each reconnect: fetch what is shown. */
  readonly onLive?: () => void
  readonly onState?: (state: ConnectionState) => void
}

/** Where the console's socket is: the host that served it, /ws/ops (ws or wss as the page). */
export function opsFeedUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/ops`
}

/**
 * The live feed of the support inbox (CONTRACT.md "Operators' console"): the same reconnecting socket as the
 * app's chat feed, the token in the first frame (never the URL), `changed` (support) and `queue` (finance) frames in. The server keeps no
 * queue for a socket that was down, so `onLive` after each (re)connect is the moment to fetch.
 */
export function subscribeOpsFeed(handlers: OpsFeedHandlers, url = opsFeedUrl()): { close(): void } {
  const socket: ReconnectingSocket = createReconnectingSocket({
    url,
    onOpen: (send) => send({ type: 'auth', token: readSession()?.token ?? '' }),
    onFrame: (frame, send) => {
      const record = frame as {
        type?: unknown
        ts?: unknown
        data?: { user_id?: unknown; queue?: unknown }
      }
      if (record.type === 'ping') send({ type: 'pong', ts: record.ts })
      else if (record.type === 'auth_ok') handlers.onLive?.()
      else if (record.type === 'changed' && typeof record.data?.user_id === 'number')
        handlers.onChanged?.(record.data.user_id)
      else if (record.type === 'queue' && isMoneyQueue(record.data?.queue))
        handlers.onQueue?.(record.data.queue)
    },
    onBadFrame: () => {},
    onState: (state) => handlers.onState?.(state),
    finalCloseCodes: [SESSION_INVALID_CLOSE],
    onFinalClose: () => handlers.onState?.('unauthorized'),
  })
  return { close: () => socket.close() }
}
