import { expect, type Locator, type Page } from '@playwright/test'
import { advanceClock, type SimAccount } from './resilience-api.ts'

const NETWORK = () => 'Network error occurred'

/**
 * A buy or sell whose outcome is unknown shows 'Network error occurred' (the product trade machine showed the
 * failure's own text, e.g. 'product/buy took longer than 5000 ms', until recently: both are deliberate), never
 * the §8 'Purchase failed' / 'Sale failed', which say the trade did not happen.
 */
const productFailure = (endpoint: string) => () =>
  new RegExp(`Network error occurred|${endpoint} (answered HTTP 500|took longer than 5000 ms|failed: )`)

const retryFromResult = async (page: Page) => {
  await page.getByRole('alertdialog', { name: 'Failed' }).getByRole('button', { name: 'Retry' }).click()
}

/** One money action of the app, driven as a user would, with what the server counts of it. */
export interface MoneyAction {
  readonly name: string
  /** API path of its POST, without `/api/`. */
  readonly endpoint: string
  /**
   * `prepare` moves the sim clock (a day of profit): each case runs on a sim of its own (`ownSim`), so the
   * worker's shared sim keeps this week's demo world for whatever runs after it.
   */
  readonly movesClock?: true
  /** Arranges the account (a position to sell, an investment to transfer); returns a value for `open`. */
  readonly prepare?: (account: SimAccount) => Promise<number>
  /** Opens the screen and gets everything ready for the final tap. */
  readonly open: (page: Page, arranged: number) => Promise<void>
  /** The control whose tap sends the request. */
  readonly submit: (page: Page) => Locator
  /** Gets back to the final tap after a failure message was dismissed (the form usually stays). */
  readonly again?: (page: Page) => Promise<void>
  /**
   * The message of a failed request whose outcome is unknown (HTTP 500, time-out, offline, an answer that
   * could not be read), spec §8.
   */
  readonly failure: () => string | RegExp
  /** Sends the failed request again from the failure message itself, when the screen offers that. */
  readonly retry?: (page: Page) => Promise<void>
  /** How a status-0 answer with `info` reads. */
  readonly rejected: (info: string) => string | RegExp
  /** Waits until the user sees the action succeed. */
  readonly succeeded: (page: Page) => Promise<void>
  /** Dismisses whatever message the action showed (alerts need OK; toasts go by themselves). */
  readonly dismiss: (page: Page) => Promise<void>
  /** The server's count of what this action creates (orders, ledger lines …). */
  readonly count: (account: SimAccount) => Promise<number>
}

const alertText = (page: Page) => page.getByRole('alertdialog')
const okAlert = async (page: Page) => {
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
}
const ledger = async (account: SimAccount) => (await account.get<unknown[]>('user/settlement')).length

async function firstProductId(account: SimAccount): Promise<number> {
  const products = await account.get<{ id: number }[]>('product/list')
  const first = products[0]
  if (!first) throw new Error('The sim has no products')
  return first.id
}

async function openProductPopup(page: Page, mode: 'Buy' | 'Sell'): Promise<void> {
  await page.getByRole('button', { name: mode, exact: true }).click()
  const quantity = page.getByRole('dialog').getByRole('textbox', { name: 'Quantity' })
  await quantity.fill('1')
  await quantity.blur()
  await expect(quantity).toHaveValue('1')
}

const productResult = (page: Page) => page.getByRole('alertdialog')

/**
 * What a sale is, from the product screen or /position's quick Sell: the same request, the same result popup
 * with Retry, and the same counting.
 */
const SALE = {
  endpoint: 'product/sell',
  retry: retryFromResult,
  // §8: a refused sale reads 'Sale failed' whatever the server says.
  rejected: () => 'Sale failed',
  succeeded: async (page: Page) => {
    await expect(productResult(page)).toContainText('Product sold successfully')
  },
  dismiss: okAlert,
  count: async (account: SimAccount) =>
    (await account.get<unknown[]>('product/transaction_list', { status: 2 })).length,
} satisfies Partial<MoneyAction>

export const moneyActions: readonly MoneyAction[] = [
  {
    name: 'product buy',
    endpoint: 'product/buy',
    prepare: firstProductId,
    open: async (page, id) => {
      await page.goto(`#/buy_product?id=${id}`)
      await expect(page.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled()
      await openProductPopup(page, 'Buy')
    },
    submit: (page) => page.getByRole('dialog').getByRole('button', { name: 'Confirm purchase' }),
    again: (page) => openProductPopup(page, 'Buy'),
    retry: retryFromResult,
    failure: productFailure('product/buy'),
    rejected: (info) => info,
    succeeded: async (page) => {
      await expect(productResult(page)).toContainText('Purchase successful')
    },
    dismiss: okAlert,
    count: async (account) =>
      (await account.get<unknown[]>('product/transaction_list', { status: 1 })).length,
  },
  {
    name: 'product sell',
    ...SALE,
    prepare: async (account) => {
      const id = await firstProductId(account)
      await account.postOk('product/buy', { product_id: id, quantity: 1 })
      return id
    },
    open: async (page, id) => {
      await page.goto(`#/buy_product?id=${id}`)
      await expect(page.getByText('You hold 1')).toBeVisible()
      await openProductPopup(page, 'Sell')
    },
    submit: (page) => page.getByRole('dialog').getByRole('button', { name: 'Confirm sale' }),
    again: (page) => openProductPopup(page, 'Sell'),
    failure: productFailure('product/sell'),
  },
  {
    // /position's quick Sell: the whole position from the list, after its confirm (the same result popup and
    // the same unknown-outcome handling as a sale on the product screen).
    name: 'position quick sell',
    ...SALE,
    prepare: async (account) => {
      await account.postOk('product/buy', { product_id: await firstProductId(account), quantity: 1 })
      return 0
    },
    open: async (page) => {
      await page.goto('#/position')
      await openQuickSellConfirm(page)
    },
    submit: (page) =>
      page.getByRole('alertdialog', { name: 'Sell this position?' }).getByRole('button', { name: 'Sell' }),
    again: openQuickSellConfirm,
    failure: NETWORK,
  },
  {
    name: 'deposit',
    endpoint: 'pay/create',
    open: async (page) => {
      await page.goto('#/deposit')
      await expect(page.getByLabel('Amount (₹)')).toHaveValue('600')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page
        .getByRole('dialog', { name: 'Payment method' })
        .getByRole('radio', { name: 'UPI Fast Pay' })
        .check()
    },
    submit: (page) =>
      page.getByRole('dialog', { name: 'Payment method' }).getByRole('button', { name: 'Pay ₹600.00' }),
    failure: () => 'Transaction failed. Please try again.',
    rejected: (info) => info,
    // A channel deposit leaves for the payment page.
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/pay\/D\d+\?exp=\d+&sig=[0-9a-f]{64}$/)
    },
    dismiss: okAlert,
    count: async (account) => (await account.get<unknown[]>('pay/list')).length,
  },
  {
    name: 'withdraw',
    endpoint: 'payout/create',
    prepare: async (account) => {
      await account.bindBank()
      return 0
    },
    open: async (page) => {
      await page.goto('#/payout')
      await expect(page.getByText('₹50,000.00')).toBeVisible()
      await page.getByLabel('Amount (₹)').fill('500')
      await page.getByRole('radio').first().check()
    },
    submit: (page) => page.getByRole('button', { name: 'Submit' }),
    failure: () => 'Request failed. Please try again.',
    rejected: (info) => info,
    // A withdrawal the server took shows its result popup (reference, amount, fee).
    succeeded: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Withdrawal submitted' })).toBeVisible()
    },
    // Its failures are toasts, which go by themselves.
    dismiss: async () => {},
    count: async (account) => (await account.get<unknown[]>('payout/list')).length,
  },
  {
    name: 'trade',
    endpoint: 'trade/create',
    open: async (page) => {
      await page.goto('#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')
      const amount = page.getByLabel('Amount (₹)')
      // The field starts empty (no prefill).
      await expect(amount).toHaveValue('')
      await amount.fill('250')
      // CALL opens the confirmation; its Place button sends the order.
      await page.getByRole('button', { name: 'CALL' }).click()
      await expect(page.getByRole('dialog', { name: 'Confirm your trade' })).toBeVisible()
    },
    submit: (page) =>
      page.getByRole('dialog', { name: 'Confirm your trade' }).getByRole('button', { name: 'Place CALL' }),
    // After a failure the confirmation stays open, so the same order is sent again from it.
    failure: () =>
      /Network error occurred|trade\/create (answered HTTP 500|took longer than 5000 ms|failed: |answered a body)/,
    rejected: (info) => info,
    succeeded: async (page) => {
      // No "Order placed" alert: the placed order is shown on the form.
      await expect(page.getByRole('region', { name: 'CALL placed' })).toBeVisible()
    },
    dismiss: async (page) => {
      const alert = page.getByRole('alertdialog')
      if (await alert.isVisible()) await okAlert(page)
    },
    count: async (account) => (await account.get<unknown[]>('trade/list', { status: 0 })).length,
  },
  {
    name: 'invest',
    endpoint: 'pro/create',
    open: async (page) => {
      await page.goto('#/pro')
      await page.getByRole('button', { name: 'New investment' }).click()
      const sheet = page.getByRole('dialog', { name: 'Invest in BIT Pro' })
      await sheet.getByRole('button', { name: '₹6,000.00' }).click()
      await expect(sheet.getByLabel('Amount (₹)')).toHaveValue('6000')
    },
    submit: (page) =>
      page.getByRole('dialog', { name: 'Invest in BIT Pro' }).getByRole('button', { name: 'Invest' }),
    failure: NETWORK,
    rejected: (info) => info,
    succeeded: async (page) => {
      await expect(alertText(page)).toContainText('Investment created')
    },
    dismiss: okAlert,
    count: async (account) => (await account.get<unknown[]>('pro/list')).length,
  },
  {
    name: 'transfer principal',
    endpoint: 'pro/transfer',
    prepare: createInvestment,
    open: async (page, id) => {
      await page.goto(`#/pro_detail?id=${id}`)
      await openPrincipalConfirm(page)
    },
    submit: (page) => page.getByRole('alertdialog').getByRole('button', { name: 'Transfer anyway' }),
    again: openPrincipalConfirm,
    failure: NETWORK,
    rejected: (info) => info,
    succeeded: async (page) => {
      await expect(alertText(page)).toContainText('Principal transferred')
    },
    dismiss: okAlert,
    count: ledger,
  },
  {
    name: 'transfer profit',
    endpoint: 'pro/transfer_amount',
    movesClock: true,
    prepare: async (account) => {
      const id = await createInvestment(account)
      // Profit accrues by the hour: a day of it is there to transfer.
      await advanceClock(account.request, 24 * 3_600_000)
      return id
    },
    open: async (page, id) => {
      await page.goto(`#/pro_detail?id=${id}`)
      await expect(page.getByRole('button', { name: 'Transfer profit' })).toBeEnabled()
    },
    submit: (page) => page.getByRole('button', { name: 'Transfer profit' }),
    failure: NETWORK,
    rejected: (info) => info,
    succeeded: async (page) => {
      await expect(alertText(page)).toContainText('Profit transferred')
    },
    dismiss: okAlert,
    count: ledger,
  },
  {
    name: 'mining order',
    endpoint: 'mining/creat_order',
    open: async (page) => {
      await page.goto('#/buy?id=1')
      await expect(page.getByRole('heading', { name: 'Starter Rig' })).toBeVisible()
      await page.getByLabel('Quantity').fill('1')
    },
    submit: (page) => page.getByRole('button', { name: 'Buy' }),
    failure: NETWORK,
    rejected: (info) => info,
    succeeded: async (page) => {
      await expect(alertText(page)).toContainText('Order placed: 1 × Starter Rig')
    },
    dismiss: okAlert,
    count: ledger,
  },
]

async function createInvestment(account: SimAccount): Promise<number> {
  await account.postOk('pro/create', { amount: '6000' })
  const list = await account.get<{ id: number }[]>('pro/list')
  const newest = list.reduce((a, b) => (b.id > a.id ? b : a))
  return newest.id
}

async function openQuickSellConfirm(page: Page): Promise<void> {
  // The fresh account holds the one position bought in `prepare`.
  await page.getByRole('button', { name: /^Sell all 1 of / }).click()
  await expect(page.getByRole('alertdialog', { name: 'Sell this position?' })).toBeVisible()
}

async function openPrincipalConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Transfer principal' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Transfer the principal?' })).toBeVisible()
}
