import { useLayoutEffect, useRef } from 'react'

/**
 * The static first screen's main part (index.html, decision 0087), kept while the entry screen's chunk loads:
 * React's first render replaces the static markup, and the loading screen puts this same node back where it
 * was, so the skeleton stays in place (same node, same geometry) until the screen itself renders. Used once:
 * when the screen replaces it, it is gone for good.
 */
let kept: HTMLElement | null = null

/** Called once at start, before React's first render, with the shown shell's main part (or null). */
export function keepBootMain(node: HTMLElement | null): void {
  kept = node
}

/** The kept main part, while no screen has replaced it. */
export function bootMain(): HTMLElement | null {
  return kept
}

export function BootMainSlot({ node }: { readonly node: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    slot.current?.append(node)
    return () => {
      node.remove()
      // StrictMode's trial unmount puts it straight back; only a real unmount (the screen came) leaves it out.
      setTimeout(() => {
        if (!node.isConnected && kept === node) kept = null
      }, 0)
    }
  }, [node])
  return <div ref={slot} role="status" aria-busy="true" data-loading-screen="" />
}
