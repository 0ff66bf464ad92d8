import { useEffect, useState } from 'react'

/** Milliseconds left until `deadline` (this device's clock), updated twice a second until it is reached. */
export function useRemaining(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === null) return
    setNow(Date.now())
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (at >= deadline) clearInterval(timer)
    }, 500)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline === null ? 0 : Math.max(0, deadline - now)
}
