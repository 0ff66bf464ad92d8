import { useLocation } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'

/**
 * PLACEHOLDER for routes whose screen is not built yet (routes.ts: `load: notBuilt`). It is marked with
 * data-placeholder so tests and e2e can tell a real screen from it.
 */
export function NotBuiltScreen() {
  const t = useT()
  const [path] = useLocation()
  return (
    <section className="screen" data-placeholder="not-built">
      <h1 className="screen__title">{t('shell.notBuilt.title')}</h1>
      <p>{t('shell.notBuilt.body', { path })}</p>
    </section>
  )
}
