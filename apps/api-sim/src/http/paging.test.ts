import { describe, expect, it } from 'vitest'
import { PAGE_LIMIT, pageOf } from './paging.ts'
import { Rejection } from './wire.ts'

describe('pageOf', () => {
  it('defaults to the first page of PAGE_LIMIT rows', () => {
    expect(pageOf({})).toEqual({ limit: PAGE_LIMIT, offset: 0 })
  })
  it('reads page and limit from the query', () => {
    expect(pageOf({ page: '3', limit: '20' })).toEqual({ limit: 20, offset: 40 })
  })
  it('refuses a limit over PAGE_LIMIT and a page below 1', () => {
    expect(() => pageOf({ limit: String(PAGE_LIMIT + 1) })).toThrow(Rejection)
    expect(() => pageOf({ page: '0' })).toThrow(Rejection)
    expect(() => pageOf({ page: 'x' })).toThrow(Rejection)
  })
})
