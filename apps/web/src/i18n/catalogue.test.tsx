import { afterEach, describe, expect, it, vi } from 'vitest'
import { trading as enTrading } from './en/trading.ts'
import { wallet as enWallet } from './en/wallet.ts'
import { trading as hiTrading } from './hi/trading.ts'

// Issue 16: strings load a namespace at a time. Each test takes a fresh catalogue module (vitest.setup.ts
// fills the shared one with every catalogue, as views are tested in any language).
async function freshCatalogue() {
  vi.resetModules()
  return import('./catalogue.ts')
}

describe('strings loaded with their screens', () => {
  afterEach(() => vi.resetModules())

  it("starts with the shell's strings only, in English and in the reader language", async () => {
    const catalogue = await freshCatalogue()
    expect(Object.keys(catalogue.catalogueOf('en'))).toEqual(['shell'])
    await catalogue.loadCatalogue('hi')
    expect(Object.keys(catalogue.catalogueOf('hi'))).toEqual(['shell'])
  })

  it("loads a screen's namespaces in the reader language once its chunk has added the English", async () => {
    const catalogue = await freshCatalogue()
    await catalogue.loadCatalogue('hi')
    catalogue.addEnglish({ trading: enTrading })
    expect(catalogue.catalogueOf('hi').trading).toBeUndefined()
    await catalogue.loadScreenStrings()
    expect(catalogue.catalogueOf('hi').trading?.kline.periods).toBe(hiTrading.kline.periods)
    expect(catalogue.catalogueOf('hd').trading).toBeUndefined()
  })

  it('a language chosen in place loads every namespace in use, also one added while it loads', async () => {
    const catalogue = await freshCatalogue()
    catalogue.addEnglish({ trading: enTrading })
    const choosing = catalogue.loadCatalogue('hd')
    catalogue.addEnglish({ wallet: enWallet })
    await choosing
    expect(Object.keys(catalogue.catalogueOf('hd')).sort()).toEqual(['shell', 'trading', 'wallet'])
    // Screens loaded from now on come in Hinglish.
    await catalogue.loadScreenStrings()
    expect(Object.keys(catalogue.catalogueOf('hi'))).toEqual([])
  })

  it('renders a lazy screen only once its strings are there in the reader language', async () => {
    vi.resetModules()
    // One fresh module graph for React, Testing Library and the app, so they share one React.
    const { render, screen, cleanup } = await import('@testing-library/react')
    const { Suspense } = await import('react')
    const catalogue = await import('./catalogue.ts')
    const { I18nProvider, useT } = await import('./i18n.tsx')
    const { lazyScreen } = await import('../router/screen-loader.ts')
    await catalogue.loadCatalogue('hi')
    // biome-ignore lint/correctness/noComponentHookFactories: it must call the fresh graph's useT
    function ChartScreen() {
      return <p>{useT()('trading.kline.periods')}</p>
    }
    const Screen = lazyScreen(async () => {
      catalogue.addEnglish({ trading: enTrading })
      return ChartScreen
    })
    render(
      <I18nProvider locale="hi">
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </I18nProvider>,
    )
    expect(await screen.findByText(hiTrading.kline.periods)).toBeTruthy()
    expect(screen.queryByText('trading.kline.periods')).toBeNull()
    cleanup()
  })
})
