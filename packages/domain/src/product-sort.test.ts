import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRODUCT_SORT, nextProductSort, type ProductSort, sortProducts } from './product-sort.ts'

const products = [
  { id: 1, price: 300, stock: 5 },
  { id: 2, price: 100, stock: 9 },
  { id: 3, price: 200, stock: 9 },
  { id: 4, price: 100, stock: 1 },
]
const ids = (list: readonly { id: number }[]) => list.map((p) => p.id)

const product = fc.record({ id: fc.nat(), price: fc.nat({ max: 1e9 }), stock: fc.nat({ max: 1e6 }) })
const sort = fc.record({
  key: fc.constantFrom('default' as const, 'price' as const, 'sales' as const),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
})

describe('sortProducts', () => {
  it('Default keeps the server order', () => {
    expect(ids(sortProducts(products, DEFAULT_PRODUCT_SORT))).toEqual([1, 2, 3, 4])
    expect(ids(sortProducts(products, { key: 'default', direction: 'desc' }))).toEqual([1, 2, 3, 4])
  })

  it('sorts by price both ways, ties in server order', () => {
    expect(ids(sortProducts(products, { key: 'price', direction: 'asc' }))).toEqual([2, 4, 3, 1])
    expect(ids(sortProducts(products, { key: 'price', direction: 'desc' }))).toEqual([1, 3, 2, 4])
  })

  it('sorts by sales (stock) both ways, ties in server order', () => {
    expect(ids(sortProducts(products, { key: 'sales', direction: 'desc' }))).toEqual([2, 3, 1, 4])
    expect(ids(sortProducts(products, { key: 'sales', direction: 'asc' }))).toEqual([4, 1, 2, 3])
  })

  it('does not change its input', () => {
    const copy = [...products]
    sortProducts(products, { key: 'price', direction: 'desc' })
    expect(products).toEqual(copy)
  })

  it('is an ordered permutation of its input (property)', () => {
    fc.assert(
      fc.property(fc.array(product), sort, (list, s: ProductSort) => {
        const sorted = sortProducts(list, s)
        expect([...sorted].sort((a, b) => a.id - b.id || a.price - b.price || a.stock - b.stock)).toEqual(
          [...list].sort((a, b) => a.id - b.id || a.price - b.price || a.stock - b.stock),
        )
        if (s.key === 'default') expect(sorted).toEqual(list)
        const value = (p: { price: number; stock: number }) => (s.key === 'price' ? p.price : p.stock)
        for (let i = 1; i < sorted.length && s.key !== 'default'; i++) {
          const [a, b] = [value(sorted[i - 1] as never), value(sorted[i] as never)]
          expect(s.direction === 'asc' ? a <= b : a >= b).toBe(true)
        }
      }),
    )
  })
})

describe('nextProductSort', () => {
  it('starts price low to high and sales high to low, reverses on a second tap', () => {
    const price = nextProductSort(DEFAULT_PRODUCT_SORT, 'price')
    expect(price).toEqual({ key: 'price', direction: 'asc' })
    expect(nextProductSort(price, 'price')).toEqual({ key: 'price', direction: 'desc' })
    expect(nextProductSort(nextProductSort(price, 'price'), 'price')).toEqual(price)
    expect(nextProductSort(price, 'sales')).toEqual({ key: 'sales', direction: 'desc' })
    expect(nextProductSort({ key: 'sales', direction: 'desc' }, 'sales')).toEqual({
      key: 'sales',
      direction: 'asc',
    })
  })

  it('Default is always the server order', () => {
    expect(nextProductSort({ key: 'price', direction: 'desc' }, 'default')).toEqual(DEFAULT_PRODUCT_SORT)
    expect(nextProductSort(DEFAULT_PRODUCT_SORT, 'default')).toEqual(DEFAULT_PRODUCT_SORT)
  })
})
