import { paise } from '@mandi/domain'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataSaverContext } from '../../lib/data-saver.ts'
import { ProductCard } from './product-card.tsx'

const props = {
  title: 'Rice',
  price: paise(64_900),
  image: '/img/products/1.svg',
  href: '#/buy_product?id=1',
}

describe('ProductCard image loading', () => {
  it('loads lazily by default, so cards below the fold cost nothing up front', () => {
    const image = render(<ProductCard {...props} />).container.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('loads a first-row card at once and with high priority', () => {
    const image = render(<ProductCard {...props} priority />).container.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('eager')
    expect(image?.getAttribute('fetchpriority')).toBe('high')
  })

  it('waits until even a first-row picture is about to be seen, without priority, when the app saves data', () => {
    const image = render(
      <DataSaverContext.Provider value={true}>
        <ProductCard {...props} priority />
      </DataSaverContext.Provider>,
    ).container.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('reserves the square box the picture is shown in, so the grid does not jump when it arrives', () => {
    const image = render(<ProductCard {...props} />).container.querySelector('img')
    expect(image?.getAttribute('width')).toBe('160')
    expect(image?.getAttribute('height')).toBe('160')
  })
})

describe('ProductCard text', () => {
  it('names the product in real text (the picture has none) and shows the price through Money', () => {
    const { container } = render(<ProductCard {...props} soldText="Sold 12" />)
    const link = screen.getByRole('link', { name: /Rice/ })
    expect(link.textContent).toContain('Rice')
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    const money = container.querySelector('[data-money]')
    expect(money?.textContent).toBe('₹649.00')
    // Inside the card's link the amount is plain text, never a second control.
    expect(link.querySelector('button')).toBeNull()
  })
})
