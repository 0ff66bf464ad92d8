import { describe, expect, it } from 'vitest'
import {
  ENTRY_GROUP,
  type ProbeChunk,
  SCREEN_LETTERS,
  SCREEN_MODULES,
  SHARED_SUFFIX,
  screenGroups,
} from './screen-chunks.ts'

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade?: string,
): ProbeChunk => ({
  fileName,
  isEntry: fileName === 'index.js',
  isDynamicEntry: facade !== undefined,
  facadeModuleId: facade ?? null,
  moduleIds,
  imports,
})

// An entry (react, the router), two screens sharing a card and a price, a third route that shares the card.
const probe: ProbeChunk[] = [
  chunk('index.js', ['/main.tsx', '/router.ts'], ['react.js']),
  chunk('react.js', ['/react.js']),
  chunk('home.js', ['/home.tsx', '/home.css'], ['card.js', 'price.js', 'react.js'], '/home.tsx'),
  chunk('trde.js', ['/trde.tsx'], ['card.js', 'price.js', 'search.js'], '/trde.tsx'),
  chunk('card.js', ['/card.tsx', '/card.css'], ['react.js']),
  chunk('price.js', ['/price.tsx'], []),
  chunk('search.js', ['/search.tsx'], ['card.js']),
  chunk('profile.js', ['/profile.tsx'], ['card.js'], '/profile.tsx'),
]

describe('screenGroups: one chunk per set of entry screens loading a module', () => {
  const groups = screenGroups(probe, { '/home': '/home.tsx', '/trde': '/trde.tsx' })

  it("puts what several screens load together, named by those screens, and a screen's own modules alone", () => {
    expect(groups.get('/price.tsx')).toBe('s-ht')
    expect(groups.get('/home.tsx')).toBe('s-h')
    expect(groups.get('/home.css')).toBe('s-h')
    expect(groups.get('/trde.tsx')).toBe('s-t')
    expect(groups.get('/search.tsx')).toBe('s-t')
  })

  it('keeps what another route loads too apart from what only entry screens load', () => {
    expect(groups.get('/card.tsx')).toBe(`s-ht${SHARED_SUFFIX}`)
    expect(groups.get('/card.css')).toBe(`s-ht${SHARED_SUFFIX}`)
  })

  it("keeps the entry's modules, those it shares with lazy chunks included, in the entry's group", () => {
    for (const id of ['/main.tsx', '/router.ts', '/react.js']) expect(groups.get(id)).toBe(ENTRY_GROUP)
  })

  it('leaves the routes no entry screen loads to the default chunks', () => {
    expect(groups.get('/profile.tsx')).toBeUndefined()
  })

  it('names each grouped screen by a letter of its own, so no two sets share a name', () => {
    const letters = Object.keys(SCREEN_MODULES).map((route) => SCREEN_LETTERS[route])
    for (const letter of letters) expect(letter).toMatch(/^[a-z]$/)
    expect(new Set(letters).size).toBe(letters.length)
  })

  it('refuses a screen the probe has no chunk for', () => {
    expect(() => screenGroups(probe, { '/payout': '/payout.tsx' })).toThrow(/payout/)
  })
})
