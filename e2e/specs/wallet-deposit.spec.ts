import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('deposit through bank transfer', () => {
  // Axe runs, the QR code is drawn and the sim shares two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('picks an amount, chooses Bank Transfer and gets demo details to pay, a UPI link and the in-app chat', async ({
    freshPage: page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('#/deposit')
    const amount = page.getByLabel('Amount (₹)')
    await expect(amount).toHaveValue('600')
    await expect(page.getByRole('button', { name: '₹600.00' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: '₹3,000.00' }).click()
    await expect(amount).toHaveValue('3000')
    await page.getByRole('button', { name: 'Continue' }).click()

    const sheet = page.getByRole('dialog', { name: 'Payment method' })
    await sheet.getByRole('button', { name: 'Pay ₹3,000.00' }).click()
    await expect(sheet.getByText('Please select a payment method')).toBeVisible()
    await expectAccessible(page)
    await sheet.getByRole('radio', { name: 'Bank Transfer' }).check()
    await sheet.getByRole('button', { name: 'Pay ₹3,000.00' }).click()

    await expect(page).toHaveURL(/#\/bank_transfer\?amount=3000&code=\w+&orderid=\w+/)
    const order = new URL(page.url().replace('#/', '')).searchParams.get('orderid') ?? ''
    // Visibly a demo that cannot receive money: no bank has the IFSC code DEMO, no UPI app resolves the handle.
    await expect(page.getByText('mandi.demo@demo.example')).toBeVisible()
    await expect(page.getByText('Mandi Demo Collections (demo)')).toBeVisible()
    await expect(page.getByText('DEMO0000001')).toBeVisible()
    await expect(page.getByText(order, { exact: true })).toBeVisible()
    await expect(page.getByText('₹3,000.00', { exact: true })).toBeVisible()
    const upi = page.getByRole('link', { name: 'Pay with a UPI app' })
    expect(await upi.getAttribute('href')).toBe(
      `upi://pay?pa=mandi.demo@demo.example&pn=Mandi%20Demo%20Collections%20(demo)&am=3000.00&cu=INR&tn=${order}`,
    )
    await expect(page.getByRole('img', { name: 'QR code to pay 3000.00 by UPI' })).toBeVisible()

    // No messaging number is configured: the details go through the in-app chat, never to a stranger's number.
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Ask support in the app chat' })).toHaveAttribute(
      'href',
      '#/chat',
    )

    // The amount shows grouped; Copy copies the bare figure a bank app takes (apps/web wallet-views test).
    await page.getByRole('button', { name: 'Copy' }).first().click()
    await expect(page.getByRole('alertdialog')).toContainText('Copied successfully')
    await page.getByRole('button', { name: 'OK' }).click()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // The order is listed as Unpaid until the transfer is confirmed, with the way to add its UTR.
    await page.goto('#/hist')
    await expect(page.getByText(`Order ${order}`)).toBeVisible()
    const row = page.getByRole('listitem').filter({ hasText: `Order ${order}` })
    await expect(row.getByText('Unpaid')).toBeVisible()
    await expect(row.getByRole('link', { name: 'Add the UTR' })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  })
})
