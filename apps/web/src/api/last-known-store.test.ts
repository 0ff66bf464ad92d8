import 'fake-indexeddb/auto'
import { createStore, set } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearLastKnown,
  LAST_KNOWN_MAX_AGE_MS,
  LAST_KNOWN_VERSION,
  lastKnownKey,
  loadLastKnown,
  saveLastKnown,
} from './last-known-store.ts'

interface Balance {
  readonly balance: number
}
const isBalance = (data: unknown): data is Balance =>
  typeof data === 'object' && data !== null && typeof (data as Balance).balance === 'number'

const NOW = 1_790_000_000_000
const raw = () => createStore('mandi-last-known', 'answers')

afterEach(() => clearLastKnown())

describe('last-known store (IndexedDB through idb-keyval)', () => {
  it('gives each user only their own answers', async () => {
    await saveLastKnown('101', 'user/info', { balance: 500_00 }, NOW - 1000)
    await saveLastKnown('202', 'user/info', { balance: 7_00 }, NOW - 2000)
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).toEqual({
      data: { balance: 500_00 },
      savedAt: NOW - 1000,
    })
    expect(await loadLastKnown('202', 'user/info', isBalance, NOW)).toEqual({
      data: { balance: 7_00 },
      savedAt: NOW - 2000,
    })
    // A user who never loaded it here gets nothing, not someone else's.
    expect(await loadLastKnown('303', 'user/info', isBalance, NOW)).toBeNull()
    expect(await loadLastKnown('101', 'hist:deposit', isBalance, NOW)).toBeNull()
  })

  it('does not show a record filed under one user but written for another', async () => {
    // As a record copied between keys (or an owner id that itself holds the separator) would be.
    await set(
      lastKnownKey('101', 'user/info'),
      { version: LAST_KNOWN_VERSION, owner: '202', savedAt: NOW, data: { balance: 7_00 } },
      raw(),
    )
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).toBeNull()
  })

  it('drops a record of another version, or whose data the guard does not recognise', async () => {
    await set(
      lastKnownKey('101', 'user/info'),
      { version: LAST_KNOWN_VERSION + 1, owner: '101', savedAt: NOW, data: { balance: 1 } },
      raw(),
    )
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).toBeNull()
    await saveLastKnown('101', 'user/info', { balance: '12.50' }, NOW)
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).toBeNull()
  })

  it('does not show an answer older than the kept age, and deletes it', async () => {
    await saveLastKnown('101', 'user/info', { balance: 1 }, NOW - LAST_KNOWN_MAX_AGE_MS)
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).not.toBeNull()
    await saveLastKnown('101', 'user/info', { balance: 1 }, NOW - LAST_KNOWN_MAX_AGE_MS - 1)
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).toBeNull()
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW - LAST_KNOWN_MAX_AGE_MS)).toBeNull()
  })

  it('forgets every user on clear', async () => {
    await saveLastKnown('101', 'user/info', { balance: 1 }, NOW)
    await saveLastKnown('202', 'positions:active', { balance: 2 }, NOW)
    await clearLastKnown()
    expect(await loadLastKnown('101', 'user/info', isBalance, NOW)).toBeNull()
    expect(await loadLastKnown('202', 'positions:active', isBalance, NOW)).toBeNull()
  })
})
