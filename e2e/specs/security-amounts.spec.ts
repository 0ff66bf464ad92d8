import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { fundedAccount } from '../support/resilience-api.ts'

/** Numbers a parser might take but a person did not mean (spec §5 allows plain digits only). */
const HOSTILE = ['1e21', '0x10', '12abc', '१२३', '１２３'] as const

interface AmountForm {
  readonly name: string
  readonly endpoint: string
  readonly open: (page: Page) => Promise<void>
  /** Types the value and does everything a user would to send it. */
  readonly send: (page: Page, value: string) => Promise<void>
}

const forms: readonly AmountForm[] = [
  {
    name: 'deposit',
    endpoint: 'pay/create',
    open: async (page) => {
      await page.goto('#/deposit')
    },
    send: async (page, value) => {
      await page.getByLabel('Amount (₹)').fill(value)
      await page.getByRole('button', { name: 'Continue' }).click()
      const sheet = page.getByRole('dialog', { name: 'Payment method' })
      // Should the amount pass, the user would go on and pay: that is what must not reach the server.
      if (await sheet.isVisible()) {
        await sheet.getByRole('radio', { name: 'UPI Fast Pay' }).check()
        await sheet.getByRole('button', { name: /^Pay/ }).click()
      }
    },
  },
  {
    name: 'withdraw',
    endpoint: 'payout/create',
    open: async (page) => {
      await page.goto('#/payout')
      await page.getByRole('radio').first().check()
    },
    send: async (page, value) => {
      await page.getByLabel('Amount (₹)').fill(value)
      await page.getByRole('button', { name: 'Submit' }).click()
    },
  },
  {
    name: 'trade',
    endpoint: 'trade/create',
    open: async (page) => {
      await page.goto('#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')
      await expect(page.getByLabel('Amount (₹)')).toHaveValue('')
    },
    send: async (page, value) => {
      await page.getByLabel('Amount (₹)').fill(value)
      await page.getByRole('button', { name: 'CALL' }).click()
      // Should the amount pass, the user would confirm: that is what must not reach the server.
      const sheet = page.getByRole('dialog', { name: 'Confirm your trade' })
      if (await sheet.isVisible()) await sheet.getByRole('button', { name: 'Place CALL' }).click()
    },
  },
  {
    name: 'BIT Pro',
    endpoint: 'pro/create',
    open: async (page) => {
      await page.goto('#/pro')
      await page.getByRole('button', { name: 'New investment' }).click()
    },
    send: async (page, value) => {
      const sheet = page.getByRole('dialog', { name: 'Invest in BIT Pro' })
      await sheet.getByLabel('Amount (₹)').fill(value)
      await sheet.getByRole('button', { name: 'Invest' }).click()
    },
  },
  {
    name: 'mining quantity',
    endpoint: 'mining/creat_order',
    open: async (page) => {
      await page.goto('#/buy?id=1')
      await expect(page.getByRole('heading', { name: 'Starter Rig' })).toBeVisible()
    },
    send: async (page, value) => {
      await page.getByLabel('Quantity').fill(value)
      await page.getByRole('button', { name: 'Buy' }).click()
    },
  },
]

async function settle(page: Page): Promise<void> {
  // A round-trip through the page: any request the tap started has been issued by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

test.describe('amounts that are not plain digits are refused before any request', () => {
  for (const form of forms) {
    test(`${form.name}: ${HOSTILE.join(', ')}`, async ({ page, request }) => {
      const account = await fundedAccount(page, request)
      if (form.name === 'withdraw') await account.bindBank()
      const sent: string[] = []
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === `/api/${form.endpoint}`) sent.push(r.postData() ?? '')
      })
      await form.open(page)
      for (const value of HOSTILE) {
        await form.send(page, value)
        await settle(page)
        expect(sent, `${form.name} sent "${value}"`).toEqual([])
        // The form says why (a field message or an alert), rather than doing nothing.
        await expect(
          page
            .getByText(/Invalid|invalid|3 to 12 digits|valid amount|quantity from 1 to 999/)
            .filter({ visible: true })
            .first(),
        ).toBeVisible()
        const alert = page.getByRole('alertdialog')
        if (await alert.isVisible()) await alert.getByRole('button', { name: 'OK' }).click()
      }
    })
  }

  test(`product quantity: ${HOSTILE.join(', ')} become a whole number within the limits`, async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request)
    const [product] = await account.get<{ id: number }[]>('product/list')
    const sent: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/product/buy') sent.push(r.postData() ?? '')
    })
    await page.goto(`#/buy_product?id=${product?.id}`)
    await page.getByRole('button', { name: 'Buy', exact: true }).click()
    const quantity = page.getByRole('dialog').getByRole('textbox', { name: 'Quantity' })
    // The popup opens at 1; Max shows the §9 maximum the clamp works against.
    await expect(quantity).toHaveValue('1')
    await page.getByRole('dialog').getByRole('button', { name: 'Max' }).click()
    // Read the maximum once the stepper shows it (Increase is disabled at the maximum), not at once.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    const max = Number(await quantity.inputValue())
    for (const value of HOSTILE) {
      await quantity.fill(value)
      await quantity.blur()
      const shown = await quantity.inputValue()
      expect(shown, `"${value}" became "${shown}"`).toMatch(/^[1-9]\d*$/)
      expect(Number(shown)).toBeLessThanOrEqual(max)
    }
    await settle(page)
    expect(sent).toEqual([])
  })
})
