import { usableToken } from '@mandi/api-client'
import { FAIL, type FirstRead, readAnswer } from '@mandi/api-client/first-reads'
import type { Effect } from 'effect'
import { waitForBootReply } from '../boot/boot-fetch.ts'
import { loadOnFirstIntent } from '../network/first-intent.ts'
import { onlineOnly } from '../network/online-import.ts'
import { apiHosts } from './config.ts'
import { bootAnswers, callContext } from './context.ts'
import { readToken } from './storage.ts'

/** An api-client call whose module loads when it is first needed (lazy-calls.ts): resolves to its Effect. */
export type LazyCall<T> = () => Promise<Effect.Effect<T, unknown>>

/** The runtime that runs a call (not tried offline: network/online-import.ts). */
const loadToPromise = onlineOnly(() => import('./to-promise.ts'))

/** Runs a lazy call as a Promise (to-promise.ts): the value, or a rejection with the tagged error itself. */
export async function runCall<T>(call: LazyCall<T>, signal?: AbortSignal): Promise<T> {
  const [effect, { toPromise }] = await Promise.all([call(), loadToPromise()])
  return toPromise(effect, signal)
}

/**
 * A screen's first answer without the Effect runtime (issue 30). When the boot script already asked for this
 * GET (boot/boot.ts: an entry screen opened signed in), its answer is read with the plan of the call's
 * schema (`@mandi/api-client/first-reads`): a plain success is the value, and nothing else loads. Anything
 * else (no boot answer, an HTTP error, a refusal, an ended session, a body that does not decode) goes to the
 * call itself, which gets the very same answer from the boot pool and reports it as ever (tagged errors,
 * status 3 once through the session guard); so does every later request of the screen (Retry, a poll).
 */
export async function firstRead<T>(read: FirstRead<T>, call: LazyCall<T>, signal?: AbortSignal): Promise<T> {
  const token = usableToken(readToken()) ?? null
  const address = `${apiHosts.baseUrl.replace(/\/+$/, '')}/${read.path}`
  const answer = bootAnswers.take(address, read.query, { token, lang: callContext.http.language })
  if (answer) {
    const reply = await waitForBootReply(answer.reply, signal)
    const value = reply ? readAnswer(read, reply.status, reply.text) : FAIL
    if (value !== FAIL) {
      // As the api-client does for every request it sends: this answer's request carried the token.
      callContext.http.guard.noteRequest(token ?? undefined)
      warmOnIntent(call)
      return value
    }
    bootAnswers.giveBack(answer)
  }
  return runCall(call, signal)
}

/**
 * The calls a screen read without loading them are loaded at the user's first touch or key press, with the
 * runtime that runs them and ofetch, which sends them (network/first-intent.ts).
 */
function warmOnIntent(call: LazyCall<unknown>): void {
  loadOnFirstIntent(call)
  loadOnFirstIntent(loadRunner)
}

const loadRunner = onlineOnly(() => Promise.all([import('./to-promise.ts'), import('ofetch')]))
