import type { APIRequestContext } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { type FreshUser, registerFreshUser, signInAs } from '../support/fresh-user.ts'
import { SimAccount } from '../support/resilience-api.ts'

/** Signs a user in through the API only (the page stays the inviter's). */
async function accountOf(request: APIRequestContext, user: FreshUser): Promise<SimAccount> {
  const response = await request.post('../api/user/login', {
    form: { mob: user.mob, pass_word: user.password, finger_login: '', token: '', tp: '1' },
  })
  const body = (await response.json()) as {
    data: { id: number; name: string; token: string; code: string }
  }
  return new SimAccount(request, body.data.token, { ...body.data, mob: user.mob })
}

test.describe('invitation rewards', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a friend registers with the user’s code and deposits: the user sees the reward on /reward and in the statement', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request, 'Demo Holly')
    const session = await signInAs(page, request, user.mob, user.password)
    const inviter = new SimAccount(request, session.token, session)
    const friendUser = await registerFreshUser(request, 'Demo Pine', { inviteCode: session.code })
    const friend = await accountOf(request, friendUser)
    // ₹1,234 paid on the payment page; 5 % (invite_reward) is ₹61.70, paid by the back office.
    await friend.deposit(1234)
    await expect.poll(async () => (await inviter.get<unknown[]>('reward/last_ten')).length).toBe(1)

    await page.goto('#/share')
    await expect(page.getByText(/^You get 5% of the first deposit of each friend/)).toBeVisible()
    await page.getByRole('link', { name: 'Invitation rewards' }).click()
    await expect(page.getByRole('heading', { name: 'Invitation rewards' })).toBeVisible()
    await expect(page.getByText(/^You get 5% of the first deposit of each friend/)).toBeVisible()
    const reward = page.locator('main li', { hasText: 'Demo Pine' })
    await expect(reward).toContainText(`UID ${friend.session.code}`)
    await expect(reward).toContainText('+₹61.70')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.getByRole('link', { name: 'Open the account statement' }).click()
    await expect(page).toHaveURL(/#\/center$/)
    const line = page.locator('main li', { hasText: 'Invitation reward' })
    await expect(line).toHaveCount(1)
    await expect(line).toContainText('₹61.70')
  })
})
