import type { ReactNode } from 'react'
import { TabBar } from './tab-bar.tsx'
import './app-frame.css'

/** The phone-sized frame: full width up to 480 px, centred beyond; the tab bar on the four tab routes. */
export function AppFrame({ tabBar, children }: { tabBar: boolean; children: ReactNode }) {
  return (
    <div className={tabBar ? 'app-frame app-frame--tabs' : 'app-frame'}>
      <main className="app-frame__main">{children}</main>
      {tabBar && <TabBar />}
    </div>
  )
}
