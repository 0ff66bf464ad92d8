import { startTransition, useEffect, useState } from 'react'

/**
 * False on a screen's first render, true in a second render started as a transition once the first has been
 * committed (issue 30, lever 3): a screen renders what is above the fold first and the rest after, so its
 * first commit (and the style and layout after it) is a shorter task on a slow phone.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    startTransition(() => setAfter(true))
  }, [])
  return after
}
