import { expect, test } from '../support/fixtures.ts'

test.describe('switch to hd and back', () => {
  test('the language popup stores hd, reloads in Hinglish, and switches back to English', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/profile')
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Language' }).click()
    await page
      .getByRole('dialog', { name: 'Choose a language' })
      .getByRole('button', { name: 'Hinglish' })
      .click()
    // Stored, then the page reloads after 0.3 s (spec §4).
    await expect(page.getByRole('heading', { name: 'Khaata', exact: true })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hd')
    await expect(page.getByRole('button', { name: 'Baahar niklein' })).toBeVisible()

    await page.getByRole('button', { name: 'Bhasha' }).click()
    await page
      .getByRole('dialog', { name: 'Bhasha chunein' })
      .getByRole('button', { name: 'English' })
      .click()
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  })
})
