import { expectAccessible } from '../support/checks.ts'
import {
  expectFitsPhone,
  openConsole,
  PHONE_VIEWPORT,
  SUPPORT_DESK,
  signInOperator,
} from '../support/console.ts'
import { expectNoCspReportsSoFar } from '../support/csp-sentinel.ts'
import { expect, test } from '../support/fixtures.ts'

// Two people at once: a user on a phone in /chat_box, and a support agent at a desk in the operators'
// console (/ops/, a browser context of its own). The answer reaches the phone over the chat socket.
test.describe('the support console', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a user writes, the agent answers in the console, the user sees it live, the audit log lists it', async ({
    signedInPage: phone,
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const question = `Is my deposit in? ${Date.now()}`
    const answer = `Yes, it was credited. ${Date.now()}`

    await phone.goto('#/chat_box?id=900001&name=Support%20desk')
    await expect(phone.getByRole('heading', { name: 'Chat with Support desk' })).toBeVisible()
    await phone.getByLabel('Message').fill(question)
    await phone.getByRole('button', { name: 'Send' }).click()
    await expect(phone.getByText(question)).toBeVisible()

    const desk = await openConsole(browser, origin)
    const { page } = desk
    await signInOperator(page, SUPPORT_DESK)
    await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
    // The demo user's conversation with Support desk, newest first, with the unread question.
    const row = page.getByRole('link', { name: /with Support desk/ }).filter({ hasText: 'ID 100001' })
    await expect(row).toBeVisible()
    await expect(page.getByRole('region', { name: 'Conversations' }).getByRole('link').first()).toHaveText(
      /ID 100001/,
    )
    await row.click()
    await expect(page.getByRole('heading', { name: /with Support desk$/ })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible()
    await expect(page.getByText('ending 0001')).toBeVisible()
    // Opening it read the question: the phone says so, live.
    await expect(
      phone.getByRole('listitem').filter({ hasText: question }).getByText('Seen by support'),
    ).toBeVisible()
    await expectAccessible(page)

    // A quick reply goes into the answer, which the agent changes before sending.
    await page.getByRole('button', { name: /^Insert: Thank you, I am looking into it now\./ }).click()
    const field = page.getByLabel('Answer as Support desk')
    await expect(field).toHaveValue('Thank you, I am looking into it now.')
    await field.fill(answer)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(field).toHaveValue('')
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible()

    // The phone shows the answer without reloading.
    await expect(phone.getByText(answer)).toBeVisible()
    // The user has now read it (the chat box marks the conversation read), which the console shows.
    const sent = page.getByRole('listitem').filter({ hasText: answer })
    await expect(sent.getByText('Read by the user')).toBeVisible()

    await page.getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
    const entry = page.getByRole('row').filter({ hasText: answer })
    await expect(entry).toContainText('Answered')
    await expect(entry).toContainText('user 100001 with Support desk')
    await expect(entry).toContainText('support.desk (Support)')
    await expectAccessible(page)

    // At 360 px the console still works: no sideways scroll, 44 px targets, one pane at a time.
    await page.setViewportSize(PHONE_VIEWPORT)
    await expectFitsPhone(page)
    await page.getByRole('link', { name: 'Support inbox' }).click()
    await expectFitsPhone(page)
    await row.click()
    await expect(page.getByRole('link', { name: 'All conversations' })).toBeVisible()
    await expect(row).toBeHidden()
    await expectFitsPhone(page, { axe: true })

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('You are signed out.')).toBeVisible()
    // The console's own CSP blocks a request to any other host, and nothing else was reported before it.
    await expectNoCspReportsSoFar(page, desk.cspViolations, desk.consoleErrors)
    await desk.close()
  })
})
