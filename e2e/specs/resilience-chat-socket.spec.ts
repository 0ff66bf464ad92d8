import type { Page, WebSocketRoute } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

// The Account desk: the seed gives the demo account no conversation with it, and no other journey writes to
// it, so this conversation holds only what this spec sends (and the desk's automatic replies).
const AGENT = { id: 900_002, name: 'Account desk' }

// A real 1×1 PNG: the chat host checks the file's content against its extension.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const CONVERSATION = `#/chat_box?id=${AGENT.id}&name=${encodeURIComponent(AGENT.name)}`

interface Connection {
  readonly route: WebSocketRoute
  /** Frames the app sent, in order. */
  readonly sent: string[]
  /** Frames the sim sent, in order. */
  readonly received: string[]
  /** Until the test releases it, the connection is not relayed to the sim (the server is "still down"). */
  release(): void
  /** Drops the connection as a failing server would: the sim loses it and the page sees `code`. */
  drop(code: number, reason: string): Promise<void>
  /** Requests to the chat host's `read` (made once a fetched history is in the conversation) so far. */
  readsWhenLive: number | undefined
}

/**
 * Relays the chat socket through Playwright so a test can drop it from the server side. While `hold` is
 * set, a new connection opens in the page but is not relayed to the sim until `release()`: the app's
 * frames wait, and the sim does not know the user is connected, so it has nobody to push replies to.
 */
function relayChat(page: Page) {
  const connections: Connection[] = []
  const relay = { connections, hold: false, reads: 0, ready: Promise.resolve() }
  // The screen marks the conversation read right after it has put a fetched history into it.
  page.on('request', (request) => {
    if (/:\d+\/read\?/.test(request.url())) relay.reads += 1
  })
  relay.ready = page.routeWebSocket(/\/ws\/chat$/, (route) => {
    const pending: string[] = []
    let server: WebSocketRoute | undefined
    const connect = () => {
      if (server) return
      server = route.connectToServer()
      server.onMessage((message) => {
        connection.received.push(String(message))
        if (String(message) === JSON.stringify({ type: 'auth_ok' })) connection.readsWhenLive = relay.reads
        route.send(message)
      })
      server.onClose((code, reason) => route.close({ code: code ?? 1000, reason: reason ?? '' }))
      for (const frame of pending.splice(0)) server.send(frame)
    }
    const connection: Connection = {
      route,
      sent: [],
      received: [],
      release: connect,
      drop: async (code, reason) => {
        server?.close()
        await route.close({ code, reason })
      },
      readsWhenLive: undefined,
    }
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

type Relay = ReturnType<typeof relayChat>

/** The app authenticated on connection `index` (first frame `{type:'auth', token}`) and the sim took it. */
async function authenticated(relay: Relay, index: number, token: string) {
  await expect
    .poll(() => relay.connections[index]?.sent[0] ?? '', { timeout: 15_000 })
    .toBe(JSON.stringify({ type: 'auth', token }))
  await expect
    .poll(() => relay.connections[index]?.readsWhenLive !== undefined, { timeout: 15_000 })
    .toBe(true)
}

/**
 * Connection `index` is authenticated and the history the app fetches once it is live has been put into the
 * conversation (the `read` call that follows it went out).
 */
async function caughtUp(relay: Relay, index: number, token: string) {
  await authenticated(relay, index, token)
  const before = relay.connections[index]?.readsWhenLive ?? 0
  await expect.poll(() => relay.reads, { timeout: 15_000 }).toBeGreaterThan(before)
}

/** Every frame the sim sent before this on connection `index` has been handled by the app. */
async function framesHandled(relay: Relay, index: number) {
  const connection = relay.connections[index]
  const ts = Date.now()
  connection?.route.send(JSON.stringify({ type: 'ping', ts }))
  await expect
    .poll(() => connection?.sent.includes(JSON.stringify({ type: 'pong', ts })) ?? false, { timeout: 15_000 })
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

// The sim's automatic reply ends with its English sentence saying when a person answers; the app shows the
// reply's facts in the reader's language instead, with its own sentence (chat.auto.person.whenAvailable).
const SIM_PERSON = ' A person from support answers when one is available; this reply is automatic.'
const APP_PERSON = 'A person from support answers when one is available.'
/** A message's text as the app shows it (the bubble's whole text), from the sim's content. */
const shown = (content: string) =>
  content.endsWith(SIM_PERSON) ? `${content.slice(0, -SIM_PERSON.length)}${APP_PERSON}` : content

/** The bubbles on screen whose whole text is the message `content` (as the app shows it) number `count`. */
async function expectBubbles(page: Page, content: string, count: number) {
  await expect
    .poll(() =>
      page
        .locator('.chat__messages .chat__text')
        .evaluateAll((all, text) => all.filter((el) => el.textContent === text).length, shown(content)),
    )
    .toBe(count)
}

/**
 * Every text message of the sim's conversation is on screen exactly as many times as the sim has it (the
 * agent's canned replies repeat, so a text may legitimately appear more than once), and nothing else is.
 */
async function expectScreenMatchesServer(page: Page) {
  const server = (await serverConversation(page))
    .filter((m) => m.type === 'text')
    .map((m) => shown(m.content))
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
    await caughtUp(relay, 0, token)

    // The sim drops the socket abnormally; the app's next connection opens but the sim is not there yet.
    relay.hold = true
    await relay.connections[0]?.drop(4000, 'dropped by the test')
    await expect.poll(() => relay.connections.length, { timeout: 15_000 }).toBe(2)

    // Sent over HTTP while the socket is down: the sim stores it once and its agent answers, but the reply
    // has no socket to travel on.
    const during = `While the socket was down ${Date.now()}`
    await send(page, during)
    // Delivered: one bubble, no longer "Sending…".
    await expect(
      page.locator('.chat__bubble', { hasText: during }).filter({ hasNotText: 'Sending…' }),
    ).toHaveCount(1)
    await expectBubbles(page, during, 1)
    const lost = await replyTo(page, during)
    // (The agent's replies are canned and repeat, so they are counted against the sim's own count.)
    const stored = await onServer(page, lost.content)
    await expectBubbles(page, lost.content, stored - 1)

    // The sim is back: the app authenticates again on the new connection and catches up.
    relay.connections[1]?.release()
    await caughtUp(relay, 1, token)
    await expectBubbles(page, lost.content, stored)
    await expectBubbles(page, during, 1)
    await expectScreenMatchesServer(page)

    // A reply that came over the live socket comes again in the history fetched after the next drop, and
    // the server repeats its frame on the new connection: it is still shown once.
    const after = `After the reconnect ${Date.now()}`
    await send(page, after)
    const live = await replyTo(page, after)
    const frameOf = (index: number) =>
      relay.connections[index]?.received.find((f) => f.includes(`"msg_id":${live.msg_id},`))
    await expect.poll(() => frameOf(1) !== undefined, { timeout: 15_000 }).toBe(true)
    await expectBubbles(page, live.content, await onServer(page, live.content))
    relay.hold = false
    await relay.connections[1]?.drop(1012, 'service restart')
    await expect.poll(() => relay.connections.length, { timeout: 15_000 }).toBe(3)
    await caughtUp(relay, 2, token)
    relay.connections[2]?.route.send(frameOf(1) as string)
    await framesHandled(relay, 2)
    await expectBubbles(page, live.content, await onServer(page, live.content))
    await expectScreenMatchesServer(page)

    // The sim has each of the user's messages once; after a reload the screen is the same.
    const server = await serverConversation(page)
    expect(server.filter((m) => m.content === during)).toHaveLength(1)
    expect(server.filter((m) => m.content === after)).toHaveLength(1)
    await page.reload()
    await caughtUp(relay, 3, token)
    await expectBubbles(page, during, 1)
    await expectBubbles(page, after, 1)
    await expectScreenMatchesServer(page)
  })

  test('a message sent as the socket drops is delivered once, even when the catch-up history has it before the send is answered', async ({
    signedInPage: page,
  }) => {
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
    const relay = relayChat(page)
    await relay.ready
    // The sim stores the message at once, but its answer to the app is held until the test lets it go.
    let stored = false
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route(/:\d+\/send$/, async (route) => {
      const response = await route.fetch()
      stored = true
      await answered
      await route.fulfill({ response })
    })
    await page.goto(CONVERSATION)
    await expect(page.getByRole('heading', { name: `Chat with ${AGENT.name}` })).toBeVisible()
    await caughtUp(relay, 0, token)

    const text = `Sent as the socket dropped ${Date.now()}`
    await send(page, text)
    await expect.poll(() => stored, { timeout: 15_000 }).toBe(true)
    const sending = page.locator('.chat__bubble', { hasText: text }).getByText('Sending…')
    await expect(sending).toBeVisible()

    // The socket drops and comes back; the app's catch-up history already holds the message, as sent.
    await relay.connections[0]?.drop(4000, 'dropped by the test')
    await expect.poll(() => relay.connections.length, { timeout: 15_000 }).toBe(2)
    await caughtUp(relay, 1, token)
    // The history's copy is the message being sent: one bubble, no longer "Sending…", even before the answer.
    await expect(
      page.locator('.chat__bubble', { hasText: text }).filter({ hasNotText: 'Sending…' }),
    ).toHaveCount(1)
    await expectBubbles(page, text, 1)

    // Now the send is answered: the message is on screen once, sent, and the sim has it once.
    answer()
    await expect(sending).toHaveCount(0, { timeout: 15_000 })
    await expectBubbles(page, text, 1)
    const reply = await replyTo(page, text)
    expect((await serverConversation(page)).filter((m) => m.content === text)).toHaveLength(1)
    // The agent's reply comes over the new connection.
    await expect
      .poll(() => relay.connections[1]?.received.some((f) => f.includes(`"msg_id":${reply.msg_id},`)), {
        timeout: 15_000,
      })
      .toBe(true)
    await framesHandled(relay, 1)
    await expectScreenMatchesServer(page)

    await page.reload()
    await caughtUp(relay, 2, token)
    await expectBubbles(page, text, 1)
    await expectScreenMatchesServer(page)
  })

  test.describe('with the first answer lost', () => {
    // The lost answer is a failed request, which the browser logs; the test checks that it is the only error.
    test.use({ allowConsoleErrors: true })

    test('a message whose answer is lost is retried with the same Idempotency-Key and stored once', async ({
      signedInPage: page,
      consoleErrors,
    }) => {
      const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
      const relay = relayChat(page)
      await relay.ready
      // The sim stores the first attempt, but its answer never reaches the app (the connection fails after the
      // request went through); later attempts pass untouched.
      const keys: (string | null)[] = []
      await page.route(/:\d+\/send$/, async (route) => {
        keys.push(await route.request().headerValue('idempotency-key'))
        if (keys.length > 1) return route.continue()
        await route.fetch()
        await route.abort('connectionreset')
      })
      await page.goto(CONVERSATION)
      await expect(page.getByRole('heading', { name: `Chat with ${AGENT.name}` })).toBeVisible()
      await caughtUp(relay, 0, token)

      const text = `Answer lost ${Date.now()}`
      await send(page, text)
      // The app retries by itself (after its delay), with the key of the first attempt.
      await expect.poll(() => keys.length, { timeout: 15_000 }).toBe(2)
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
      expect(keys[1]).toBe(keys[0])
      await expect(
        page.locator('.chat__bubble', { hasText: text }).filter({ hasNotText: 'Sending…' }),
      ).toHaveCount(1, { timeout: 15_000 })
      await expectBubbles(page, text, 1)

      // The sim has the message once, and its agent answered it once.
      const reply = await replyTo(page, text)
      const server = await serverConversation(page)
      expect(server.filter((m) => m.content === text)).toHaveLength(1)
      const mine = server.findIndex((m) => m.content === text)
      expect(server.slice(mine + 1).filter((m) => m.ref === 0)).toHaveLength(1)
      await expectBubbles(page, reply.content, await onServer(page, reply.content))
      await expectScreenMatchesServer(page)

      await page.reload()
      await caughtUp(relay, 1, token)
      await expectBubbles(page, text, 1)
      await expectScreenMatchesServer(page)
      // The browser reports the failed attempt; nothing else went wrong.
      expect(consoleErrors).toEqual([
        expect.stringMatching(
          /^Failed to load resource: net::ERR_CONNECTION_RESET \(http:\/\/127\.0\.0\.1:\d+\/send\)$/,
        ),
      ])
    })

    test('an upload whose answers are lost is retried under its Idempotency-Key, then by Retry upload, and stored once', async ({
      signedInPage: page,
      consoleErrors,
    }) => {
      const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
      const relay = relayChat(page)
      await relay.ready
      // Each attempt reaches the sim (the first stores the file, the others are answered from its key), but
      // no answer reaches the app until the test lets them through.
      const keys: (string | null)[] = []
      let lose = true
      await page.route(/:\d+\/upload$/, async (route) => {
        keys.push(await route.request().headerValue('idempotency-key'))
        if (!lose) return route.continue()
        await route.fetch()
        await route.abort('connectionreset')
      })
      await page.goto(CONVERSATION)
      await expect(page.getByRole('heading', { name: `Chat with ${AGENT.name}` })).toBeVisible()
      await caughtUp(relay, 0, token)
      const images = page.locator('main img.chat__image')
      const before = await images.count()

      const name = `slip-${Date.now()}.png`
      await page.getByLabel('Attach a file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG })
      // The user's own bubble (the desk's automatic reply names the file too).
      const pending = page.locator('.chat__bubble--mine', { hasText: name })
      await expect(pending).toContainText('Sending…')
      // Retried by the app (after its delay) under the first key, then left for the user, saying so.
      await expect(pending).toContainText('Not confirmed: it may not have arrived', { timeout: 20_000 })
      expect(keys).toHaveLength(3)
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
      expect(new Set(keys)).toEqual(new Set([keys[0]]))
      await expect(page.getByLabel('Attach a file')).toBeDisabled()

      lose = false
      await pending.getByRole('button', { name: 'Retry upload' }).click()
      // The sim answers the same key with its first answer: one picture, sent; the name's bubble is gone.
      await expect(images).toHaveCount(before + 1, { timeout: 15_000 })
      await expect(pending).toHaveCount(0)
      expect(keys).toHaveLength(4)
      expect(new Set(keys)).toEqual(new Set([keys[0]]))
      expect((await serverConversation(page)).filter((m) => m.content === name)).toHaveLength(1)
      await expect(page.getByLabel('Attach a file')).toBeEnabled()

      await page.reload()
      await caughtUp(relay, 1, token)
      await expect(images).toHaveCount(before + 1)
      expect((await serverConversation(page)).filter((m) => m.content === name)).toHaveLength(1)
      // The browser reports the three lost answers; nothing else went wrong.
      expect(consoleErrors).toEqual(
        Array.from({ length: 3 }, () =>
          expect.stringMatching(
            /^Failed to load resource: net::ERR_CONNECTION_RESET \(http:\/\/127\.0\.0\.1:\d+\/upload\)$/,
          ),
        ),
      )
    })
  })
})
