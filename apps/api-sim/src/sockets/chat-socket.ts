import { type WebSocket, WebSocketServer } from 'ws'
import { userIdForToken } from '../http/auth.ts'
import type { ChatPush, Sim } from '../sim.ts'
import { onFrames } from './frames.ts'

const AUTH_TIMEOUT_MS = 10_000
const PING_MS = 15_000

/**
 * The chat feed. The token never travels in the URL: the first frame must be {type:'auth', token}. A bad
 * or missing token closes with 4001, which the client treats like HTTP status 3.
 */
export function createChatSocket(sim: Sim): { wss: WebSocketServer; push: ChatPush; close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 })
  const byUser = new Map<number, Set<WebSocket>>()

  const send = (ws: WebSocket, frame: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }

  wss.on('connection', (ws) => {
    let userId: number | undefined
    const deadline = setTimeout(() => {
      if (userId === undefined) ws.close(4001, 'session invalid')
    }, AUTH_TIMEOUT_MS)
    onFrames(sim, 'chat', ws, (frame) => {
      if (frame.type !== 'auth') return
      const id = userIdForToken(sim, typeof frame.token === 'string' ? frame.token : undefined)
      if (id === undefined) return ws.close(4001, 'session invalid')
      if (userId !== undefined) byUser.get(userId)?.delete(ws)
      userId = id
      clearTimeout(deadline)
      const set = byUser.get(id) ?? new Set<WebSocket>()
      byUser.set(id, set)
      set.add(ws)
      send(ws, { type: 'auth_ok' })
    })
    ws.on('close', () => {
      clearTimeout(deadline)
      if (userId !== undefined) byUser.get(userId)?.delete(ws)
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
