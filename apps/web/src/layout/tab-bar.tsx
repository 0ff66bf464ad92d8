import { Link, useLocation } from 'wouter'
import { tKey, useT } from '../i18n/i18n.tsx'

// TODO(ui-kit): swap for the ui-kit TabBar when it lands; keep the paths and labels.
const TABS = [
  { path: '/home', label: tKey('shell.tab.home'), icon: '⌂' },
  { path: '/trde', label: tKey('shell.tab.goods'), icon: '▦' },
  { path: '/find', label: tKey('shell.tab.find'), icon: '◎' },
  { path: '/profile', label: tKey('shell.tab.account'), icon: '◉' },
] as const

/** Bottom tab bar of spec §2: Home, Goods, Find, Account. */
export function TabBar() {
  const t = useT()
  const [path] = useLocation()
  return (
    <nav className="tab-bar" aria-label={t('shell.nav.main')}>
      {TABS.map((tab) => (
        <Link
          key={tab.path}
          to={tab.path}
          className="tab-bar__item"
          aria-current={path === tab.path ? 'page' : undefined}
        >
          <span className="tab-bar__icon" aria-hidden="true">
            {tab.icon}
          </span>
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  )
}
