import { type WebSocket, WebSocketServer } from 'ws'
import type { OpsPush, Sim } from '../sim.ts'
import { onFrames } from '../sockets/frames.ts'
import type { OperatorRole } from './operators.ts'
import { sessionForToken, sessionLive } from './sessions.ts'

const AUTH_TIMEOUT_MS = 10_000
const PING_MS = 15_000
/** As the chat socket: a missing, ended or expired session closes with 4001. */
export const OPS_SESSION_INVALID_CLOSE = 4001

/**
 * The consoles' live feed at /ws/ops on the API host. As on the chat socket the token never travels in the
 * URL: the first frame is {type:'auth', token} (an operator's token; a user's opens nothing). Support
 * operators then hear `{type:'changed', data:{user_id}}` whenever a conversation of that user changes (a new
 * message either way, a read receipt); finance operators hear `{type:'queue', data:{queue}}` whenever an item
 * comes into a money queue or leaves it. Each fetches what it shows.
 */
export function createOpsSocket(sim: Sim): { wss: WebSocketServer; push: OpsPush; close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 })
  /** Each authenticated socket with its session's token digest (checked again before every push) and role. */
  const sockets = new Map<WebSocket, { tokenHash: string; role: OperatorRole }>()

  const send = (ws: WebSocket, frame: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }
  /** A session that ended (sign-out) or expired closes its sockets instead of hearing more. */
  const stillLive = (ws: WebSocket, tokenHash: string) => {
    if (sessionLive(sim, tokenHash)) return true
    sockets.delete(ws)
    ws.close(OPS_SESSION_INVALID_CLOSE, 'session invalid')
    return false
  }

  wss.on('connection', (ws) => {
    let authed = false
    const deadline = setTimeout(() => {
      if (!authed) ws.close(OPS_SESSION_INVALID_CLOSE, 'session invalid')
    }, AUTH_TIMEOUT_MS)
    onFrames(sim, 'ops', ws, (frame) => {
      if (frame.type !== 'auth') return
      const session = sessionForToken(sim, typeof frame.token === 'string' ? frame.token : undefined)
      if (!session) return ws.close(OPS_SESSION_INVALID_CLOSE, 'session invalid')
      authed = true
      clearTimeout(deadline)
      sockets.set(ws, { tokenHash: session.tokenHash, role: session.operator.role })
      send(ws, { type: 'auth_ok' })
    })
    ws.on('close', () => {
      clearTimeout(deadline)
      sockets.delete(ws)
    })
  })

  const pinger = setInterval(() => {
    for (const [ws, { tokenHash }] of sockets)
      if (stillLive(ws, tokenHash)) send(ws, { type: 'ping', ts: Date.now() })
  }, PING_MS)

  /** Sends a frame to every live socket of `role`. */
  const toRole = (role: OperatorRole, frame: unknown) => {
    for (const [ws, socket] of sockets) {
      if (socket.role === role && stillLive(ws, socket.tokenHash)) send(ws, frame)
    }
  }

  return {
    wss,
    push: {
      conversationChanged: (userId) => toRole('support', { type: 'changed', data: { user_id: userId } }),
      queueChanged: (queue) => toRole('finance', { type: 'queue', data: { queue } }),
    },
    close() {
      clearInterval(pinger)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    },
  }
}
