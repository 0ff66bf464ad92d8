import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { handleSessionInvalid } from '../api/session.ts'
import { useFeedback } from '../feedback/feedback-host.tsx'

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
 * sessionInvalid (the global once-only handler). A screen calls it once with its actor:
 *
 *   const actor = useActorRef(loginMachine.provide({ actors }))
 *   useEmitted(actor)
 *
 * `handle` may take an event first (return true when handled), e.g. to translate a fixed message.
 */
export function useEmitted(actor: Emitter, handle?: (emitted: UiEmitted) => boolean): void {
  const [, navigate] = useLocation()
  const { toast, alert } = useFeedback()
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      const emitted = event as UiEmitted
      if (handle?.(emitted)) return
      switch (emitted.type) {
        case 'navigate':
          navigate(emitted.to)
          break
        case 'back':
          window.history.back()
          break
        case 'toast':
          toast(emitted.message)
          break
        case 'alert':
        case 'popup':
          void alert(emitted.message)
          break
        case 'sessionInvalid':
          handleSessionInvalid()
          break
      }
    })
    return () => subscription.unsubscribe()
  }, [actor, handle, navigate, toast, alert])
}
