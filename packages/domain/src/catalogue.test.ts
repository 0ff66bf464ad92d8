import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_FILTERS,
  categoryFiltersFor,
  matchesProductFilter,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  parseCategory,
} from './catalogue.ts'

const ids = PRODUCT_CATEGORIES.map((c) => c.id)
const category = fc.constantFrom<ProductCategory | undefined>(...ids, undefined)

describe('product categories (§2)', () => {
  it('lists the six categories, market labelled Grocery, after all', () => {
    expect(ids).toEqual(['food', 'fresh', 'market', 'clothes', 'electronic', 'beauty'])
    expect(PRODUCT_CATEGORIES.find((c) => c.id === 'market')?.label).toBe('Grocery')
    expect(CATEGORY_FILTERS[0]).toEqual({ id: 'all', label: 'All' })
    expect(CATEGORY_FILTERS).toHaveLength(7)
  })
})

describe('parseCategory', () => {
  it('accepts the six ids, whatever the case and surrounding spaces', () => {
    for (const id of ids) expect(parseCategory(id)).toBe(id)
    expect(parseCategory(' Electronic ')).toBe('electronic')
  })

  it('drops anything else: unknown names, all, labels that are not ids, non-strings', () => {
    for (const value of ['toys', 'all', 'Grocery', '', null, undefined, 3, {}, ['food']]) {
      expect(parseCategory(value)).toBeUndefined()
    }
  })
})

describe('categoryFiltersFor', () => {
  it('is All alone without category data', () => {
    expect(categoryFiltersFor([])).toEqual(['all'])
    expect(categoryFiltersFor([{}, { category: undefined }])).toEqual(['all'])
  })

  it('shows only the categories present, in the §2 order, once each', () => {
    expect(
      categoryFiltersFor([{ category: 'beauty' }, { category: 'food' }, { category: 'beauty' }]),
    ).toEqual(['all', 'food', 'beauty'])
  })

  it('every chip but All matches at least one product', () => {
    fc.assert(
      fc.property(fc.array(category), (categories) => {
        const products = categories.map((c, i) => ({ title: `p${i}`, category: c }))
        for (const chip of categoryFiltersFor(products).filter((c) => c !== 'all')) {
          expect(products.some((p) => matchesProductFilter(p, { category: chip, search: '' }))).toBe(true)
        }
      }),
    )
  })
})

describe('matchesProductFilter', () => {
  const rice = { title: 'Basmati Rice 5kg', category: 'food' as const }
  const untagged = { title: 'Mystery Box' }

  it('passes everything with all and an empty search', () => {
    expect(matchesProductFilter(rice, { category: 'all', search: '' })).toBe(true)
    expect(matchesProductFilter(untagged, { category: 'all', search: '   ' })).toBe(true)
  })

  it('filters by the product’s own category; a product without one is under All only', () => {
    expect(matchesProductFilter(rice, { category: 'food', search: '' })).toBe(true)
    expect(matchesProductFilter(rice, { category: 'electronic', search: '' })).toBe(false)
    for (const id of ids) expect(matchesProductFilter(untagged, { category: id, search: '' })).toBe(false)
  })

  it('searches names case-insensitively', () => {
    expect(matchesProductFilter(rice, { category: 'all', search: ' rice ' })).toBe(true)
    expect(matchesProductFilter(rice, { category: 'all', search: 'wheat' })).toBe(false)
    expect(matchesProductFilter(rice, { category: 'beauty', search: 'rice' })).toBe(false)
  })
})
