import { connect, createServer, type Server, type Socket } from 'node:net'

/** A mobile link as Lighthouse models it (round-trip time, throughput each way). */
export interface Link {
  rttMs: number
  downKbps: number
  upKbps: number
}

/**
 * A TCP proxy in front of the sim that delays and paces every byte as a mobile link would, for the page and
 * its service worker alike (Chromium's DevTools network emulation applies per target, so it would leave the
 * worker's own fetches unthrottled). Each new connection pays one round trip (the handshake) before its
 * first byte; each chunk then waits for the shared link in its direction (one radio: all connections share
 * the throughput) and arrives half a round trip after it was sent. Without a link it passes bytes through.
 */
export class ThrottleProxy {
  link: Link | null = null
  private readonly freeAt = { down: 0, up: 0 }
  private readonly servers: Server[] = []
  private readonly sockets = new Set<Socket>()

  /** Listens on 127.0.0.1:`port` and forwards to 127.0.0.1:`target`. */
  listen(port: number, target: number): Promise<void> {
    const server = createServer((client) => this.pipe(client, target))
    this.servers.push(server)
    return new Promise((done, fail) => {
      server.once('error', fail)
      server.listen(port, '127.0.0.1', () => done())
    })
  }

  private pipe(client: Socket, target: number) {
    const upstream = connect(target, '127.0.0.1')
    for (const socket of [client, upstream]) {
      this.sockets.add(socket)
      socket.setNoDelay(true)
      socket.on('close', () => this.sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    const link = this.link
    const openAt = Date.now() + (link?.rttMs ?? 0)
    this.forward(client, upstream, 'up', openAt)
    this.forward(upstream, client, 'down', openAt)
  }

  private forward(from: Socket, to: Socket, direction: 'up' | 'down', openAt: number) {
    let lastArrival = 0
    from.on('data', (chunk: Buffer) => {
      const link = this.link
      if (!link) {
        to.write(chunk)
        return
      }
      const kbps = direction === 'down' ? link.downKbps : link.upKbps
      const start = Math.max(Date.now(), openAt, this.freeAt[direction])
      const sent = start + (chunk.length * 8) / kbps
      this.freeAt[direction] = sent
      const arrival = Math.max(lastArrival, sent + link.rttMs / 2)
      lastArrival = arrival
      setTimeout(() => to.writable && to.write(chunk), arrival - Date.now())
    })
    from.on('end', () => {
      setTimeout(() => to.end(), Math.max(0, lastArrival - Date.now()))
    })
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    return Promise.all(
      this.servers.map((server) => new Promise<void>((done) => server.close(() => done()))),
    ).then(() => undefined)
  }
}
