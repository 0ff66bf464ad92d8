import { fromPromise } from 'xstate'

/**
 * Default implementation of an API/storage actor. It rejects at once, so a screen that forgets to
 * `.provide` an actor fails loudly in its first test instead of hanging in a loading state.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(
      new Error(`state-machines: actor "${name}" was not provided; supply it with machine.provide()`),
    ),
  )
}
