import { TabBar as KitTabBar } from '@mandi/ui-kit'
import { useLocation } from 'wouter'
import { tKey, useT } from '../i18n/i18n.tsx'
import { AccountIcon, FindIcon, GoodsIcon, HomeIcon } from './tab-icons.tsx'

const TABS = [
  { path: '/home', label: tKey('shell.tab.home'), Icon: HomeIcon },
  { path: '/trde', label: tKey('shell.tab.goods'), Icon: GoodsIcon },
  { path: '/find', label: tKey('shell.tab.find'), Icon: FindIcon },
  { path: '/profile', label: tKey('shell.tab.account'), Icon: AccountIcon },
] as const

/** Bottom tab bar of spec §2: Home /home, Goods /trde, Find /find, Account /profile. */
export function TabBar() {
  const t = useT()
  const [path, navigate] = useLocation()
  return (
    <div className="tab-bar">
      <KitTabBar
        label={t('shell.nav.main')}
        active={path}
        onSelect={(to) => navigate(to)}
        items={TABS.map(({ path: to, label, Icon }) => ({
          value: to,
          label: t(label),
          icon: <Icon />,
          href: `#${to}`,
        }))}
      />
    </div>
  )
}
