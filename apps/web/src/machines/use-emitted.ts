import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { useFeedback } from '../feedback/feedback-host.tsx'
import { shell } from '../i18n/en/shell.ts'
import { type Translate, useT } from '../i18n/i18n.tsx'
import { useRouteActive } from '../router/route-active.ts'

// Machines emit the fixed English texts of spec §8 ('Network error occurred', …); the shell's catalogue has
// them, so they are shown in the user's language. Any other text (server info) is shown as it comes.
const KNOWN: ReadonlyMap<string, string> = new Map([
  ...Object.entries(shell.error).map(([key, text]) => [text, `shell.error.${key}`] as const),
  ...Object.entries(shell.common).map(([key, text]) => [text, `shell.common.${key}`] as const),
])

export function localiseMessage(message: string, t: Translate): string {
  const key = KNOWN.get(message)
  return key ? t(key) : message
}

/** The UI events machines of @mandi/state-machines emit (their shared/emitted.ts), seen structurally. */
export type UiEmitted =
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'back' }
  | { readonly type: 'toast' | 'alert' | 'popup'; readonly message: string }
  | { readonly type: 'sessionInvalid' }

interface Emitter {
  readonly on: (type: '*', handler: (emitted: { type: string }) => void) => { unsubscribe: () => void }
}

/**
 * Carries out what a machine emits: navigate, back, toast, alert/popup (the global FeedbackHost) and
 * sessionInvalid (the global once-only handler). A hidden kept-alive screen neither navigates nor goes back.
 * Fixed §8 texts are translated (localiseMessage). A screen calls it once with its actor:
 *
 *   const actor = useActorRef(loginMachine.provide({ actors }))
 *   useEmitted(actor)
 *
 * `handle` may take an event first (return true when handled), e.g. to translate a fixed message.
 */
export function useEmitted(actor: Emitter | null, handle?: (emitted: UiEmitted) => boolean): void {
  const [, navigate] = useLocation()
  const { toast, alert } = useFeedback()
  const t = useT()
  // A kept-alive screen's machine runs on while the screen is hidden: it must not move the user away from
  // the screen they are on (its toasts and alerts are dropped by useFeedback the same way).
  const active = useRouteActive()
  const activeRef = useRef(active)
  activeRef.current = active
  useEffect(() => {
    // A machine that loads on first need (use-lazy-actor.ts) has no actor yet.
    if (actor === null) return
    const subscription = actor.on('*', (event) => {
      const emitted = event as UiEmitted
      if (handle?.(emitted)) return
      switch (emitted.type) {
        case 'navigate':
          if (activeRef.current) navigate(emitted.to)
          break
        case 'back':
          if (activeRef.current) window.history.back()
          break
        case 'toast':
          toast(localiseMessage(emitted.message, t))
          break
        case 'alert':
        case 'popup':
          void alert(localiseMessage(emitted.message, t))
          break
        case 'sessionInvalid':
          // Loaded when needed: the session's module brings the Effect runtime, which a screen's first paint
          // does without (issue 30). Status 3 is rare, and the once-only handler does not mind the wait.
          void import('../api/session.ts').then((session) => session.handleSessionInvalid())
          break
      }
    })
    return () => subscription.unsubscribe()
  }, [actor, handle, navigate, toast, alert, t])
}
