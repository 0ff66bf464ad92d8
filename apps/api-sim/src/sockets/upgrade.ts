import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RawData, WebSocket, WebSocketServer } from 'ws'
import { userIdForToken } from '../http/auth.ts'
import type { Sim } from '../sim.ts'
import { originAllowed } from '../web/origins.ts'
import { CLOSE_TOO_MANY_SOCKETS, SOCKET_RETRY_AFTER_S, type SocketCaps } from './caps.ts'

/** The user an auth frame (`{"type":"auth","token":…}`, CONTRACT.md) names, if its token is valid. */
function authFrameUser(sim: Sim, data: RawData, isBinary: boolean): number | undefined {
  if (isBinary) return undefined
  let frame: unknown
  try {
    frame = JSON.parse(data.toString())
  } catch {
    return undefined
  }
  if (typeof frame !== 'object' || frame === null) return undefined
  const { type, token } = frame as { type?: unknown; token?: unknown }
  return type === 'auth' && typeof token === 'string' ? userIdForToken(sim, token) : undefined
}

/**
 * Routes HTTP upgrades of one server: a known path with an allowed Origin becomes a WebSocket of its
 * server; anything else is answered with a plain HTTP error and the socket closed. Every socket counts against
 * its client address (`caps`; over the cap the upgrade is refused with 429 and Retry-After); with
 * `countUsers` (the chat host) an authenticated socket also counts against its user, and a user over the cap
 * loses their oldest socket (close code 1008).
 */
export function handleUpgrades(
  sim: Sim,
  servers: Record<string, WebSocketServer>,
  caps: SocketCaps,
  countUsers = false,
): (request: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (request, socket, head) => {
    // Node hands an upgraded socket over without its own error listener: a client that resets the connection
    // while it is refused would otherwise throw out of the event loop.
    socket.on('error', (error) => sim.log(`upgrade socket: ${error.message}`))
    const path = (request.url ?? '').split('?')[0] ?? ''
    const wss = servers[path]
    const refuse = (status: string, extra = '') => {
      socket.write(`HTTP/1.1 ${status}\r\n${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`)
      socket.destroy()
    }
    if (!wss) return refuse('404 Not Found')
    if (!originAllowed(request.headers.origin, request.headers.host, sim.config.allowedOrigins))
      return refuse('403 Forbidden')
    const address = request.socket.remoteAddress ?? 'unknown'
    if (!caps.enter(address))
      return refuse('429 Too Many Requests', `Retry-After: ${SOCKET_RETRY_AFTER_S}\r\n`)
    let counted = true
    const leave = () => {
      if (!counted) return
      counted = false
      caps.leave(address)
    }
    // An upgrade that never completes (a bad handshake) frees its place too.
    socket.once('close', leave)
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      ws.once('close', () => {
        leave()
        caps.forget(ws)
      })
      if (countUsers) {
        // Registered before the server's own listeners, so it sees the auth frame first.
        ws.on('message', (data, isBinary) => {
          const userId = authFrameUser(sim, data, isBinary)
          if (userId === undefined) return
          const oldest = caps.identify(ws, userId)
          if (oldest) oldest.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets for this user')
        })
      }
      wss.emit('connection', ws, request)
    })
  }
}
