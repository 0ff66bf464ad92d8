import type { Context } from 'hono'

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Whether the request came from this machine (Node's socket address, not a header a client could send). */
export function fromLoopback(c: Context): boolean {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return loopback.has(incoming?.socket?.remoteAddress ?? '')
}
