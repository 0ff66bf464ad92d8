import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hd } from '../../i18n/hd-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { ACTIVE_PLAN, FINISHED_PLAN, LAST_DAY_PLAN, MY_PLANS } from './mining-fixtures.ts'
import { MyPlansView, type MyPlansViewProps } from './my-plans-view.tsx'

addCatalogue('hd', hd)

const props = (over: Partial<MyPlansViewProps> = {}): MyPlansViewProps => ({
  status: 'success',
  plans: MY_PLANS,
  older: 'none',
  onRetry: vi.fn(),
  onLoadOlder: vi.fn(),
  ...over,
})

const card = (name: string) => screen.getByRole('article', { name })
const fact = (within_: HTMLElement, term: string) =>
  within(within_).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ')

describe('MyPlansView', () => {
  it('an active plan: status, cost, earned so far of its income, days left, the next credit and the end', () => {
    renderView(<MyPlansView {...props()} />)
    const plan = card('Starter Rig × 2')
    expect(within(plan).getByText('Active')).toBeTruthy()
    expect(fact(plan, 'Cost')).toBe('₹1,200.00')
    // ₹1,200 × 1.5 % = ₹18 a day; 3 of 7 days paid: ₹54 of ₹126.
    expect(fact(plan, 'Earned so far')).toBe('₹54.00 of ₹126.00')
    expect(fact(plan, 'Days left')).toBe('4 of 7')
    expect(fact(plan, 'Next credit')).toBe('₹18.00, 19 Nov 2026, 10:20 am')
    expect(fact(plan, 'Ends')).toBe('22 Nov 2026, 10:20 am')
  })

  it('on its last day the next credit brings the cost back too', () => {
    renderView(<MyPlansView {...props({ plans: [LAST_DAY_PLAN] })} />)
    const plan = card('Starter Rig × 2')
    expect(fact(plan, 'Days left')).toBe('1 of 7')
    expect(fact(plan, 'Next credit')).toBe('₹18.00 and your ₹1,200.00 back, 22 Nov 2026, 10:20 am')
  })

  it('a finished plan: when it ended and what came back, no next credit', () => {
    renderView(<MyPlansView {...props()} />)
    const plan = card('GPU Cluster × 1')
    expect(within(plan).getByText('Finished')).toBeTruthy()
    expect(fact(plan, 'Earned so far')).toBe('₹3,600.00 of ₹3,600.00')
    expect(fact(plan, 'Ended')).toBe('31 Oct 2026, 9:00 am')
    expect(fact(plan, 'Paid back')).toBe('₹9,600.00: ₹3,600.00 income and your ₹6,000.00')
    expect(within(plan).queryByText('Next credit')).toBeNull()
    expect(within(plan).queryByText('Days left')).toBeNull()
  })

  it('lists newest first as given and says how plans pay', () => {
    renderView(<MyPlansView {...props()} />)
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Starter Rig × 2',
      'GPU Cluster × 1',
    ])
    expect(screen.getByText(/^A plan pays its income at each whole day after you bought it/)).toBeTruthy()
  })

  it('the empty state offers the plans on offer', () => {
    renderView(<MyPlansView {...props({ status: 'empty', plans: [] })} />)
    expect(screen.getByText('You have no mining plans yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the plans on offer' }).getAttribute('href')).toBe('/home')
  })

  it('loading, error with Retry, and older plans on demand', () => {
    const p = props({ status: 'loading', plans: [] })
    const { rerender } = renderView(<MyPlansView {...p} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<MyPlansView {...p} status="error" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
    rerender(<MyPlansView {...p} status="success" plans={[ACTIVE_PLAN]} older="available" />)
    fireEvent.click(screen.getByRole('button', { name: 'Show older plans' }))
    expect(p.onLoadOlder).toHaveBeenCalledTimes(1)
    rerender(<MyPlansView {...p} status="success" plans={[ACTIVE_PLAN]} older="error" />)
    expect(screen.getByText('Older plans could not be loaded.')).toBeTruthy()
    rerender(<MyPlansView {...p} status="success" plans={[ACTIVE_PLAN]} older="none" />)
    expect(screen.queryByRole('button', { name: 'Show older plans' })).toBeNull()
  })

  it('reads in Hinglish', () => {
    renderView(<MyPlansView {...props({ plans: [FINISHED_PLAN] })} />, { locale: 'hd' })
    expect(screen.getByRole('heading', { name: 'Mere plan' })).toBeTruthy()
    expect(fact(card('GPU Cluster × 1'), 'Wapas mila')).toBe(
      '₹9,600.00: ₹3,600.00 kamaai aur aapke ₹6,000.00',
    )
  })
})
