import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import {
  BUY_POPUP,
  BUY_POPUP_OPENED,
  BUY_POPUP_PRICE_CHANGED,
  BUY_POPUP_ROUNDED,
  BUY_POPUP_SHORT,
  PRODUCT_DETAIL,
  SELL_POPUP,
  SELL_POPUP_PRICE_CHANGED,
} from './fixtures.ts'
import { recentTrends } from './price-history.tsx'
import { ProductTradeView, type ProductTradeViewProps } from './product-trade-view.tsx'

addCatalogue('hi', hi)

function setup(props: Partial<ProductTradeViewProps> = {}, locale: 'en' | 'hd' | 'hi' = 'en') {
  const handlers = {
    onBack: vi.fn(),
    onReload: vi.fn(),
    onBuy: vi.fn(),
    onSell: vi.fn(),
    onQuantityChange: vi.fn(),
    onMax: vi.fn(),
    onConfirm: vi.fn(),
    onClosePopup: vi.fn(),
    onResultOk: vi.fn(),
  }
  renderView(
    <ProductTradeView
      load={{ status: 'success', product: PRODUCT_DETAIL }}
      held={2}
      ready
      popup={null}
      result={null}
      {...handlers}
      {...props}
    />,
    { locale },
  )
  return handlers
}

describe('ProductTradeView', () => {
  afterEach(() => vi.useRealTimers())

  it('shows name, price, sold count, description and the price history with trends, in India time', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T12:00:00+05:30'))
    setup()
    expect(screen.getByRole('heading', { name: 'Basmati Rice 5 kg', level: 2 })).toBeTruthy()
    const price = screen.getByText('Price').nextElementSibling?.querySelector('[data-money]')
    expect(price?.textContent).toBe('₹650.00')
    expect(screen.getByText('1204')).toBeTruthy()
    expect(screen.getByText(/Aged long-grain basmati/)).toBeTruthy()
    const rows = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Today, 10:00 am₹650.00up',
      'Yesterday, 10:00 am₹648.00unchanged',
      '20 Nov 2026, 10:00 am₹648.00down',
      '19 Nov 2026, 10:00 am₹655.00up',
      '18 Nov 2026, 10:00 am₹640.00',
    ])
    // Every price is a Money element; each trend is a line icon with its word for screen readers.
    for (const row of rows) expect(row.querySelector('[data-money]')).toBeTruthy()
    expect(rows[0]?.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
  })

  it.each([
    ['hd', 'Bik gaye', 'Haal ke daam', 'Khareedein'],
    ['hi', 'बिके', 'हाल के दाम', 'ख़रीदें'],
  ] as const)('reads in %s: "sold" is not the English word "Bike"', (locale, sold, history, buy) => {
    setup({}, locale)
    expect(screen.getByText(sold)).toBeTruthy()
    expect(screen.queryByText('Bike')).toBeNull()
    expect(screen.getByRole('heading', { name: history })).toBeTruthy()
    expect(screen.getByRole('button', { name: buy })).toBeTruthy()
  })

  it('names the product in text under a picture fitted to a fixed square box', () => {
    setup({ load: { status: 'success', product: { ...PRODUCT_DETAIL, image: '/img/products/1.svg' } } })
    const image = document.querySelector('img.product__image')
    expect(image?.getAttribute('alt')).toBe('')
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['160', '160'])
    expect(screen.getByRole('heading', { name: 'Basmati Rice 5 kg', level: 2 })).toBeTruthy()
  })

  it('reports Buy and Sell, and holds them until the wallet is known', () => {
    const { onBuy, onSell } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
    expect(onBuy).toHaveBeenCalledOnce()
    expect(onSell).toHaveBeenCalledOnce()
  })

  it('disables Buy and Sell while not ready', () => {
    setup({ ready: false })
    expect(screen.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true)
  })

  it('opens the buy popup at 1 with a Max control that reports a tap', () => {
    const { onMax } = setup({ popup: BUY_POPUP_OPENED })
    const sheet = within(screen.getByRole('dialog', { name: 'Buy Basmati Rice 5 kg' }))
    expect(sheet.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('1')
    expect(sheet.getByText('Up to 3')).toBeTruthy()
    fireEvent.click(sheet.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledOnce()
    expect(sheet.getByText('Total').parentElement?.textContent).toBe('Total₹650.00')
  })

  it('the lines above Total add up to it, to the paisa, even with whole-rupee points', () => {
    setup({ popup: BUY_POPUP_ROUNDED })
    const sheet = within(screen.getByRole('dialog'))
    const amount = (label: string) =>
      Math.round(
        Number(sheet.getByText(label).nextElementSibling?.textContent?.replace(/[^0-9.]/g, '')) * 100,
      )
    expect(sheet.getByText('From balance').parentElement?.textContent).toBe('From balance₹99.50')
    expect(sheet.getByText('From points').parentElement?.textContent).toBe('From points₹1,141.00')
    expect(amount('From balance') + amount('From points')).toBe(amount('Total'))
    for (const row of sheet.getAllByRole('definition')) expect(row.querySelector('[data-money]')).toBeTruthy()
    expect(amount('Total')).toBe(124050)
  })

  it('with too little money: the shortfall, a link to /deposit, and Confirm disabled', () => {
    const { onConfirm } = setup({ popup: BUY_POPUP_SHORT })
    const sheet = within(screen.getByRole('dialog'))
    expect(sheet.getByText('Not covered').parentElement?.textContent).toBe('Not covered₹579.50')
    expect(sheet.getByRole('status').textContent).toContain('Your balance and points are short of the total.')
    expect(sheet.getByRole('link', { name: 'Add money' }).getAttribute('href')).toMatch(/\/deposit$/)
    const confirm = sheet.getByRole('button', { name: 'Confirm purchase' })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    // No 'Up to 1': one cannot be paid. Max is already the quantity (1): nothing more to set.
    expect(sheet.queryByText(/^Up to/)).toBeNull()
    expect(sheet.getByRole('button', { name: 'Max' }).hasAttribute('disabled')).toBe(true)
  })

  it('keeps Buy and Sell in a footer after the description (sticky in CSS)', () => {
    setup()
    const buy = screen.getByRole('button', { name: 'Buy' })
    const footer = buy.closest('.product__actions')
    expect(footer).not.toBeNull()
    expect(footer?.contains(screen.getByRole('button', { name: 'Sell' }))).toBe(true)
    const description = screen.getByText(/Aged long-grain basmati/)
    expect(description.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows the buy popup after Max with the quantity and the balance/points split', () => {
    const { onConfirm, onQuantityChange } = setup({ popup: BUY_POPUP })
    const sheet = within(screen.getByRole('dialog', { name: 'Buy Basmati Rice 5 kg' }))
    expect(sheet.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('3')
    expect(sheet.getByRole('button', { name: 'Increase quantity' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(sheet.getByRole('button', { name: 'Decrease quantity' }))
    expect(onQuantityChange).toHaveBeenCalledWith(2)
    const totals = sheet.getByText('Total').parentElement?.textContent
    expect(totals).toBe('Total₹1,950.00')
    expect(sheet.getByText('From balance').parentElement?.textContent).toBe('From balance₹1,500.00')
    expect(sheet.getByText('From points').parentElement?.textContent).toBe('From points₹450.00')
    expect(sheet.queryByText('Not covered')).toBeNull()
    expect(sheet.queryByRole('link', { name: 'Add money' })).toBeNull()
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm purchase' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  // Issue 17: the one rule of forms in flight: read-only (readable, focus kept), not disabled.
  it.each([
    ['buy', BUY_POPUP, 'Confirm purchase'],
    ['sell', SELL_POPUP, 'Confirm sale'],
  ] as const)(
    'while the %s is in flight: the quantity is read-only in a busy form, its controls off',
    async (_, popup, confirm) => {
      const user = userEvent.setup()
      const { onQuantityChange, onMax, onConfirm } = setup({ popup: { ...popup, quantity: 2, busy: true } })
      const sheet = within(screen.getByRole('dialog'))
      const quantity = sheet.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' })
      expect(quantity.readOnly).toBe(true)
      expect(quantity.disabled).toBe(false)
      expect(quantity.value).toBe('2')
      expect(quantity.closest('form')?.getAttribute('aria-busy')).toBe('true')
      for (const name of ['Decrease quantity', 'Increase quantity', 'Max']) {
        expect(sheet.getByRole<HTMLButtonElement>('button', { name }).disabled, name).toBe(true)
      }
      expect(sheet.getByRole('button', { name: confirm }).getAttribute('aria-busy')).toBe('true')
      await user.type(quantity, '3{Enter}')
      await user.click(sheet.getByRole('button', { name: confirm }))
      expect(quantity.value).toBe('2')
      expect(onQuantityChange).not.toHaveBeenCalled()
      expect(onMax).not.toHaveBeenCalled()
      expect(onConfirm).not.toHaveBeenCalled()
    },
  )

  it('Enter in the quantity commits the number and never confirms', async () => {
    const user = userEvent.setup()
    const { onQuantityChange, onConfirm } = setup({ popup: BUY_POPUP_OPENED })
    const quantity = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '2{Enter}')
    expect(onQuantityChange).toHaveBeenLastCalledWith(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('shows the sell popup with the proceeds split', () => {
    setup({ popup: SELL_POPUP })
    const sheet = within(screen.getByRole('dialog', { name: 'Sell Basmati Rice 5 kg' }))
    expect(sheet.getByText('To balance').parentElement?.textContent).toBe('To balance₹1,000.00')
    expect(sheet.getByText('To points').parentElement?.textContent).toBe('To points₹300.00')
    expect(sheet.getByRole('button', { name: 'Confirm sale' })).toBeTruthy()
  })

  it('a changed price: the popup says so with both prices, shows the new total and asks again', () => {
    const { onConfirm } = setup({ popup: BUY_POPUP_PRICE_CHANGED })
    const sheet = within(screen.getByRole('dialog', { name: 'Buy Basmati Rice 5 kg' }))
    const notice = sheet.getByRole('alert')
    expect(notice.textContent).toBe(
      'The price changed from ₹650.00 to ₹662.40. Nothing was charged. Check the new total and confirm again.',
    )
    // Both prices are Money amounts inside the sentence.
    expect(notice.querySelectorAll('[data-money]')).toHaveLength(2)
    expect(sheet.getByText('Unit price').parentElement?.textContent).toBe('Unit price₹662.40')
    expect(sheet.getByText('Total').parentElement?.textContent).toBe('Total₹1,324.80')
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm purchase' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it.each([
    ['hd', 'Daam ₹650.00 se badalkar ₹641.10 ho gaya. Kuchh nahin bika.'],
    ['hi', 'दाम ₹650.00 से बदलकर ₹641.10 हो गया। कुछ नहीं बिका।'],
  ] as const)('a changed sale price reads in %s', (locale, text) => {
    setup({ popup: SELL_POPUP_PRICE_CHANGED }, locale)
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain(text)
  })

  it('no price notice when the price is the one first shown', () => {
    setup({ popup: BUY_POPUP })
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull()
  })

  it('the popup closed mid-trade: the page says the trade is under way, Buy and Sell wait', () => {
    setup({ ready: false, pending: 'sell' })
    expect(screen.queryByRole('dialog')).toBeNull()
    const status = screen.getByText('Your sale is being made. Its outcome will show here.')
    expect(status.getAttribute('role')).toBe('status')
    expect(screen.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Sell' }).hasAttribute('disabled')).toBe(true)
  })

  it('shows the result popup with OK', () => {
    const { onResultOk } = setup({ result: { ok: false, message: 'Sale failed' } })
    const dialog = screen.getByRole('alertdialog', { name: 'Failed' })
    expect(dialog.textContent).toContain('Sale failed')
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(onResultOk).toHaveBeenCalledOnce()
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('offers Retry on a failure whose outcome is unknown', () => {
    const onResultRetry = vi.fn()
    setup({ result: { ok: false, message: 'Network error occurred', canRetry: true }, onResultRetry })
    const dialog = screen.getByRole('alertdialog', { name: 'Failed' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(onResultRetry).toHaveBeenCalledOnce()
  })

  it('shows a skeleton while loading and Retry on error', () => {
    const { onReload } = setup({ load: { status: 'error' }, ready: false })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onReload).toHaveBeenCalledOnce()
  })

  it('keeps only the most recent prices', () => {
    const history = Array.from({ length: 12 }, (_, i) => ({
      createdAt: `2026-11-${String(i + 10).padStart(2, '0')} 10:00:00`,
      price: PRODUCT_DETAIL.price,
    }))
    const rows = recentTrends(history)
    expect(rows).toHaveLength(8)
    expect(rows[0]?.createdAt).toBe('2026-11-21 10:00:00')
  })
})
