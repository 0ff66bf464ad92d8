import type { Page, WebSocketRoute } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

// Support Arjun: the seed gives the demo account no conversation with him, and no other journey writes to
// it, so this conversation holds only what this spec sends (and the agent's replies).
const AGENT = { id: 900_002, name: 'Support Arjun' }
const CONVERSATION = `#/chat_box?id=${AGENT.id}&name=${encodeURIComponent(AGENT.name)}`

interface Connection {
  readonly route: WebSocketRoute
  /** Frames the app sent, in order. */
  readonly sent: string[]
  /** Frames the sim sent, in order. */
  readonly received: string[]
  /** Until the test releases it, the connection is not relayed to the sim (the server is "still down"). */
  release(): void
}

/**
 * Relays the chat socket through Playwright so a test can drop it from the server side. While `hold` is
 * set, a new connection opens in the page but is not relayed to the sim until `release()`: the app's
 * frames wait, and the sim does not know the user is connected, so it has nobody to push replies to.
 */
function relayChat(page: Page) {
  const connections: Connection[] = []
  const relay = { connections, hold: false, ready: Promise.resolve() }
  relay.ready = page.routeWebSocket(/\/ws\/chat$/, (route) => {
    const pending: string[] = []
    let server: WebSocketRoute | undefined
    const connect = () => {
      if (server) return
      server = route.connectToServer()
      server.onMessage((message) => {
        connection.received.push(String(message))
        route.send(message)
      })
      server.onClose((code, reason) => route.close({ code: code ?? 1000, reason: reason ?? '' }))
      for (const frame of pending.splice(0)) server.send(frame)
    }
    const connection: Connection = { route, sent: [], received: [], release: connect }
    connections.push(connection)
    route.onMessage((message) => {
      connection.sent.push(String(message))
      if (server) server.send(message)
      else pending.push(String(message))
    })
    route.onClose(() => server?.close())
    if (!relay.hold) connect()
  })
  return relay
}

/** The app authenticated on connection `index` (first frame `{type:'auth', token}`) and the sim took it. */
async function authenticated(relay: ReturnType<typeof relayChat>, index: number, token: string) {
  await expect
    .poll(() => relay.connections[index]?.sent[0] ?? '', { timeout: 15_000 })
    .toBe(JSON.stringify({ type: 'auth', token }))
  await expect
    .poll(() => relay.connections[index]?.received.includes(JSON.stringify({ type: 'auth_ok' })) ?? false, {
      timeout: 15_000,
    })
    .toBe(true)
}

interface WireMessage {
  msg_id: number
  content: string
  ref: number
  type: string
}

/** The sim's own view of the conversation (the newest page of chat_msg_list, oldest first). */
async function serverConversation(page: Page): Promise<WireMessage[]> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  const port = Number(new URL(page.url()).port) + 1
  const response = await page.request.get(`http://127.0.0.1:${port}/chat_msg_list`, {
    params: { plat: 'web', last_msg_id: 0, to: AGENT.id },
    headers: { token },
  })
  const body = (await response.json()) as { status: number; data: WireMessage[] }
  expect(body.status).toBe(1)
  return body.data
}

/** The agent's reply to the user's message `text`, once the sim has stored it. */
async function replyTo(page: Page, text: string): Promise<WireMessage> {
  let reply: WireMessage | undefined
  await expect
    .poll(
      async () => {
        const messages = await serverConversation(page)
        const index = messages.findIndex((m) => m.ref === 1 && m.content === text)
        reply = index >= 0 ? messages.slice(index + 1).find((m) => m.ref === 0) : undefined
        return reply !== undefined
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return reply as WireMessage
}

const bubbles = (page: Page, text: string) =>
  page.locator('.chat__messages .chat__text').getByText(text, { exact: true })

/**
 * Every text message of the sim's conversation is on screen exactly as many times as the sim has it (the
 * agent's canned replies repeat, so a text may legitimately appear more than once), and nothing else is.
 */
async function expectScreenMatchesServer(page: Page) {
  const server = (await serverConversation(page)).filter((m) => m.type === 'text').map((m) => m.content)
  await expect
    .poll(async () => (await page.locator('.chat__messages .chat__text').allTextContents()).sort(), {
      timeout: 15_000,
    })
    .toEqual(server.sort())
}

/** How many text messages of the sim's conversation read `text`. */
async function onServer(page: Page, text: string): Promise<number> {
  return (await serverConversation(page)).filter((m) => m.type === 'text' && m.content === text).length
}

async function send(page: Page, text: string) {
  await page.getByLabel('Message').fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

test.describe('chat socket under faults', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a reply pushed while the chat socket is down appears once after it reconnects, and nothing is duplicated', async ({
    signedInPage: page,
  }) => {
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
    const relay = relayChat(page)
    await relay.ready
    await page.goto(CONVERSATION)
    await expect(page.getByRole('heading', { name: `Chat with ${AGENT.name}` })).toBeVisible()
    await authenticated(relay, 0, token)

    // The sim drops the socket abnormally; the app's next connection opens but the sim is not there yet.
    relay.hold = true
    await relay.connections[0]?.route.close({ code: 4000, reason: 'dropped by the test' })
    await expect.poll(() => relay.connections.length, { timeout: 15_000 }).toBe(2)

    // Sent over HTTP while the socket is down: the sim stores it once and its agent answers, but the reply
    // has no socket to travel on.
    const during = `While the socket was down ${Date.now()}`
    await send(page, during)
    await expect(bubbles(page, during)).toHaveCount(1)
    const lost = await replyTo(page, during)
    // (The agent's replies are canned and repeat, so they are counted against the sim's own count.)
    const stored = await onServer(page, lost.content)
    await expect(bubbles(page, lost.content)).toHaveCount(stored - 1)

    // The sim is back: the app authenticates again on the new connection and catches up.
    relay.connections[1]?.release()
    await authenticated(relay, 1, token)
    await expect(bubbles(page, lost.content)).toHaveCount(stored, { timeout: 15_000 })
    await expect(bubbles(page, during)).toHaveCount(1)

    // A reply that comes over the live socket and again in a history refetch (the next reconnect), and a
    // frame the server repeats, are each shown once.
    const after = `After the reconnect ${Date.now()}`
    await send(page, after)
    const live = await replyTo(page, after)
    await expect
      .poll(() => relay.connections[1]?.received.some((f) => f.includes(`"msg_id":${live.msg_id},`)))
      .toBe(true)
    await expect(bubbles(page, live.content)).toHaveCount(await onServer(page, live.content))
    relay.hold = false
    await relay.connections[1]?.route.close({ code: 1012, reason: 'service restart' })
    await expect.poll(() => relay.connections.length, { timeout: 15_000 }).toBe(3)
    await authenticated(relay, 2, token)
    const repeated = relay.connections[1]?.received.find((f) => f.includes(`"msg_id":${live.msg_id},`))
    if (repeated) relay.connections[2]?.route.send(repeated)
    await expectScreenMatchesServer(page)
    await expect(bubbles(page, live.content)).toHaveCount(await onServer(page, live.content))

    // The sim has each of the user's messages once; after a reload the screen is the same.
    const server = await serverConversation(page)
    expect(server.filter((m) => m.content === during)).toHaveLength(1)
    expect(server.filter((m) => m.content === after)).toHaveLength(1)
    await page.reload()
    await expect(bubbles(page, during)).toHaveCount(1)
    await expectScreenMatchesServer(page)
  })
})
