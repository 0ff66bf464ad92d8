import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('deposit through bank transfer', () => {
  test('picks an amount, chooses Bank Transfer and gets the account to pay with a chat link', async ({
    signedInPage: page,
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
    await expect(page.getByText('mandi@hdfcbank')).toBeVisible()
    await expect(page.getByText('Mandi Trading Pvt Ltd')).toBeVisible()
    await expect(page.getByText('HDFC0001234')).toBeVisible()
    await expect(page.getByText(order, { exact: true })).toBeVisible()

    const chat = page.getByRole('link', { name: 'Send details on WhatsApp' })
    const href = new URL((await chat.getAttribute('href')) ?? '')
    expect(href.hostname).toBe('wa.me')
    expect(href.pathname).toMatch(/^\/91980000000[1-3]$/)
    const text = href.searchParams.get('text') ?? ''
    expect(text).toContain('₹3,000.00')
    expect(text).toContain(order)

    await page.getByRole('button', { name: 'Copy' }).nth(2).click()
    await expect(page.getByRole('alertdialog')).toContainText('Copied successfully')
    await page.getByRole('button', { name: 'OK' }).click()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // The order is listed as Unpaid until the transfer is confirmed.
    await page.goto('#/hist')
    await expect(page.getByText(`Order ${order}`)).toBeVisible()
  })
})
