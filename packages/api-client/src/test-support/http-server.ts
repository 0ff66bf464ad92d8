import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the test server saw of one request. */
export interface RecordedRequest {
  readonly method: string
  /** Path without the query string, e.g. `/api/product/list`. */
  readonly path: string
  readonly query: Record<string, string>
  readonly headers: IncomingHttpHeaders
  readonly contentType: string
  /** Parsed body: form fields, JSON value, or multipart fields (files as `{ name, type, text }`). */
  readonly body: unknown
}

export interface CannedAnswer {
  readonly status?: number
  /** A JSON value (serialised) or raw text when `raw` is set. */
  readonly body?: unknown
  readonly raw?: string
  /** Answer only after this long. */
  readonly delayMs?: number
  /** Never answer (until the server closes): for a client that must give up on its own. */
  readonly hold?: boolean
  /** Extra response headers (e.g. Retry-After). */
  readonly headers?: Readonly<Record<string, string>>
}

export interface TestServer {
  readonly url: string
  readonly requests: RecordedRequest[]
  /** How many requests the client abandoned before their answer was written. */
  readonly aborted: () => number
  /** Every following request gets this answer, until changed. */
  answer(answer: CannedAnswer | ((request: RecordedRequest) => CannedAnswer)): void
  close(): Promise<void>
}

async function parseBody(contentType: string, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
  }
  if (contentType.startsWith('application/json')) return JSON.parse(raw.toString('utf8'))
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData()
    const out: Record<string, unknown> = {}
    for (const [key, value] of form.entries()) {
      out[key] =
        typeof value === 'string' ? value : { name: value.name, type: value.type, text: await value.text() }
    }
    return out
  }
  return raw.toString('utf8')
}

/** A real HTTP server on an ephemeral port that records requests and answers canned bodies. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  let answerFor: (request: RecordedRequest) => CannedAnswer = () => ({ body: { status: 1, info: 'ok' } })
  const sockets = new Set<import('node:net').Socket>()

  let aborted = 0
  const server: Server = createServer((req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) aborted += 1
    })
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const contentType = req.headers['content-type'] ?? ''
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        contentType,
        body: await parseBody(contentType, Buffer.concat(chunks)),
      }
      requests.push(recorded)
      const canned = answerFor(recorded)
      const send = () => {
        if (res.destroyed) return
        res.writeHead(canned.status ?? 200, { 'content-type': 'application/json', ...canned.headers })
        res.end(canned.raw ?? JSON.stringify(canned.body ?? null))
      }
      if (canned.hold) return
      if (canned.delayMs !== undefined) setTimeout(send, canned.delayMs)
      else send()
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    aborted: () => aborted,
    answer(answer) {
      answerFor = typeof answer === 'function' ? answer : () => answer
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A URL on which nothing listens: a server is started, its port noted, and closed. */
export async function refusedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
