import { Cause, Effect, Exit } from 'effect'

/**
 * Runs an api-client Effect as a Promise that resolves with its value or rejects with the tagged error
 * value itself (not a wrapper), which is what state-machine actors expect:
 *
 *   machine.provide({ actors: { login: fromPromise(({ input }) => toPromise(authApi.login(input))) } })
 *
 * Status 3 (SessionInvalid) needs nothing here: the client reports it once through `onSessionInvalid`
 * (api/context.ts), and the rejection only stops the caller's flow.
 */
export async function toPromise<A, E>(effect: Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> {
  const exit = await Effect.runPromiseExit(effect, signal ? { signal } : undefined)
  if (Exit.isSuccess(exit)) return exit.value
  throw Cause.squash(exit.cause)
}
