import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

// A real 1×1 PNG: the chat host checks the file's content against its extension.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('support and chat', () => {
  test.describe.configure({ timeout: 90_000 })

  test('send a chat message with an image and get the agent reply, then reload and still see the conversation', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/service')
    // No messaging number is configured (the sim's default): the in-app chat is the way, and it says so.
    await expect(page.getByText('Chat with our support team in the app.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('link', { name: 'Chat in the app' }).click()

    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible()
    await expect(page.getByText(/unread/).first()).toBeAttached()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('tab', { name: /Contacts/ }).click()
    await page.getByRole('link', { name: 'Chat with Finance Desk' }).click()
    await expect(page.getByRole('heading', { name: 'Chat with Finance Desk' })).toBeVisible()
    // The composer is pinned to the bottom of the screen and says what to type.
    const message = page.getByLabel('Message')
    await expect(message).toHaveAttribute('placeholder', 'Type a message…')
    const composer = await page.locator('form.chat__composer').boundingBox()
    const viewport = page.viewportSize()
    expect(Math.round((composer?.y ?? 0) + (composer?.height ?? 0))).toBe(viewport?.height)

    // The sim's database is shared by both phone projects: count the agent's file replies already there.
    const fileReplies = page.getByText('Thanks, we received your file.')
    await page.waitForLoadState('networkidle')
    const before = await fileReplies.count()
    const text = `Deposit check ${Date.now()}`
    await page.getByLabel('Message').fill(text)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText(text)).toBeVisible()
    await page
      .getByLabel('Attach a file')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
    const image = page.locator('main img.chat__image').last()
    await expect(image).toBeVisible()
    expect(await image.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/chat\//)
    await page
      .getByLabel('Attach a file')
      .setInputFiles({ name: 'x.png.exe', mimeType: 'application/octet-stream', buffer: PNG })
    await expect(
      page.getByText('x.png.exe: only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent'),
    ).toBeVisible()
    // The agent answers over the chat socket.
    await expect(fileReplies).toHaveCount(before + 1, { timeout: 15_000 })
    await image.click()
    await expect(page.getByRole('dialog', { name: 'Image' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expectNoSidewaysScroll(page)

    await page.reload()
    await expect(page.getByText(text)).toBeVisible()
    await expect(fileReplies).toHaveCount(before + 1)
    await expect(page.locator('main img.chat__image').last()).toBeVisible()
  })
})
