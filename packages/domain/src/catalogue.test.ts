import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATEGORY_FILTERS, categoryFor, matchesProductFilter, PRODUCT_CATEGORIES } from './catalogue.ts'

describe('product categories (§2)', () => {
  it('lists the six categories, market labelled Grocery, after all', () => {
    expect(PRODUCT_CATEGORIES.map((c) => c.id)).toEqual([
      'food',
      'fresh',
      'market',
      'clothes',
      'electronic',
      'beauty',
    ])
    expect(PRODUCT_CATEGORIES.find((c) => c.id === 'market')?.label).toBe('Grocery')
    expect(CATEGORY_FILTERS[0]).toEqual({ id: 'all', label: 'All' })
    expect(CATEGORY_FILTERS).toHaveLength(7)
  })
})

describe('categoryFor', () => {
  it('is deterministic per id, and a number and its text agree', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        const category = categoryFor(id)
        return category === categoryFor(id) && category === categoryFor(String(id))
      }),
    )
  })

  it('always gives one of the six categories', () => {
    const ids = new Set(PRODUCT_CATEGORIES.map((c) => c.id))
    fc.assert(fc.property(fc.oneof(fc.nat(), fc.string()), (id) => ids.has(categoryFor(id))))
  })

  it('uses every category across a realistic catalogue', () => {
    const used = new Set(Array.from({ length: 60 }, (_, i) => categoryFor(i + 1)))
    expect(used.size).toBe(6)
  })

  it('keeps known assignments stable across releases', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => categoryFor(id))).toEqual([
      'electronic',
      'fresh',
      'market',
      'fresh',
      'market',
      'beauty',
    ])
  })
})

describe('matchesProductFilter', () => {
  const product = { id: 1, title: 'Basmati Rice 5kg' }
  const other = PRODUCT_CATEGORIES.map((c) => c.id).find((c) => c !== categoryFor(1)) ?? 'food'

  it('passes everything with all and an empty search', () => {
    expect(matchesProductFilter(product, { category: 'all', search: '' })).toBe(true)
    expect(matchesProductFilter(product, { category: 'all', search: '   ' })).toBe(true)
  })

  it('filters by category', () => {
    expect(matchesProductFilter(product, { category: categoryFor(1), search: '' })).toBe(true)
    expect(matchesProductFilter(product, { category: other, search: '' })).toBe(false)
  })

  it('searches names case-insensitively', () => {
    expect(matchesProductFilter(product, { category: 'all', search: ' rice ' })).toBe(true)
    expect(matchesProductFilter(product, { category: 'all', search: 'wheat' })).toBe(false)
    expect(matchesProductFilter(product, { category: other, search: 'rice' })).toBe(false)
  })
})
