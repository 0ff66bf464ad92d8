import { rupees } from '@mandi/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { TradeConfirmSheet } from './trade-confirm-sheet.tsx'
import { TradeResultView, type TradeResultViewProps } from './trade-result-view.tsx'
import { PLACED_CALL, SETTLED_RIGHT, SETTLED_WRONG } from './trading-fixtures.ts'

/** The result's own live line (the feedback host has a status region too). */
const outcome = () => within(screen.getByRole('region', { name: /placed$/ })).getByRole('status').textContent
const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
const props = (over: Partial<TradeResultViewProps> = {}): TradeResultViewProps => ({
  phase: 'open',
  placed: PLACED_CALL,
  remainingMs: 42_000,
  settled: null,
  ordersHref: '/recods?code=btcusdt',
  ...over,
})

describe('TradeResultView', () => {
  it('shows direction, amount, entry price, settle time (India time) and the countdown', () => {
    renderView(<TradeResultView {...props()} />)
    expect(screen.getByRole('heading', { name: 'CALL placed' })).toBeTruthy()
    expect(value('Amount')).toBe('₹100.00')
    expect(value('Entry price')).toBe('65,123.45')
    expect(value('Settles at')).toBe('2:06:10 pm')
    expect(screen.getByRole('timer').textContent).toBe('0:42')
    expect(value('If right, you get back')).toBe('₹115.00')
    expect(outcome()).toBe('')
  })

  it('says it is checking once the minute is over, then the settled outcome', () => {
    const { rerender } = renderView(<TradeResultView {...props({ phase: 'checking', remainingMs: 0 })} />)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(outcome()).toBe('Checking the result…')
    rerender(<TradeResultView {...props({ phase: 'settled', remainingMs: 0, settled: SETTLED_RIGHT })} />)
    expect(outcome()).toBe('Right: ₹115.00 paid back to your balance')
    expect(value('Close price')).toBe('65,140.2')
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/recods?code=btcusdt')
    rerender(<TradeResultView {...props({ phase: 'settled', remainingMs: 0, settled: SETTLED_WRONG })} />)
    expect(outcome()).toBe('Wrong: nothing back, the ₹100.00 is lost')
  })

  it('without the server data: no entry price row, the settle time from this device, a pointer to My orders', () => {
    renderView(
      <TradeResultView
        {...props({
          phase: 'unfollowed',
          placed: {
            info: 'Order placed',
            serial: 1,
            direction: 'put',
            amount: rupees(250),
            ratePercent: 15,
            deadline: Date.UTC(2026, 10, 22, 8, 36, 10),
          },
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'PUT placed' })).toBeTruthy()
    expect(screen.queryByText('Entry price')).toBeNull()
    expect(value('Settles at')).toBe('2:06:10 pm')
    expect(outcome()).toBe('The result will be in My orders after 1 minute.')
  })
})

describe('TradeConfirmSheet', () => {
  it('shows direction, amount, rate, returns and 1 minute; Place and Cancel answer', () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderView(
      <TradeConfirmSheet
        direction={1}
        amount="100"
        amountPaise={rupees(100)}
        ratePercent={15}
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    )
    const sheet = screen.getByRole('dialog', { name: 'Confirm your trade' })
    expect(sheet).toBeTruthy()
    expect(value('Direction')).toBe('PUT')
    expect(value('Amount')).toBe('₹100.00')
    expect(value('Rate')).toBe('15%')
    expect(value('If right, you get back')).toBe('₹115.00')
    expect(value('If wrong, you get back')).toBe('₹0.00')
    expect(value('Settles')).toBe('1 minute after placing')
    expect(screen.getByText('PUT is right when the price is lower after 1 minute.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Place PUT' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0] as HTMLElement)
    expect(onCancel).toHaveBeenCalled()
  })

  it('while placing, Place is busy and cancelling does nothing', () => {
    const onCancel = vi.fn()
    renderView(
      <TradeConfirmSheet
        direction={0}
        amount="100"
        amountPaise={rupees(100)}
        ratePercent={15}
        busy
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    )
    expect(screen.getByRole('button', { name: 'Place CALL' }).getAttribute('aria-busy')).toBe('true')
    for (const button of screen.getAllByRole('button', { name: 'Cancel' })) fireEvent.click(button)
    expect(onCancel).not.toHaveBeenCalled()
  })
})
