import type { AnyStateMachine, EventObject } from 'xstate'
import { createActor } from 'xstate'
import { controlledActors } from './controlled-actors.ts'

/** Starts a machine with controlled actors and records what it emits. */
export function startMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  actorNames: readonly string[],
  input?: unknown,
) {
  const controlled = controlledActors(actorNames)
  const emitted: EventObject[] = []
  const actor = createActor(
    machine.provide({ actors: controlled.actors as never }) as TMachine,
    {
      input,
    } as never,
  )
  actor.on('*', (event: EventObject) => {
    emitted.push(event)
  })
  actor.start()
  const callsOf = (src: string) => controlled.calls.filter((call) => call.src === src)
  return { actor, controlled, emitted, callsOf }
}

export const failures = {
  rejected: (info: string) => ({ _tag: 'ServerRejected', info }),
  network: { _tag: 'NetworkError', message: 'Network down' },
  timeout: { _tag: 'TimeoutError', message: 'Request timed out' },
  /** A 2xx answer whose body could not be read (a proxy garbled it): the server may have acted. */
  decode: { _tag: 'DecodeError', message: 'answered a body that is not JSON', path: '' },
  sessionInvalid: { _tag: 'SessionInvalid' },
} as const
