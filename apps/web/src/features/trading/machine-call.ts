import { hasTag } from '../../api/api-error.ts'
import { toPromise } from '../../api/to-promise.ts'
import { shell } from '../../i18n/en/shell.ts'

/** Whether a failure came without a readable server answer (HTTP error, time-out, offline, garbled body). */
export function isUnanswered(error: unknown): boolean {
  return hasTag(error, 'NetworkError') || hasTag(error, 'TimeoutError') || hasTag(error, 'DecodeError')
}

/**
 * `toPromise` for a money-moving machine actor. It rejects with the api-client's tagged error (its `_tag`,
 * `info` and prototype kept, so the machine still tells an unknown outcome from an answer), but a failure
 * without a readable server answer carries the §8 text 'Network error occurred' as its message: the
 * machines alert a thrown error's message, and these screens show the §8 text rather than transport detail.
 * `useEmitted` shows that text in the user's language.
 */
export async function callForMachine<A, E>(effect: Parameters<typeof toPromise<A, E>>[0]): Promise<A> {
  try {
    return await toPromise(effect)
  } catch (error) {
    if (!isUnanswered(error) || typeof error !== 'object' || error === null) throw error
    const plain = Object.assign(Object.create(Object.getPrototypeOf(error)), error)
    Object.defineProperty(plain, 'message', {
      value: shell.error.network,
      writable: true,
      configurable: true,
      enumerable: false,
    })
    throw plain
  }
}
