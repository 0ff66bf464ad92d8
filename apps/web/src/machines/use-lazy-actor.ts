import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { loadOnFirstIntent } from '../network/first-intent.ts'

/** What a lazily loaded machine's module gives: a function that creates and starts its actor. */
export type StartActor<A extends AnyActorRef> = () => A

export interface LazyActor<A extends AnyActorRef> {
  /** The running actor, or null until `start` has loaded it. */
  readonly actor: A | null
  /** Its current snapshot, or null before it runs. */
  readonly snapshot: SnapshotFrom<A> | null
  /** Loads the machine's module (once) and starts its actor (once); rejects when the module cannot load. */
  readonly start: () => Promise<A>
}

const noSubscription = () => () => {}

/**
 * A machine a screen does not need to paint (issue 30): its module, with XState, loads at the user's first
 * touch or key press on the page (a prefetch, loadOnFirstIntent) and the actor starts with the first action
 * that needs it (`start`), so a first visit that only looks loads none of it. The actor is stopped with the
 * screen. `load` must be stable (a module-level function).
 */
export function useLazyActor<A extends AnyActorRef>(load: () => Promise<StartActor<A>>): LazyActor<A> {
  const [actor, setActor] = useState<A | null>(null)
  const starting = useRef<Promise<A> | null>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    loadOnFirstIntent(load)
    return () => {
      mounted.current = false
    }
  }, [load])

  useEffect(() => () => actor?.stop(), [actor])

  const start = useCallback((): Promise<A> => {
    if (starting.current === null) {
      starting.current = load().then(
        (startActor) => {
          const started = startActor()
          if (mounted.current) setActor(started)
          else started.stop()
          return started
        },
        (error: unknown) => {
          // A failed download may succeed at the next attempt (back online).
          starting.current = null
          throw error
        },
      )
    }
    return starting.current
  }, [load])

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (actor === null) return noSubscription()
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(subscribe, () =>
    actor === null ? null : (actor.getSnapshot() as SnapshotFrom<A>),
  )
  return { actor, snapshot, start }
}
