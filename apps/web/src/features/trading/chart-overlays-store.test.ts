import { describe, expect, it } from 'vitest'
import { readOverlays, writeOverlays } from './chart-overlays-store.ts'

describe('the /kline overlay choice', () => {
  it('is none until one is stored, then read back as stored', () => {
    expect(readOverlays()).toEqual({})
    writeOverlays({ ma5: true, volumeMa: true })
    expect(localStorage.getItem('chart_overlays')).toBe('{"ma5":true,"volumeMa":true}')
    expect(readOverlays()).toEqual({ ma5: true, volumeMa: true })
  })

  it('ignores what it cannot read, and keys it does not know', () => {
    localStorage.setItem('chart_overlays', '{not json')
    expect(readOverlays()).toEqual({})
    localStorage.setItem('chart_overlays', '{"ma10":true,"ma30":"yes","rsi":true}')
    expect(readOverlays()).toEqual({ ma10: true })
  })
})
