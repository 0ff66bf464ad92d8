import { describe, expect, it } from 'vitest'
import { readSaveData } from './save-data.ts'

describe('readSaveData', () => {
  it('is true only when the browser asks to save data', () => {
    expect(readSaveData({ connection: { saveData: true } } as unknown as Navigator)).toBe(true)
    expect(readSaveData({ connection: { saveData: false } } as unknown as Navigator)).toBe(false)
    // Safari and Firefox have no navigator.connection: nothing is saved.
    expect(readSaveData({} as Navigator)).toBe(false)
    expect(readSaveData(undefined)).toBe(false)
  })
})
