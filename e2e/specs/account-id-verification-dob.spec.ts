import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'

test.describe('/verif date of birth', () => {
  test('is typed and shown as DD/MM/YYYY, sent as YYYYMMDD, and nothing typed is cut', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request, 'Demo Ginger')
    await signInAs(page, request, user.mob, user.password)
    await page.goto('#/verif')
    const birth = page.getByLabel('Date of birth')
    await expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // A date that does not exist is refused with the field's message, and stays as typed.
    await birth.pressSequentially('31041990')
    await expect(birth).toHaveValue('31/04/1990')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText('Enter your date of birth as DD/MM/YYYY, for example 15/01/1990'),
    ).toBeVisible()

    // A PAN longer than 10 characters is refused with a message, not cut.
    const pan = page.getByLabel('PAN')
    await pan.fill('ABCDE1234F')
    await pan.pressSequentially('Z')
    await expect(pan).toHaveValue('ABCDE1234F')
    await expect(page.getByText('At most 10 characters')).toBeVisible()

    await birth.fill('')
    await birth.pressSequentially('15011990')
    await expect(birth).toHaveValue('15/01/1990')
    await page.getByLabel('Full name').fill('Demo Ginger')
    await page.getByLabel('Address').fill('Demo Street 12')
    await page.getByLabel('PIN code').fill('560001')
    await page.getByLabel('City').fill('Bengaluru')
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/user/verification'),
    )
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(new URLSearchParams((await sent).postData() ?? '').get('birth_date')).toBe('19900115')
    // The saved record comes back from the server and is shown the way it was typed.
    await expect(page.getByText('15/01/1990', { exact: true })).toBeVisible()
  })
})
