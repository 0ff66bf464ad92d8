import { createServer } from 'node:net'

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(null))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : null
      server.close(() => resolve(bound))
    })
  })
}

/**
 * A free port P whose neighbour P + 1 is free too: the app derives the chat host as "API port + 1"
 * (apps/web/src/api/config.ts), so the sim's chat host must listen there.
 */
export async function freePortPair(attempts = 20): Promise<number> {
  for (let i = 0; i < attempts; i++) {
    const port = await tryListen(0)
    if (port !== null && port < 65535 && (await tryListen(port + 1)) !== null) return port
  }
  throw new Error('No two neighbouring free ports found')
}
