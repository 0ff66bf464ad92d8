import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { wire } from '../test-support/fixtures.ts'
import { ProductSummary } from './product.ts'

const decode = Schema.decodeUnknownSync(ProductSummary)

describe('ProductSummary category (extension)', () => {
  it('is optional: a §3 product without it decodes, with no category', () => {
    const product = decode(wire.product)
    expect(product.category).toBeUndefined()
    expect(product.title).toBe(wire.product.title)
  })

  it('keeps one of the six ids, read case-insensitively', () => {
    expect(decode({ ...wire.product, category: 'electronic' }).category).toBe('electronic')
    expect(decode({ ...wire.product, category: 'Beauty' }).category).toBe('beauty')
  })

  it.each([['toys'], ['all'], [''], [null], [7], [{ id: 'food' }]])(
    'drops %j instead of failing the product',
    (category) => {
      const product = decode({ ...wire.product, category })
      expect(product.category).toBeUndefined()
      expect(product.id).toBe(wire.product.id)
    },
  )
})
