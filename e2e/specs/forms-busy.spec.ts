import { DEMO } from '../support/demo.ts'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'
import { fundedAccount, setFaults } from '../support/resilience-api.ts'

// Issue 17: no keystroke is silently dropped. While a submit is in flight (the sim holds the answer through its
// latency fault, under the app's 5 s time-out) the form's fields are read-only and the form is busy; what was
// typed stays, and when the answer comes the fields are editable again with it.
const DELAY = { latencyMs: 3_000 }

test.describe('forms while a submit is in flight', () => {
  test.afterEach(async ({ request }) => setFaults(request, {}))

  test('/login: ID and password are read-only during the sign-in, then editable with what was typed', async ({
    page,
    request,
  }) => {
    await page.goto('#/login')
    const id = page.getByLabel('User ID')
    const password = page.getByLabel('Password')
    await id.fill(DEMO.mob)
    await password.fill('wrong-pass')
    await setFaults(request, { 'user/login': DELAY })
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.locator('form[aria-busy="true"]')).toBeVisible()
    await expect(password).not.toBeEditable()
    await expect(id).not.toBeEditable()
    // Typed during the request: not taken, and visibly so (the field is read-only, focus stays in it).
    await password.click()
    await page.keyboard.type('123')
    await expect(password).toBeFocused()
    await expect(password).toHaveValue('wrong-pass')

    await expect(
      page.getByRole('status').filter({ hasText: 'Incorrect mobile number or password' }),
    ).toBeVisible()
    await expect(password).toBeEditable()
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0)
    await expect(id).toHaveValue(DEMO.mob)
    await expect(password).toHaveValue('wrong-pass')
    await password.press('End')
    await page.keyboard.type('9')
    await expect(password).toHaveValue('wrong-pass9')
  })

  test('product popup: the quantity is read-only, minus, plus and Max off while buying; exactly what was set is bought', async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request)
    const [product] = await account.get<{ id: number; title: string }[]>('product/list')
    if (!product) throw new Error('the sim lists no products')
    await page.goto(`#/buy_product?id=${product.id}`)
    const buy = page.getByRole('button', { name: 'Buy', exact: true })
    await expect(buy).toBeEnabled()
    await buy.click()
    const sheet = page.getByRole('dialog')
    const quantity = sheet.getByRole('textbox', { name: 'Quantity' })
    await sheet.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(quantity).toHaveValue('2')
    await setFaults(request, { 'product/buy': DELAY })
    await sheet.getByRole('button', { name: 'Confirm purchase' }).click()

    await expect(sheet.locator('form[aria-busy="true"]')).toBeVisible()
    // Read-only, not disabled: readable, and focus can stay in it.
    await expect(quantity).toHaveAttribute('readonly')
    await expect(quantity).toBeEnabled()
    for (const name of ['Decrease quantity', 'Increase quantity', 'Max'])
      await expect(sheet.getByRole('button', { name })).toBeDisabled()
    await quantity.click()
    await page.keyboard.type('5')
    await expect(quantity).toBeFocused()
    await expect(quantity).toHaveValue('2')

    const result = page.getByRole('alertdialog', { name: 'Success' })
    await expect(result).toBeVisible()
    await result.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('You hold 2')).toBeVisible()
  })

  test('/buy: the quantity is read-only while ordering, and the order is for the quantity typed', async ({
    page,
    request,
  }) => {
    await fundedAccount(page, request)
    await page.goto('#/buy?id=1')
    const quantity = page.getByLabel('Quantity')
    await quantity.fill('2')
    await setFaults(request, { 'mining/creat_order': DELAY })
    await page.getByRole('button', { name: 'Buy' }).click()

    await expect(page.locator('form[aria-busy="true"]')).toBeVisible()
    await expect(quantity).toHaveAttribute('readonly')
    await expect(quantity).toBeEnabled()
    await quantity.click()
    await page.keyboard.type('5')
    await expect(quantity).toBeFocused()
    await expect(quantity).toHaveValue('2')

    await expect(page.getByRole('alertdialog')).toContainText('Order placed: 2 × Starter Rig')
  })

  test('/bind_card: every field is read-only while binding, and the account bound is the one typed', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request)
    const session = await signInAs(page, request, user.mob, user.password)
    await page.goto('#/bind_card')
    const account = page.getByLabel('Account number')
    const bankName = page.getByLabel('Bank name')
    const number = `6${Date.now()}`.slice(0, 14)
    await account.fill(number)
    await page.getByLabel('IFSC code').fill('DEMO0000001')
    await bankName.fill('Sample Bank')
    await setFaults(request, { 'bank/create': DELAY })
    await page.getByRole('button', { name: 'Submit' }).click()

    await expect(page.locator('form[aria-busy="true"]')).toBeVisible()
    for (const field of [account, page.getByLabel('IFSC code'), bankName])
      await expect(field).not.toBeEditable()
    await bankName.click()
    await page.keyboard.type(' of India')
    await expect(bankName).toHaveValue('Sample Bank')

    await expect(page.getByRole('status').filter({ hasText: 'Bank account bound' })).toBeVisible()
    const banks = (await (
      await request.get('../api/bank/list', { headers: { token: session.token } })
    ).json()) as { data: { bank_account: string; bank_name: string }[] }
    expect(banks.data).toEqual([expect.objectContaining({ bank_account: number, bank_name: 'Sample Bank' })])
  })
})
