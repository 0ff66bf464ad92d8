import { expect, test } from '../support/fixtures.ts'
import { moneyActions } from '../support/resilience-actions.ts'
import { fundedAccount, type SimAccount, setFaults, toPaise } from '../support/resilience-api.ts'
import { expectKeyedRepeats, faults, recordMoneyPosts } from '../support/resilience-faults.ts'

// Faults are injected on purpose: the failed requests are logged by the browser. CSP violations still fail.
test.use({ allowConsoleErrors: true })

/** The /profile asset card shows what the server holds, once the app has recovered. */
async function expectScreenMatchesServer(page: import('@playwright/test').Page, account: SimAccount) {
  await page.goto('#/profile')
  await page.reload()
  const server = await account.wallet()
  const shown = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd')
  for (const [label, value] of [
    ['Balance', server.balance],
    ['Salary balance', server.salary],
    ['Points', server.integral],
  ] as const) {
    await expect(shown(label)).toHaveText(/₹/)
    expect(toPaise(await shown(label).textContent()), `${label} on /profile`).toBe(value)
  }
}

for (const action of moneyActions) {
  test.describe(action.name, () => {
    if (action.movesClock) {
      test.use({ ownSim: true })
      // A sim of its own starts cold: its first screens are slower on a busy machine.
      test.describe.configure({ timeout: 60_000 })
    }
    for (const fault of faults) {
      test(`${fault.name}: the right message, keyed repeats, one action, balances as the server's`, async ({
        page,
        context,
        request,
      }) => {
        await setFaults(request, {})
        const account = await fundedAccount(page, request)
        const arranged = (await action.prepare?.(account)) ?? 0
        const sent = recordMoneyPosts(page, action)
        await action.open(page, arranged)
        const before = await action.count(account)

        const performed = await fault.run({ page, context, request, action, account, before })

        expect(sent.length, 'the tap sent the request').toBeGreaterThan(0)
        expectKeyedRepeats(sent, fault.sameKeyOnRepeat)
        expect(await action.count(account), 'the server acted exactly as often as the user asked').toBe(
          before + performed,
        )
        await expectScreenMatchesServer(page, account)
      })
    }
  })
}
