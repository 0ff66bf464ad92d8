import { type WebSocket, WebSocketServer } from 'ws'
import { sessionForToken } from '../http/auth.ts'
import type { ChatPush, Sim } from '../sim.ts'
import { onFrames } from './frames.ts'

const AUTH_TIMEOUT_MS = 10_000
const PING_MS = 15_000

/**
 * The chat feed. The token never travels in the URL: the first frame must be {type:'auth', token}. A bad
 * or missing token closes with 4001, which the client treats like HTTP status 3; so does the end of the
 * socket's session while it is open (sign-out, a password change or reset, expiry: `push.endSessions`).
 */
export function createChatSocket(sim: Sim): { wss: WebSocketServer; push: ChatPush; close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 })
  const byUser = new Map<number, Set<WebSocket>>()
  const bySession = new Map<string, Set<WebSocket>>()
  const add = <K>(map: Map<K, Set<WebSocket>>, key: K, ws: WebSocket) => {
    const set = map.get(key) ?? new Set<WebSocket>()
    map.set(key, set)
    set.add(ws)
  }
  const remove = <K>(map: Map<K, Set<WebSocket>>, key: K, ws: WebSocket) => {
    const set = map.get(key)
    set?.delete(ws)
    if (set?.size === 0) map.delete(key)
  }

  const send = (ws: WebSocket, frame: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }

  wss.on('connection', (ws) => {
    let userId: number | undefined
    let sessionId: string | undefined
    const forget = () => {
      if (userId !== undefined) remove(byUser, userId, ws)
      if (sessionId !== undefined) remove(bySession, sessionId, ws)
    }
    const deadline = setTimeout(() => {
      if (userId === undefined) ws.close(4001, 'session invalid')
    }, AUTH_TIMEOUT_MS)
    onFrames(sim, 'chat', ws, (frame) => {
      if (frame.type !== 'auth') return
      const session = sessionForToken(sim, typeof frame.token === 'string' ? frame.token : undefined)
      if (session === undefined) return ws.close(4001, 'session invalid')
      forget()
      userId = session.userId
      sessionId = session.id
      clearTimeout(deadline)
      add(byUser, userId, ws)
      add(bySession, sessionId, ws)
      send(ws, { type: 'auth_ok' })
    })
    ws.on('close', () => {
      clearTimeout(deadline)
      forget()
    })
  })

  const pinger = setInterval(() => {
    for (const set of byUser.values()) for (const ws of set) send(ws, { type: 'ping', ts: Date.now() })
  }, PING_MS)

  return {
    wss,
    push: {
      toUser(userId, message) {
        for (const ws of byUser.get(userId) ?? []) send(ws, { type: 'msg', data: message })
      },
      endSessions(sessionIds) {
        for (const id of sessionIds) {
          for (const ws of bySession.get(id) ?? []) ws.close(4001, 'session invalid')
        }
      },
      readByAgent(userId, agentId, msgId) {
        for (const ws of byUser.get(userId) ?? [])
          send(ws, { type: 'read', data: { acc_id: agentId, msg_id: msgId } })
      },
    },
    close() {
      clearInterval(pinger)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    },
  }
}
