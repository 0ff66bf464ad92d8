import { describe, expect, it } from 'vitest'
import { isOutcomeUnknown } from './api-failure.ts'
import { keyAfterFailure } from './form-failure.ts'

describe('isOutcomeUnknown', () => {
  it.each([
    ['no answer', { _tag: 'NetworkError', message: 'product/buy failed: fetch failed' }],
    ['HTTP 500', { _tag: 'NetworkError', message: 'product/buy answered HTTP 500', status: 500 }],
    ['no answer in time', { _tag: 'TimeoutError', message: 'product/buy took longer than 5000 ms' }],
    ['a body that is not JSON', { _tag: 'DecodeError', message: 'not JSON', path: '' }],
    ['a body of the wrong shape', { _tag: 'DecodeError', message: 'status', path: 'status' }],
  ])('%s: the server may have acted, the key is kept', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(true)
    expect(keyAfterFailure('k1', error)).toBe('k1')
  })

  it.each([
    ['status 0', { _tag: 'ServerRejected', info: 'Insufficient balance' }],
    ['status 3', { _tag: 'SessionInvalid', info: 'Session expired' }],
    ['a thrown error', new Error('boom')],
    ['nothing', undefined],
  ])('%s: a definite end, the key is dropped', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(false)
    expect(keyAfterFailure('k1', error)).toBeNull()
  })
})
