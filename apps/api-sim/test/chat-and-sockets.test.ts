import type { ChatMessage, Tick } from '@mandi/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { KEY_REUSED_INFO } from '../src/http/idempotency.ts'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, failure, key, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms)
    register((value) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}

/** Opens a raw socket; resolves with 'open' or the HTTP status that refused the upgrade. */
function rawSocket(url: string, origin?: string): Promise<{ ws: WebSocket; outcome: 'open' | number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, origin ? { origin } : {})
    ws.on('open', () => resolve({ ws, outcome: 'open' }))
    ws.on('unexpected-response', (_req, res) => resolve({ ws, outcome: res.statusCode ?? 0 }))
    ws.on('error', () => {})
  })
}

describe('chat host and live sockets', () => {
  let sim: RunningSim
  let rich: Session
  let me: number

  beforeAll(async () => {
    sim = await startTestSim()
    rich = await signIn(sim, RICH_DEMO)
    me = (await run(rich.client.user.info())).id
  })
  afterAll(() => sim.close())

  it('lists agents and conversations with unread counts, and marks them read', async () => {
    const agents = await run(rich.client.chat.admins())
    expect(agents.length).toBe(3)
    // Desks, not people: every reply until a person answers is automatic.
    expect(agents.map((a) => a.nickName)).toEqual(['Support desk', 'Account desk', 'Finance desk'])
    expect((await run(rich.client.chat.admins('Finance desk'))).map((a) => a.nickName)).toEqual([
      'Finance desk',
    ])
    const conversations = await run(rich.client.chat.conversations({ userId: me }))
    const priya = agents[0]?.id ?? 0
    const withPriya = conversations.find((m) => m.sender.userId === priya)
    expect(withPriya?.count).toBeGreaterThan(0)
    const history = await run(rich.client.chat.messages({ userId: priya }))
    expect(history.map((m) => m.ref)).toContain(1)
    expect(history[0]?.msgId).toBeLessThan(history.at(-1)?.msgId ?? 0)
    const older = await run(
      rich.client.chat.messages({ userId: priya, lastMsgId: history.at(-1)?.msgId ?? 0 }),
    )
    expect(older.length).toBe(history.length - 1)
    expect(older.every((m) => m.msgId < (history.at(-1)?.msgId ?? 0))).toBe(true)
    await run(rich.client.chat.markRead(priya))
    const after = await run(rich.client.chat.conversations({ userId: me }))
    expect(after.find((m) => m.sender.userId === priya)?.count).toBe(0)
    expect(await failure(rich.client.chat.messages({ userId: me }))).toMatchObject({
      info: 'Unknown contact',
    })
  })

  it('pushes the agent’s reply to a sent message over the chat socket', async () => {
    const [agent] = await run(rich.client.chat.admins())
    const received: ChatMessage[] = []
    const reply = waitFor<ChatMessage>((resolve) => {
      const sub = rich.client.chat.subscribe({
        onMessage: (message) => {
          received.push(message)
          sub.close()
          resolve(message)
        },
      })
    })
    // Give the feed time to authenticate before the reply is due.
    await new Promise((r) => setTimeout(r, 200))
    const sent = await run(
      rich.client.chat.send({ content: 'Hello, is my deposit done?', receiver: agent?.id ?? 0 }, key()),
    )
    expect(sent.msgId).toBeGreaterThan(0)
    const message = await reply
    expect(message).toMatchObject({ ref: 0, type: 'text' })
    expect(message.sender.userId).toBe(agent?.id)
    expect(message.msgId).toBeGreaterThan(sent.msgId)
  })

  it('closes a chat socket with 4001 when the token is bad', async () => {
    const { ws, outcome } = await rawSocket(`${sim.chatUrl.replace('http', 'ws')}/ws/chat`)
    expect(outcome).toBe('open')
    const code = waitFor<number>((resolve) => ws.on('close', (c) => resolve(c)))
    ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }))
    expect(await code).toBe(4001)
  })

  it('accepts allowed uploads under generated names and refuses other extensions and disguised content', async () => {
    const [agent] = await run(rich.client.chat.admins())
    const receiver = agent?.id ?? 0
    const ok = await run(
      rich.client.chat.upload(
        {
          file: new Blob([png], { type: 'image/png' }),
          content: 'receipt',
          receiver,
          fileName: 'receipt.png',
        },
        key(),
      ),
    )
    expect(ok.url).toMatch(/^\/files\/chat\/[0-9a-f]{24}\.png$/)
    const served = await fetch(`${sim.chatUrl}${ok.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const exe = rich.client.chat.upload(
      { file: new Blob([png]), content: '', receiver, fileName: 'tool.exe' },
      key(),
    )
    expect(await failure(exe)).toMatchObject({ _tag: 'ServerRejected' })
    const disguised = rich.client.chat.upload(
      { file: new Blob(['<html><script>1</script>']), content: '', receiver, fileName: 'a.pdf' },
      key(),
    )
    expect(await failure(disguised)).toMatchObject({ info: 'The file content does not match its type' })
    const upload = (fileName: string, file: Blob) =>
      rich.client.chat.upload({ file, content: '', receiver, fileName }, key())
    expect(await failure(upload('x.png.exe', new Blob([png], { type: 'image/png' })))).toMatchObject({
      info: 'Only png, jpg, jpeg, gif, pdf, zip or mp4 files are allowed',
    })
    expect(
      await failure(upload('photo.png', new Blob([png], { type: 'application/x-msdownload' }))),
    ).toMatchObject({ info: 'The file type does not match its name' })
    expect(
      await failure(
        upload('photo.png', new Blob([new TextEncoder().encode('MZ\x90\0')], { type: 'image/png' })),
      ),
    ).toMatchObject({ info: 'The file content does not match its type' })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png)
    expect(await failure(upload('big.png', new Blob([big], { type: 'image/png' })))).toMatchObject({
      info: 'The file is larger than 5 MB',
    })
    const history = await run(rich.client.chat.messages({ userId: receiver }))
    expect(history.some((m) => m.type === 'img' && m.url === ok.url)).toBe(true)
  })

  it('a retried send with the same Idempotency-Key is answered as the first and stored (and answered by the agent) once', async () => {
    const session = await signIn(sim, EMPTY_DEMO)
    const [agent] = await run(session.client.chat.admins())
    const receiver = agent?.id ?? 0
    const k = key()
    const input = { content: 'Did my payment arrive?', receiver }
    const first = await run(session.client.chat.send(input, k))
    // The answer was lost (time-out, dropped connection): the retry, and a parallel double, carry the same key.
    const [again, parallel] = await Promise.all([
      run(session.client.chat.send(input, k)),
      run(session.client.chat.send(input, k)),
    ])
    expect(again).toEqual(first)
    expect(parallel).toEqual(first)
    // Long enough for the agent (50 ms in tests) to have answered every stored copy.
    await new Promise((r) => setTimeout(r, 300))
    const history = await run(session.client.chat.messages({ userId: receiver }))
    expect(history.filter((m) => m.ref === 1 && m.content === input.content)).toHaveLength(1)
    expect(history.filter((m) => m.ref === 0)).toHaveLength(1)
    expect(history.find((m) => m.ref === 1)?.msgId).toBe(first.msgId)
    // A new key is a new message, even with the same text.
    const second = await run(session.client.chat.send(input, key()))
    expect(second.msgId).not.toBe(first.msgId)
    const after = await run(session.client.chat.messages({ userId: receiver }))
    expect(after.filter((m) => m.ref === 1 && m.content === input.content)).toHaveLength(2)
    // A key names one request: the same key on an upload is refused, and nothing more is stored.
    const upload = await failure(
      session.client.chat.upload(
        { file: new Blob([png], { type: 'image/png' }), content: 'p', receiver, fileName: 'p.png' },
        k,
      ),
    )
    expect(upload).toMatchObject({ _tag: 'ServerRejected', info: KEY_REUSED_INFO })
    const last = await run(session.client.chat.messages({ userId: receiver }))
    expect(last.filter((m) => m.ref === 1)).toHaveLength(2)
  })

  it('a retried upload with the same Idempotency-Key is answered as the first and stores one message', async () => {
    const session = await signIn(sim, EMPTY_DEMO)
    const [, agent] = await run(session.client.chat.admins())
    const receiver = agent?.id ?? 0
    const k = key()
    const input = {
      file: new Blob([png], { type: 'image/png' }),
      content: 'slip',
      receiver,
      fileName: 'slip.png',
    }
    const first = await run(session.client.chat.upload(input, k))
    const again = await run(session.client.chat.upload(input, k))
    expect(again).toEqual(first)
    await new Promise((r) => setTimeout(r, 300))
    const history = await run(session.client.chat.messages({ userId: receiver }))
    expect(history.filter((m) => m.ref === 1)).toEqual([
      expect.objectContaining({ msgId: first.msgId, url: first.url }),
    ])
    expect(history.filter((m) => m.ref === 0)).toHaveLength(1)
  })

  it('streams live kline ticks to a subscriber', async () => {
    const tick = await waitFor<Tick>((resolve) => {
      const sub = rich.client.market.subscribeKline('btcusdt', '1min', {
        onTick: (t) => {
          sub.close()
          resolve(t)
        },
      })
    })
    expect(tick.high).toBeGreaterThanOrEqual(tick.low)
    expect(tick.id % 60).toBe(0)
  })

  it('checks Origin on socket upgrades', async () => {
    const url = `${sim.url.replace('http', 'ws')}/ws/kline`
    const evil = await rawSocket(url, 'https://evil.example')
    expect(evil.outcome).toBe(403)
    const local = await rawSocket(url, 'http://localhost:5173')
    expect(local.outcome).toBe('open')
    const error = waitFor<unknown>((resolve) =>
      local.ws.on('message', (data) => resolve(JSON.parse(String(data)))),
    )
    local.ws.send(JSON.stringify({ sub: 'market.nope.kline.1min' }))
    expect(await error).toMatchObject({ status: 'error' })
    local.ws.close()
    expect((await rawSocket(`${sim.url.replace('http', 'ws')}/ws/other`)).outcome).toBe(404)
  })
})
