import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'

export interface WsConnection {
  readonly socket: WebSocket
  /** The request URL the client connected with (path and query). */
  readonly url: string
  /** Parsed JSON frames received from the client, in order. */
  readonly received: unknown[]
  readonly closed: () => boolean
  send(frame: unknown): void
  sendRaw(text: string): void
}

export interface TestWsServer {
  readonly url: string
  readonly connections: WsConnection[]
  /** Connections currently open. */
  readonly open: () => WsConnection[]
  close(): Promise<void>
}

/** A real `ws` server on an ephemeral port that records every connection and frame. */
export async function startWsServer(path = '/ws'): Promise<TestWsServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()))
  const connections: WsConnection[] = []
  wss.on('connection', (socket, request) => {
    const received: unknown[] = []
    let closed = false
    socket.on('message', (data) => {
      try {
        received.push(JSON.parse(data.toString()))
      } catch {
        received.push({ raw: data.toString() })
      }
    })
    socket.on('close', () => {
      closed = true
    })
    connections.push({
      socket,
      url: request.url ?? '',
      received,
      closed: () => closed,
      send: (frame) => socket.send(JSON.stringify(frame)),
      sendRaw: (text) => socket.send(text),
    })
  })
  const { port } = wss.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}${path}`,
    connections,
    open: () => connections.filter((c) => !c.closed()),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}
