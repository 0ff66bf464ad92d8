import type { AnyStateMachine } from 'xstate'

/** The names of the actors a machine expects through `.provide({ actors })`. */
export type ActorNameOf<TMachine extends AnyStateMachine> = keyof TMachine['implementations']['actors'] &
  string

/** Same, at runtime (e.g. to check in the web app that every actor has an adapter). */
export function actorNamesOf<TMachine extends AnyStateMachine>(machine: TMachine): ActorNameOf<TMachine>[] {
  return Object.keys(machine.implementations.actors) as ActorNameOf<TMachine>[]
}
