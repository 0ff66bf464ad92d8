import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocket, WebSocketServer } from 'ws'
import type { Sim } from '../sim.ts'
import { originAllowed } from '../web/origins.ts'

/**
 * Routes HTTP upgrades of one server: a known path with an allowed Origin becomes a WebSocket of its
 * server; anything else is answered with a plain HTTP error and the socket closed.
 */
export function handleUpgrades(
  sim: Sim,
  servers: Record<string, WebSocketServer>,
): (request: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (request, socket, head) => {
    // Node hands an upgraded socket over without its own error listener: a client that resets the connection
    // while it is refused would otherwise throw out of the event loop.
    socket.on('error', (error) => sim.log(`upgrade socket: ${error.message}`))
    const path = (request.url ?? '').split('?')[0] ?? ''
    const wss = servers[path]
    const refuse = (status: string) => {
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
      socket.destroy()
    }
    if (!wss) return refuse('404 Not Found')
    if (!originAllowed(request.headers.origin, request.headers.host, sim.config.allowedOrigins))
      return refuse('403 Forbidden')
    wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      wss.emit('connection', ws, request)
    })
  }
}
