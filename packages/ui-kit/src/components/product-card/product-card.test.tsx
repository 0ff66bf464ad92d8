import { paise } from '@mandi/domain'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
