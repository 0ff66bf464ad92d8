import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { RunningSim } from '../src/main.ts'
import { operatorSignIn, ops, SUPPORT } from './ops-support.ts'
import { key, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

/** A socket that keeps every frame it hears, after authenticating with `token`. */
async function listen(url: string, token: string) {
  const frames: Record<string, unknown>[] = []
  const closed: number[] = []
  const ws = new WebSocket(url)
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>))
  ws.on('close', (code) => closed.push(code))
  await new Promise((resolve) => ws.once('open', resolve))
  ws.send(JSON.stringify({ type: 'auth', token }))
  return { ws, frames, closed }
}

interface Conversation {
  userId: number
  userCode: string
  agentId: number
  agentName: string
  unread: number
  last: { content: string }
}
interface DeskMessage {
  msgId: number
  from: string
  content: string
  read: boolean
  operator: string | null
  type: string
  url: string
}

describe('the support inbox', () => {
  let sim: RunningSim
  let user: Session
  let userId: number
  let support: string
  const agentWireId = 900_002

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'ops-dist-'))
    mkdirSync(join(webDist, 'assets'))
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/ops/assets/a.js"></script>',
    )
    writeFileSync(join(webDist, 'assets', 'a.js'), 'console.log(1)')
    sim = await startTestSim({ agentReplyMs: 600_000, opsDist: webDist })
    user = await signIn(sim, RICH_DEMO)
    userId = (await run(user.client.user.info())).id
    support = await operatorSignIn(sim, SUPPORT)
  })
  afterAll(() => sim.close())

  it('lists a new message first with its unread count, shows it, and tells the user it was read', async () => {
    const console = await listen(`${sim.url.replace(/^http/, 'ws')}/ws/ops`, support)
    await expect.poll(() => console.frames.map((f) => f.type)).toContain('auth_ok')
    const phone = await listen(`${sim.chatUrl.replace(/^http/, 'ws')}/ws/chat`, user.token.value ?? '')
    await expect.poll(() => phone.frames.map((f) => f.type)).toContain('auth_ok')

    const text = `Where is my refund? ${Date.now()}`
    await run(user.client.chat.send({ content: text, receiver: agentWireId }, key()))
    // The console hears of it and fetches.
    await expect.poll(() => console.frames).toContainEqual({ type: 'changed', data: { user_id: userId } })
    const list = (await ops(sim, 'GET', 'conversations', { token: support })).body
      .conversations as Conversation[]
    expect(list[0]).toMatchObject({
      userId,
      userCode: RICH_DEMO.code,
      agentId: 2,
      unread: 1,
      last: { content: text },
    })

    const path = `conversations/${userId}/2`
    const opened = await ops(sim, 'GET', path, { token: support })
    const messages = opened.body.messages as DeskMessage[]
    expect(messages.at(-1)).toMatchObject({ from: 'user', content: text, read: false })
    expect((await ops(sim, 'POST', `${path}/read`, { token: support })).body).toEqual({ read: 1 })
    // Opening again reads nothing new and writes nothing.
    expect((await ops(sim, 'POST', `${path}/read`, { token: support })).body).toEqual({ read: 0 })
    const after = (await ops(sim, 'GET', 'conversations', { token: support })).body
      .conversations as Conversation[]
    expect(after[0]?.unread).toBe(0)
    // The user's app is told live, and the history says so too (the `read` extension).
    await expect
      .poll(() => phone.frames.filter((f) => f.type === 'read'))
      .toEqual([{ type: 'read', data: { acc_id: agentWireId, msg_id: messages.at(-1)?.msgId } }])
    const history = await fetch(`${sim.chatUrl}/chat_msg_list?to=${agentWireId}&last_msg_id=0&plat=web`, {
      headers: { token: user.token.value ?? '' },
    })
    const wire = ((await history.json()) as { data: { content: string; read: number }[] }).data
    expect(wire.find((m) => m.content === text)?.read).toBe(1)
    console.ws.close()
    phone.ws.close()
  })

  it('answers as the chosen agent: the user gets it live, then reads it, which the console shows', async () => {
    const phone = await listen(`${sim.chatUrl.replace(/^http/, 'ws')}/ws/chat`, user.token.value ?? '')
    await expect.poll(() => phone.frames.map((f) => f.type)).toContain('auth_ok')
    const path = `conversations/${userId}/2`
    const answer = 'Your refund is on its way.'
    const sent = await ops(sim, 'POST', `${path}/messages`, { token: support, body: { content: answer } })
    expect(sent.body.message).toMatchObject({ from: 'agent', content: answer, operator: SUPPORT.name })
    await expect
      .poll(() => phone.frames.find((f) => f.type === 'msg'))
      .toMatchObject({
        data: { content: answer, ref: 0, form_avatar: { user_id: agentWireId, nick_name: 'Account desk' } },
      })
    phone.ws.close()
    expect(
      await ops(sim, 'POST', `${path}/messages`, { token: support, body: { content: '   ' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Write an answer first' },
    })

    await run(user.client.chat.markRead(agentWireId))
    const messages = (await ops(sim, 'GET', path, { token: support })).body.messages as DeskMessage[]
    expect(messages.at(-1)).toMatchObject({ content: answer, read: true })

    const audit = (await ops(sim, 'GET', 'audit', { token: support })).body.entries as {
      action: string
      subject: string
      after: { content?: string }
    }[]
    expect(audit[0]).toMatchObject({
      action: 'answer',
      subject: `user ${RICH_DEMO.code} with Account desk`,
      after: { content: answer },
    })
    expect(audit.map((entry) => entry.action)).toContain('conversation-read')
  })

  it('stores a retried answer once: the same Idempotency-Key answers what the first call answered', async () => {
    const path = `conversations/${userId}/2`
    const count = () =>
      (sim.sim.db.prepare('SELECT COUNT(*) AS n FROM chat_messages').get() as { n: number }).n
    const before = count()
    const headers = { 'idempotency-key': `answer-${Date.now()}` }
    const body = { content: 'Checking your deposit now.' }
    const first = await ops(sim, 'POST', `${path}/messages`, { token: support, body, headers })
    const retry = await ops(sim, 'POST', `${path}/messages`, { token: support, body, headers })
    expect(retry).toEqual(first)
    expect(count()).toBe(before + 1)
    // A picture retried with its key is stored once too.
    const upload = () => {
      const form = new FormData()
      form.append('file', new Blob([png], { type: 'image/png' }), 'statement.png')
      return ops(sim, 'POST', `${path}/files`, {
        token: support,
        form,
        headers: { 'idempotency-key': `${headers['idempotency-key']}-file` },
      })
    }
    expect((await upload()).body).toEqual((await upload()).body)
    expect(count()).toBe(before + 2)
    // The key of one answer with other words is refused, and nothing is stored.
    expect(
      await ops(sim, 'POST', `${path}/messages`, {
        token: support,
        body: { content: 'Other words' },
        headers,
      }),
    ).toMatchObject({ status: 409, body: { reason: 'key-reused' } })
    expect(count()).toBe(before + 2)
  })

  it('sends a picture the chat host checks as a user upload, and refuses a disguised file', async () => {
    const path = `conversations/${userId}/2/files`
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'receipt.png')
    const sent = await ops(sim, 'POST', path, { token: support, form })
    expect(sent.body.message).toMatchObject({ type: 'img', content: 'receipt.png' })
    const url = (sent.body.message as DeskMessage).url
    expect(url).toMatch(/^\/files\/chat\/[0-9a-f]{24}\.png$/)
    expect((await fetch(`${sim.chatUrl}${url}`)).status).toBe(200)
    const bad = new FormData()
    bad.append('file', new Blob([png], { type: 'image/png' }), 'x.png.exe')
    expect(await ops(sim, 'POST', path, { token: support, form: bad })).toMatchObject({
      status: 400,
      body: { error: 'Only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent' },
    })
  })

  it('shows support a read-only view of the user they talk to, and no one else', async () => {
    const view = await ops(sim, 'GET', `users/${userId}`, { token: support })
    expect(view.body.user).toMatchObject({ code: RICH_DEMO.code, mobileEnding: RICH_DEMO.mob.slice(-4) })
    expect(JSON.stringify(view.body)).not.toContain(RICH_DEMO.mob)
    const stranger = sim.sim.db
      .prepare('SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM chat_messages) LIMIT 1')
      .get() as { id: number }
    expect((await ops(sim, 'GET', `users/${stranger.id}`, { token: support })).status).toBe(404)
    expect((await ops(sim, 'GET', `conversations/${stranger.id}/1`, { token: support })).status).toBe(404)
  })

  it('serves the console at /ops/ under its own strict CSP, and closes a user token on the console socket', async () => {
    const page = await fetch(`${sim.url}/ops/`)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'none'")
    const host = new URL(sim.url).host
    expect(csp).toContain(`connect-src 'self' ws://${host}/ws/ops;`)
    expect((await fetch(`${sim.url}/ops/assets/a.js`)).headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${sim.url}/ops/..%2f..%2fetc%2fpasswd`)).status).toBe(404)

    const intruder = await listen(`${sim.url.replace(/^http/, 'ws')}/ws/ops`, user.token.value ?? '')
    await expect.poll(() => intruder.closed).toEqual([4001])
  })
})
