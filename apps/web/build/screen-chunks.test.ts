import { describe, expect, it } from 'vitest'
import { ENTRY_GROUP, type ProbeChunk, SHARED_SUFFIX, screenGroups } from './screen-chunks.ts'

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
    expect(groups.get('/price.tsx')).toBe('screens-home-trde')
    expect(groups.get('/home.tsx')).toBe('screens-home')
    expect(groups.get('/home.css')).toBe('screens-home')
    expect(groups.get('/trde.tsx')).toBe('screens-trde')
    expect(groups.get('/search.tsx')).toBe('screens-trde')
  })

  it('keeps what another route loads too apart from what only entry screens load', () => {
    expect(groups.get('/card.tsx')).toBe(`screens-home-trde${SHARED_SUFFIX}`)
    expect(groups.get('/card.css')).toBe(`screens-home-trde${SHARED_SUFFIX}`)
  })

  it("keeps the entry's modules, those it shares with lazy chunks included, in the entry's group", () => {
    for (const id of ['/main.tsx', '/router.ts', '/react.js']) expect(groups.get(id)).toBe(ENTRY_GROUP)
  })

  it('leaves the routes no entry screen loads to the default chunks', () => {
    expect(groups.get('/profile.tsx')).toBeUndefined()
  })

  it('refuses a screen the probe has no chunk for', () => {
    expect(() => screenGroups(probe, { '/payout': '/payout.tsx' })).toThrow(/payout/)
  })
})
