import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadOnFirstIntent } from './first-intent.ts'

const touch = (target: EventTarget, type = 'pointerdown') => target.dispatchEvent(new Event(type))

describe('loadOnFirstIntent', () => {
  afterEach(() => {
    vi.doUnmock('./save-data.ts')
    vi.resetModules()
  })

  it('loads nothing until the first touch, then every loader added so far, once', () => {
    const page = new EventTarget() as unknown as Window
    const first = vi.fn(async () => 'calls')
    const second = vi.fn(async () => 'sheet')
    loadOnFirstIntent(first, page)
    loadOnFirstIntent(second, page)
    expect(first).not.toHaveBeenCalled()
    touch(page)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    touch(page)
    touch(page, 'keydown')
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('a touch while offline loads nothing: the first touch online does', () => {
    const page = new EventTarget() as unknown as Window
    let online = false
    const load = vi.fn(async () => 'calls')
    loadOnFirstIntent(load, page, () => online)
    touch(page)
    expect(load).not.toHaveBeenCalled()
    online = true
    touch(page)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a key press counts as a touch; a loader added afterwards waits for the next one', () => {
    const page = new EventTarget() as unknown as Window
    const first = vi.fn(async () => undefined)
    loadOnFirstIntent(first, page)
    touch(page, 'keydown')
    expect(first).toHaveBeenCalledTimes(1)
    const later = vi.fn(async () => undefined)
    loadOnFirstIntent(later, page)
    expect(later).not.toHaveBeenCalled()
    touch(page)
    expect(later).toHaveBeenCalledTimes(1)
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('leaves a failed load to the action that needs the module (no unhandled rejection)', async () => {
    const page = new EventTarget() as unknown as Window
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    loadOnFirstIntent(failing, page)
    touch(page)
    await new Promise((done) => setTimeout(done, 0))
    process.off('unhandledRejection', unhandled)
    expect(failing).toHaveBeenCalledTimes(1)
    expect(unhandled).not.toHaveBeenCalled()
  })

  it('saving data, loads nothing ahead', async () => {
    vi.doMock('./save-data.ts', () => ({ saveData: true }))
    const { loadOnFirstIntent: saving } = await import('./first-intent.ts')
    const page = new EventTarget() as unknown as Window
    const load = vi.fn(async () => undefined)
    saving(load, page)
    touch(page)
    expect(load).not.toHaveBeenCalled()
  })
})
