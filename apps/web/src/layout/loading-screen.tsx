import { useEffect, useState } from 'react'
import { useT } from '../i18n/i18n.tsx'
import { BootMainSlot, bootMain } from './boot-main.tsx'

/** Spec §9: loading indicators stay hidden for the first 100 ms, so fast loads do not flash. */
export const LOADING_DELAY_MS = 100

export function LoadingScreen() {
  const t = useT()
  const [shown, setShown] = useState(false)
  // The first screen's static skeleton (index.html), while it has not been replaced by a screen.
  const [boot] = useState(bootMain)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LOADING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (boot) return <BootMainSlot node={boot} />
  return (
    <div className="app-loading" role="status" aria-busy="true" data-loading-screen="">
      {shown && t('shell.common.loading')}
    </div>
  )
}
