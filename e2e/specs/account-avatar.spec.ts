import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'

// A 2×1 PNG (red, blue): wider than tall, so the square crop has something to cut.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAbAgH/K3L+OAAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('/userinfo avatar', () => {
  test('crops the chosen picture to a square and uploads it', async ({ page, request }) => {
    const user = await registerFreshUser(request, 'Demo Lemon')
    await signInAs(page, request, user.mob, user.password)
    await page.goto('#/userinfo')
    await expect(page.getByText(user.mob)).toBeVisible()
    await expect(page.getByText('Not Verified')).toBeVisible()
    await page
      .getByLabel('Change avatar')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    const dialog = page.getByRole('dialog', { name: 'Crop your avatar' })
    await expect(dialog.getByRole('img', { name: 'Avatar' })).toBeVisible()
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/user/set_face_icon'))
    await dialog.getByRole('button', { name: 'Upload' }).click()
    const body = (await (await uploaded).json()) as { status: number; data?: { face_icon: string } }
    expect(body.status).toBe(1)
    await expect(page.getByRole('status').filter({ hasText: 'Avatar updated' })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.locator(`img[src$="${body.data?.face_icon}"]`)).toBeVisible()
  })
})
