import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { advanceClock, fundedAccount } from '../support/resilience-api.ts'

const DAY = 24 * 3_600_000

test.describe('My plans (issue 26)', () => {
  // It moves the sim clock (days or hours): a sim of its own, so the shared one keeps this week's demo world.
  test.use({ ownSim: true })
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 120_000 })

  test('buy a plan, move the sim clock a day: the income shows on My plans and in the statement', async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request, 5000)

    // From the profile's quick access: no plans yet, and the next step is the plans on offer.
    await page.goto('#/profile')
    await expect(page.getByRole('navigation', { name: 'Quick access' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Quick access' })
      .getByRole('link', { name: 'My plans' })
      .click()
    await expect(page.getByRole('heading', { name: 'My plans' })).toBeVisible()
    await expect(page.getByText('You have no mining plans yet')).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'See the plans on offer' }).click()
    await expect(page).toHaveURL(/#\/home$/)
    await page.getByRole('link', { name: /Starter Rig/ }).click()

    await expect(page.getByRole('heading', { name: 'Starter Rig' })).toBeVisible()
    await page.getByLabel('Quantity').fill('2')
    await page.getByRole('button', { name: 'Buy' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await page.getByRole('link', { name: 'My plans' }).click()

    const plan = page.getByRole('article', { name: 'Starter Rig × 2' })
    const fact = (term: string) => plan.locator('dt', { hasText: term }).locator('+ dd')
    await expect(plan).toContainText('Active')
    await expect(fact('Cost')).toHaveText('₹1,200.00')
    await expect(fact('Earned so far')).toHaveText('₹0.00 of ₹126.00')
    await expect(fact('Days left')).toHaveText('7 of 7')
    await expect(fact('Next credit')).toContainText('₹18.00, ')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // The sim's back office pays the first day's income when its clock passes the whole day.
    await advanceClock(request, DAY + 60_000)
    await page.reload()
    await expect(fact('Earned so far')).toHaveText('₹18.00 of ₹126.00')
    await expect(fact('Days left')).toHaveText('6 of 7')
    expect((await account.wallet()).balance).toBe(380_000 + 1800)

    await page.goto('#/settlement')
    const line = page.getByRole('listitem').filter({ hasText: 'Mining income, Starter Rig' })
    await expect(line).toHaveCount(1)
    await expect(line).toContainText('₹18.00')
  })
})
