import type { ReactNode } from 'react'
import { Badge } from '../badge/badge.tsx'
import './tab-bar.css'

export interface TabBarItem {
  /** The route of the tab, e.g. '/home'; also the value sent to `onSelect`. */
  value: string
  label: string
  icon: ReactNode
  href?: string
  /** Unread count shown on the tab. */
  badge?: number
}

export interface TabBarProps {
  /** The four visible tabs: Home, Goods, Find, Account. */
  items: readonly TabBarItem[]
  active: string
  onSelect: (value: string) => void
  /** Accessible name of the navigation landmark. */
  label?: string
  /**
   * Unread messages of the hidden tab (§2: the tab with value 3 is not in the visible list but its badge
   * is). It is shown on the item whose value is `unreadOn`, which defaults to the last (Account) tab.
   */
  unread?: number
  unreadOn?: string
  /** Screen reader text for the unread badge, e.g. '3 unread messages'. */
  unreadLabel?: (count: number) => string
}

export function TabBar({
  items,
  active,
  onSelect,
  label = 'Main',
  unread = 0,
  unreadOn,
  unreadLabel = (count) => `${count} unread`,
}: TabBarProps) {
  const badgeHost = unreadOn ?? items[items.length - 1]?.value
  return (
    <nav className="mk-tabbar" aria-label={label}>
      {items.map((item) => {
        const count = (item.badge ?? 0) + (item.value === badgeHost ? unread : 0)
        const content = (
          <>
            <span className="mk-tabbar__icon" aria-hidden={count > 0 ? undefined : true}>
              <span aria-hidden="true">{item.icon}</span>
              <Badge count={count} label={unreadLabel(count)} />
            </span>
            <span className="mk-tabbar__label">{item.label}</span>
          </>
        )
        const current = item.value === active ? 'page' : undefined
        return item.href ? (
          <a
            key={item.value}
            href={item.href}
            className="mk-tabbar__item"
            aria-current={current}
            onClick={(event) => {
              event.preventDefault()
              onSelect(item.value)
            }}
          >
            {content}
          </a>
        ) : (
          <button
            key={item.value}
            type="button"
            className="mk-tabbar__item"
            aria-current={current}
            onClick={() => onSelect(item.value)}
          >
            {content}
          </button>
        )
      })}
    </nav>
  )
}
