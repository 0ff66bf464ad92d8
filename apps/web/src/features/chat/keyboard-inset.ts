import { type RefObject, useEffect } from 'react'

/**
 * Keeps a bottom-pinned element above the on-screen keyboard where the browser only shrinks the visual
 * viewport (iOS Safari, Android with the default interactive-widget): the part of the layout viewport the
 * keyboard covers is written to `--keyboard-inset` on the element (CSSOM, which the CSP allows), and its CSS
 * lifts it by that much. Where the page itself is resized (index.html asks for resizes-content) it stays 0.
 */
export function useKeyboardInset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport
    const element = ref.current
    if (!viewport || !element) return
    const update = () => {
      const covered = window.innerHeight - viewport.height - viewport.offsetTop
      element.style.setProperty('--keyboard-inset', `${Math.max(0, Math.round(covered))}px`)
    }
    update()
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
    }
  }, [ref])
}
