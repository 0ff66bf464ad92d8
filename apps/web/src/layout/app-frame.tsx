import type { ReactNode } from 'react'
import { TabBar } from './tab-bar.tsx'
import './app-frame.css'

/**
 * The phone-sized frame: full width up to 480 px, centred beyond; the tab bar on the four tab routes, the
 * back bar (`header`) on inner screens that draw none of their own.
 */
export function AppFrame({
  tabBar,
  header,
  children,
}: {
  tabBar: boolean
  header?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={tabBar ? 'app-frame app-frame--tabs' : 'app-frame'}>
      {header}
      <main className="app-frame__main">{children}</main>
      {tabBar && <TabBar />}
    </div>
  )
}
