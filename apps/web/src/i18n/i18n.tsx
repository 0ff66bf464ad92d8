import { createContext, type ReactNode, useContext, useMemo } from 'react'
import rosetta from 'rosetta'
import { catalogueOf, type Locale } from './catalogue.ts'

export type TranslateParams = Record<string, string | number>
export type Translate = (key: string, params?: TranslateParams) => string

/** Switches the shown language in place (loads its catalogue, stores the choice); rejects when it cannot. */
export type ChooseLocale = (locale: Locale) => Promise<void>

interface I18n {
  readonly locale: Locale
  readonly t: Translate
  readonly choose: ChooseLocale
}

// Outside the app (stories, view tests) there is nothing to switch: the toolbar or the test picks the locale.
const cannotChoose: ChooseLocale = async () => undefined

/** The locale's catalogue must be loaded first (`loadCatalogue`; English always is), else keys show. */
export function createTranslator(locale: Locale): Translate {
  const i18n = rosetta<unknown>({ [locale]: catalogueOf(locale) ?? {} })
  i18n.locale(locale)
  // rosetta answers '' for an unknown key; showing the key makes a gap visible instead of blank.
  return (key, params) => i18n.t(key, params) || key
}

const I18nContext = createContext<I18n>({ locale: 'en', t: createTranslator('en'), choose: cannotChoose })

export function I18nProvider({
  locale,
  onChoose = cannotChoose,
  children,
}: {
  locale: Locale
  /** The app passes its in-place switch (app.tsx); without it, choosing does nothing. */
  onChoose?: ChooseLocale
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale), choose: onChoose }), [locale, onChoose])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/**
 * Marks a key kept in data (a tab list, a status map) so the i18n test's scan of the sources finds it:
 * `{ label: tKey('shell.tab.home') }`, later `t(item.label)`.
 */
export function tKey<K extends string>(key: K): K {
  return key
}

/** The translate function of the current locale: `const t = useT(); t('shell.tab.home')`. */
export function useT(): Translate {
  return useContext(I18nContext).t
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale
}

/** The in-place language switch (the /login and /signin choice); the /profile popup reloads instead. */
export function useChooseLocale(): ChooseLocale {
  return useContext(I18nContext).choose
}
