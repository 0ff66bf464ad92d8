import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Request,
} from '@playwright/test'
import type { MoneyAction } from './resilience-actions.ts'
import { type SimAccount, setFaults } from './resilience-api.ts'

/** The app's request time-out (spec §7, §9) and a margin for the message to appear after it. */
const CLIENT_TIMEOUT_MS = 5_000
const AFTER_TIMEOUT = { timeout: CLIENT_TIMEOUT_MS + 5_000 }

export interface FaultCase {
  readonly page: Page
  readonly context: BrowserContext
  readonly request: APIRequestContext
  readonly action: MoneyAction
  readonly account: SimAccount
  /** The server's count of the action before the tap. */
  readonly before: number
}

/** One fault: injects it around the tap, checks the message, recovers; returns how often the server acted. */
export interface Fault {
  readonly name: string
  /** A request sent again must carry the first one's Idempotency-Key. */
  readonly sameKeyOnRepeat: boolean
  readonly run: (c: FaultCase) => Promise<number>
}

const isMoneyPost = (action: MoneyAction) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === `/api/${action.endpoint}`

const onEndpoint = (action: MoneyAction) => (url: URL) => url.pathname === `/api/${action.endpoint}`

async function expectFailureShown(page: Page, text: string | RegExp, options = {}): Promise<void> {
  await expect(
    page.getByRole('alertdialog').or(page.getByRole('status')).filter({ hasText: text }),
  ).toBeVisible(options)
}

/**
 * After a failure whose outcome is unknown, with the fault gone: retry from the message when the screen
 * offers it, else dismiss it, get back to the tap and send again; then see it succeed.
 */
async function retryToSuccess(c: FaultCase): Promise<void> {
  if (c.action.retry) {
    await c.action.retry(c.page)
  } else {
    await c.action.dismiss(c.page)
    await c.action.again?.(c.page)
    await c.action.submit(c.page).click()
  }
  await c.action.succeeded(c.page)
}

export const faults: readonly Fault[] = [
  {
    name: 'HTTP 500',
    sameKeyOnRepeat: true,
    run: async (c) => {
      await setFaults(c.request, { [c.action.endpoint]: { errorRate: 1 } })
      try {
        await c.action.submit(c.page).click()
        await expectFailureShown(c.page, c.action.failure())
      } finally {
        await setFaults(c.request, {})
      }
      await retryToSuccess(c)
      return 1
    },
  },
  {
    // The request reaches the sim, which commits; the answer never arrives before the client gives up.
    name: 'time-out after commit',
    sameKeyOnRepeat: true,
    run: async (c) => {
      let committed = false
      await c.page.route(onEndpoint(c.action), async (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        await route.fetch()
        committed = true
        // Never fulfilled: the client aborts at its time-out; the held route is dropped with the unroute.
      })
      await c.action.submit(c.page).click()
      await expectFailureShown(c.page, c.action.failure(), AFTER_TIMEOUT)
      expect(committed, 'the server got the request before the time-out').toBe(true)
      await c.page.unrouteAll({ behavior: 'ignoreErrors' })
      await retryToSuccess(c)
      return 1
    },
  },
  {
    // The sim commits and answers; a proxy on the way cuts the body short, so the app cannot read it. The
    // outcome is unknown to the app: the same message as a time-out, and the repeat under the same key is
    // replayed by the server, not made a second time.
    name: 'malformed body after commit',
    sameKeyOnRepeat: true,
    run: async (c) => {
      const keys: (string | undefined)[] = []
      const isPost = isMoneyPost(c.action)
      const onRequest = (request: Request) => {
        if (isPost(request)) keys.push(request.headers()['idempotency-key'])
      }
      c.page.on('request', onRequest)
      let garbled = 0
      await c.page.route(onEndpoint(c.action), async (route) => {
        if (route.request().method() !== 'POST' || garbled > 0) return route.fallback()
        const response = await route.fetch()
        const text = await response.text()
        garbled += 1
        await route.fulfill({ response, body: text.slice(0, Math.floor(text.length / 2)) })
      })
      await c.action.submit(c.page).click()
      await expectFailureShown(c.page, c.action.failure())
      expect(garbled, 'the answer reached the app garbled').toBe(1)
      expect(await c.action.count(c.account), 'the server acted before its answer was garbled').toBe(
        c.before + 1,
      )
      await c.page.unrouteAll({ behavior: 'ignoreErrors' })
      await retryToSuccess(c)
      c.page.off('request', onRequest)
      expect(keys.length, 'the money POST was sent again').toBeGreaterThanOrEqual(2)
      expect(new Set(keys).size, 'the repeat carries the first Idempotency-Key').toBe(1)
      return 1
    },
  },
  {
    name: 'status 0',
    sameKeyOnRepeat: true,
    run: async (c) => {
      const info = 'Refused by the resilience suite'
      await c.page.route(onEndpoint(c.action), (route) => route.fulfill({ json: { status: 0, info } }))
      await c.action.submit(c.page).click()
      await expectFailureShown(c.page, c.action.rejected(info))
      await c.page.unrouteAll({ behavior: 'ignoreErrors' })
      await c.action.dismiss(c.page)
      return 0
    },
  },
  {
    name: 'status 3 mid-flow',
    sameKeyOnRepeat: true,
    run: async (c) => {
      await setFaults(c.request, { [c.action.endpoint]: { status3: true } })
      try {
        await c.action.submit(c.page).click()
        await expect(c.page).toHaveURL(/#\/login$/)
        expect(await c.page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      } finally {
        await setFaults(c.request, {})
      }
      // Recovery: the user signs in again (the sim's token is still good).
      await c.page.evaluate((s) => {
        localStorage.setItem('token', s.token)
        localStorage.setItem('id', String(s.id))
        localStorage.setItem('name', s.name)
        localStorage.setItem('code', s.code)
        localStorage.setItem('mob', s.mob)
      }, c.account.session)
      return 0
    },
  },
  {
    name: 'offline',
    sameKeyOnRepeat: true,
    run: async (c) => {
      await c.context.setOffline(true)
      try {
        await c.action.submit(c.page).click()
        await expectFailureShown(c.page, c.action.failure())
      } finally {
        await c.context.setOffline(false)
      }
      await retryToSuccess(c)
      return 1
    },
  },
  {
    name: 'double tap',
    sameKeyOnRepeat: true,
    run: async (c) => {
      await c.action.submit(c.page).dblclick()
      await c.action.succeeded(c.page)
      return 1
    },
  },
]

export interface SentMoneyPost {
  readonly key: string | undefined
  readonly body: string
}

/** Records every POST of the action's endpoint the page sends, with its Idempotency-Key. */
export function recordMoneyPosts(page: Page, action: MoneyAction): SentMoneyPost[] {
  const sent: SentMoneyPost[] = []
  const matches = isMoneyPost(action)
  page.on('request', (request) => {
    if (matches(request))
      sent.push({ key: request.headers()['idempotency-key'], body: request.postData() ?? '' })
  })
  return sent
}

/** Every money POST carries a key; a request sent again (same body) carries the key of the first. */
export function expectKeyedRepeats(sent: readonly SentMoneyPost[], sameKeyOnRepeat = true): void {
  const firstKey = new Map<string, string | undefined>()
  for (const post of sent) {
    expect(post.key, 'every money POST carries an Idempotency-Key').toBeTruthy()
    if (!firstKey.has(post.body)) firstKey.set(post.body, post.key)
    if (sameKeyOnRepeat)
      expect(post.key, `a repeated request reuses its key (${post.body})`).toBe(firstKey.get(post.body))
  }
}
