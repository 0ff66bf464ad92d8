import type { PrivateSim } from '../support/deployment.ts'
import { expect, test } from '../support/fixtures.ts'
import {
  LIVE_CHAT_PROVIDER as PROVIDER,
  signInOn,
  startFramingSim,
  stubOutside,
} from '../support/frame-sim.ts'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost'])
const enc = encodeURIComponent

/**
 * /service query strings that try to put a scheme, a host or a path of the attacker's choosing into the
 * live-chat frame. `enc` gives the value itself after the app decodes the query; raw strings are what an
 * attacker would paste, decoded once by the app.
 */
const REFUSED: ReadonlyArray<readonly [string, string]> = [
  ['javascript: channel', `channel=${enc('javascript:alert(document.domain)')}&code=abc`],
  ['javascript: code', `channel=support&code=${enc('javascript:alert(1)')}`],
  ['data: channel', `channel=${enc('data:text/html,<script>alert(1)</script>')}&code=abc`],
  ['blob: channel', `channel=${enc(`blob:${PROVIDER}/0c1d2e3f`)}&code=abc`],
  ['userinfo channel', `channel=${enc('https://app@evil.example')}&code=abc`],
  ['userinfo code', `channel=support&code=${enc('x@evil.example/')}`],
  ['protocol-relative channel', `channel=${enc('//evil.example')}&code=abc`],
  ['percent-encoded javascript:', 'channel=%6a%61vascript:alert(1)&code=abc'],
  ['double-encoded javascript:', `channel=${enc('%6a%61vascript:alert(1)')}&code=abc`],
  ['encoded tab', 'channel=java%09script:alert(1)&code=abc'],
  ['encoded newline', 'channel=java%0Ascript:alert(1)&code=abc'],
  ['encoded trailing newline', 'channel=support%0A&code=abc'],
  ['raw tab (removed by the URL parser)', 'channel=java\tscript:alert(1)&code=abc'],
  ['path traversal', `channel=${enc('../../evil')}&code=abc`],
  ['encoded path traversal', 'channel=..%2F..%2Fevil&code=abc'],
  ['traversal and query in code', `channel=support&code=${enc('../../x?next=https://evil.example')}`],
  ['parameter injection in code', `channel=support&code=${enc('a&redirect=https://evil.example')}`],
  ['fragment in code', `channel=support&code=${enc('a#@evil.example')}`],
  ['look-alike letter', `channel=${enc('supp\u043ert')}&code=abc`],
  ['over-long channel (65)', `channel=${'a'.repeat(65)}&code=abc`],
  ['over-long code (5000)', `channel=support&code=${'b'.repeat(5000)}`],
  ['channel without code', 'channel=support'],
]

test.describe('/service live chat only ever points at the fixed provider', () => {
  test(`${REFUSED.length} tricks: no frame, the refusal and the messaging links; a valid link opens the provider in a new tab`, async ({
    signedInPage: page,
  }) => {
    const remote: string[] = []
    // Nothing leaves this machine: the provider gets a stub page, anything else is cut off (and fails below).
    await page.route(
      (url) => !LOCAL_HOSTS.has(url.hostname),
      async (route) => {
        const url = route.request().url()
        remote.push(url)
        if (new URL(url).origin === PROVIDER)
          await route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Live chat stub</title>',
          })
        else await route.abort('blockedbyclient')
      },
    )
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const refusal = page.getByRole('alert').filter({ hasText: 'This live chat link is not valid.' })
    const frames = page.locator('iframe')

    for (const [label, query] of REFUSED) {
      // From the plain screen (no refusal shown), so each case's refusal is its own.
      await page.goto('#/service')
      await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible()
      await expect(refusal).toHaveCount(0)
      await page.goto(`#/service?${query}`)
      await expect(refusal, label).toBeVisible()
      await expect(frames, label).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Chat in the app' }), label).toBeVisible()
      // No messaging number is configured by default: no WhatsApp link, only the in-app chat.
      await expect(page.getByRole('link', { name: 'Chat on WhatsApp' }), label).toHaveCount(0)
      expect(new URL(page.url()).hostname, label).toBe('127.0.0.1')
    }
    expect(remote, 'no request leaves for a refused link').toEqual([])

    // The longest allowed words build the provider's page, on its origin and nowhere else. The shared sim
    // allows no frame (SIM_FRAME_HOSTS is empty by default), so the chat opens in a new tab.
    const channel = 'support_team-1'
    const code = 'c'.repeat(64)
    await page.goto(`#/service?channel=${channel}&code=${code}`)
    const link = page.getByRole('link', { name: 'Open livechat.mandi.example in a new tab' })
    await expect(link).toHaveAttribute('href', `${PROVIDER}/chat/${channel}?code=${code}`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(refusal).toHaveCount(0)
    await expect(frames).toHaveCount(0)
    expect(remote, 'nothing is framed, so nothing is requested').toEqual([])
    expect(dialogs).toEqual([])
  })
})

test.describe('/service frames the live chat when the server allows its provider (SIM_FRAME_HOSTS)', () => {
  let sim: PrivateSim
  test.beforeAll(async () => {
    sim = await startFramingSim()
  })
  test.afterAll(async () => {
    await sim.close()
  })

  test('a valid link frames the provider, sandboxed and without referrer; a trick still frames nothing', async ({
    page,
    request,
  }) => {
    const remote = await stubOutside(page, [PROVIDER])
    const channel = 'support_team-1'
    const code = 'c'.repeat(64)
    await signInOn(page, request, sim.origin, `/service?channel=${channel}&code=${code}`)
    const frame = page.locator('iframe[title="Live chat with support"]')
    await expect(frame).toHaveCount(1)
    const src = (await frame.getAttribute('src')) ?? ''
    expect(new URL(src).origin).toBe(PROVIDER)
    expect(src).toBe(`${PROVIDER}/chat/${channel}?code=${code}`)
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    // The frame asked for exactly that page, which the route above answered with the stub.
    await expect.poll(() => remote).toEqual([src])

    await page.goto(`${sim.origin}/app/#/service?channel=${enc('javascript:alert(1)')}&code=abc`)
    await expect(
      page.getByRole('alert').filter({ hasText: 'This live chat link is not valid.' }),
    ).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(remote).toEqual([src])
  })
})
