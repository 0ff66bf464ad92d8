import { describe, expect, it, vi } from 'vitest'
import { canUseShareSheet, openShareSheet } from './share-sheet.ts'

describe('canUseShareSheet', () => {
  it('is false without navigator.share (most desktops): the WhatsApp link is offered instead', () => {
    expect(canUseShareSheet({})).toBe(false)
  })

  it('is true with navigator.share, asking canShare when there is one', () => {
    expect(canUseShareSheet({ share: async () => {} })).toBe(true)
    expect(canUseShareSheet({ share: async () => {}, canShare: () => false })).toBe(false)
  })
})

describe('openShareSheet', () => {
  it('shares the message as text', async () => {
    const share = vi.fn(async () => {})
    expect(await openShareSheet({ share }, 'Join me')).toBe('shared')
    expect(share).toHaveBeenCalledWith({ text: 'Join me' })
  })

  it('treats closing the sheet as no failure, and any other error as one', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' })
    expect(await openShareSheet({ share: () => Promise.reject(abort) }, 'x')).toBe('cancelled')
    expect(await openShareSheet({ share: () => Promise.reject(new Error('NotAllowed')) }, 'x')).toBe('failed')
    expect(await openShareSheet({}, 'x')).toBe('failed')
  })
})
