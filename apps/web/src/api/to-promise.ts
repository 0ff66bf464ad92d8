import { ServerRejected } from '@mandi/api-client'
import { Cause, Effect, Exit } from 'effect'
import { createTranslator } from '../i18n/i18n.tsx'
import { readerLocale } from '../i18n/reader-locale.ts'
import { waitText } from '../messages/wait-text.ts'

/**
 * Runs an api-client Effect as a Promise that resolves with its value or rejects with the tagged error
 * value itself (not a wrapper), which is what state-machine actors expect:
 *
 *   machine.provide({ actors: { login: fromPromise(({ input }) => toPromise(authApi.login(input))) } })
 *
 * Status 3 (SessionInvalid) needs nothing here: the client reports it once through `onSessionInvalid`
 * (api/context.ts), and the rejection only stops the caller's flow. A wait after too many attempts is put
 * into the reader's language (inReaderLanguage).
 */
export async function toPromise<A, E>(effect: Effect.Effect<A, E>, signal?: AbortSignal): Promise<A> {
  const exit = await Effect.runPromiseExit(effect, signal ? { signal } : undefined)
  if (Exit.isSuccess(exit)) return exit.value
  throw inReaderLanguage(Cause.squash(exit.cause))
}

/**
 * A refusal that says how long to wait (`retryAfter`, after too many attempts) carries its text in the
 * reader's language from here on, so every screen that shows the server's info (a toast, a popup, a field)
 * says the wait in en, hd or hi. Any other error is passed on as it is.
 */
export function inReaderLanguage(error: unknown): unknown {
  if (!(error instanceof ServerRejected) || error.retryAfter === undefined) return error
  const text = waitText(error.retryAfter, createTranslator(readerLocale()))
  return new ServerRejected({
    message: text,
    path: error.path,
    info: text,
    details: error.details,
    retryAfter: error.retryAfter,
  })
}
