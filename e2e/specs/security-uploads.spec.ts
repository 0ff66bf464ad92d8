import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'

// A 2×1 PNG (red, blue): a real picture, so the avatar crop can decode it and the chat host accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAbAgH/K3L+OAAAAABJRU5ErkJggg==',
  'base64',
)
/** The start of a Windows program (MZ header) and of an html page: what a renamed .png really is. */
const PROGRAM = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00', 'latin1'),
  Buffer.alloc(64),
])
const PAGE = Buffer.from('<html><script>alert(document.domain)</script></html>')
const MB = 1024 * 1024

/** A PNG signature followed by zeros, `size` bytes long: over a limit only by its size. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size)
  PNG.copy(bytes)
  return bytes
}

/** Every upload POST the page makes: chat /upload on the chat host and the avatar's user/set_face_icon. */
function recordUploads(page: Page): string[] {
  const uploads: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && (path === '/upload' || path.endsWith('/user/set_face_icon')))
      uploads.push(request.url())
  })
  return uploads
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('uploads: disguised, wrongly typed and oversized files are refused before sending', () => {
  test('/chat_box refuses x.png.exe, a png declared as a program, a renamed program and 5 MB + 1; a real png is sent', async ({
    signedInPage: page,
  }) => {
    const uploads = recordUploads(page)
    await page.goto('#/chat_box?id=900001&name=Support')
    const attach = page.getByLabel('Attach a file')
    await expect(attach).toBeEnabled()

    const refused = [
      {
        file: { name: 'x.png.exe', mimeType: 'image/png', buffer: PNG },
        message: 'x.png.exe: only png, jpg, jpeg, gif, pdf, zip or mp4 files can be sent',
      },
      {
        // Real PNG bytes, but the phone says it is a program.
        file: { name: 'invoice.png', mimeType: 'application/x-msdownload', buffer: PNG },
        message: 'invoice.png was not sent: it is not really a png file',
      },
      {
        // Declared as a PNG, but the bytes are a Windows program.
        file: { name: 'photo.png', mimeType: 'image/png', buffer: PROGRAM },
        message: 'photo.png was not sent: it is not really a png file',
      },
      {
        file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: PAGE },
        message: 'notes.pdf was not sent: it is not really a pdf file',
      },
      {
        file: { name: 'big.png', mimeType: 'image/png', buffer: pngOfSize(5 * MB + 1) },
        message: 'big.png is larger than 5 MB',
      },
    ]
    for (const { file, message } of refused) {
      await attach.setInputFiles(file)
      await expect(toast(page, message), file.name).toBeVisible()
      expect(uploads, `${file.name} must not be uploaded`).toEqual([])
    }

    // The same input takes a real picture: the refusals above were the checks, not a broken input.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/upload' && response.request().method() === 'POST',
    )
    await attach.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
    const body = (await (await answered).json()) as { status: number; data?: { url: string } }
    expect(body.status).toBe(1)
    await expect(page.locator(`main img.chat__image[src$="${body.data?.url}"]`)).toBeVisible()
    expect(uploads).toHaveLength(1)
  })

  test('/userinfo avatar refuses x.png.exe, a png declared as a program, an html page named .png and 10 MB + 1; a real png is uploaded', async ({
    page,
    request,
  }) => {
    // A fresh account: the accepted upload changes the avatar for good.
    const user = await registerFreshUser(request, 'Demo Hazel')
    await signInAs(page, request, user.mob, user.password)
    const uploads = recordUploads(page)
    // /upload is where the spec puts an upload page; it leads to this avatar upload.
    await page.goto('#/upload')
    await expect(page.getByText(user.mob)).toBeVisible()
    const pick = page.getByLabel('Change avatar')
    const crop = page.getByRole('dialog', { name: 'Crop your avatar' })

    const refused = [
      {
        file: { name: 'x.png.exe', mimeType: 'image/png', buffer: PNG },
        message: 'x.png.exe: only png, jpg, jpeg or gif pictures can be used',
      },
      {
        file: { name: 'invoice.png', mimeType: 'application/x-msdownload', buffer: PNG },
        message: 'invoice.png was not used: it is not really a png picture',
      },
      {
        file: { name: 'photo.png', mimeType: 'image/png', buffer: PAGE },
        message: 'photo.png was not used: it is not really a png picture',
      },
      {
        file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: PROGRAM },
        message: 'me.jpg was not used: it is not really a jpg picture',
      },
      {
        file: { name: 'big.png', mimeType: 'image/png', buffer: pngOfSize(10 * MB + 1) },
        message: 'big.png is larger than 10 MB',
      },
    ]
    for (const { file, message } of refused) {
      await pick.setInputFiles(file)
      await expect(toast(page, message), file.name).toBeVisible()
      await expect(crop, `${file.name} must not reach the crop`).toBeHidden()
      expect(uploads, `${file.name} must not be uploaded`).toEqual([])
    }

    await pick.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await expect(crop.getByRole('img', { name: 'Avatar' })).toBeVisible()
    const answered = page.waitForResponse((response) => response.url().includes('/api/user/set_face_icon'))
    await crop.getByRole('button', { name: 'Upload' }).click()
    const body = (await (await answered).json()) as { status: number }
    expect(body.status).toBe(1)
    await expect(toast(page, 'Avatar updated')).toBeVisible()
    expect(uploads).toHaveLength(1)
  })
})
