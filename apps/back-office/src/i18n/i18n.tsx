import { createContext, type ReactNode, useContext, useMemo } from 'react'
import rosetta from 'rosetta'
import { en } from './en-catalogue.ts'

export type TranslateParams = Record<string, string | number>
export type Translate = (key: string, params?: TranslateParams) => string

/**
 * The console is in English only, but every visible string still goes through this catalogue (the web app's
 * approach, apps/web/src/i18n): one place to read and change the words, and a second language is a file.
 */
export function createTranslator(): Translate {
  const i18n = rosetta<unknown>({ en })
  i18n.locale('en')
  // rosetta answers '' for an unknown key; showing the key makes a gap visible instead of blank.
  return (key, params) => i18n.t(key, params) || key
}

const I18nContext = createContext<Translate>(createTranslator())

export function I18nProvider({ children }: { children: ReactNode }) {
  const t = useMemo(() => createTranslator(), [])
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
}

/**
 * Marks a key kept in data (a status map, an action list) so the catalogue test's scan of the sources finds
 * it: `{ label: tKey('audit.action.answer') }`, later `t(item.label)`.
 */
export function tKey<K extends string>(key: K): K {
  return key
}

/** The translate function: `const t = useT(); t('shell.nav.inbox')`. */
export function useT(): Translate {
  return useContext(I18nContext)
}
