/**
 * Calls onSessionInvalid once per ended session. Many calls can be in flight when a session ends and each
 * of them answers status 3; the app must clear storage and redirect once, not N times.
 *
 * It re-arms when a request goes out with a usable token that has not ended (the user signed in again).
 * Late status 3 answers to requests sent with an ended token never fire it again, even after re-arming,
 * so a slow answer from the old session cannot sign the new one out.
 */
export interface SessionGuard {
  /** Note the token a request is about to carry (re-arms after a new sign-in). */
  readonly noteRequest: (token: string | undefined) => void
  /** Report a status 3 / socket 4001 seen for a request sent with `token`. */
  readonly invalidate: (token: string | undefined) => void
}

export function createSessionGuard(onSessionInvalid: (() => void) | undefined): SessionGuard {
  let armed = true
  const ended = new Set<string | undefined>()
  return {
    noteRequest(token) {
      if (!armed && token !== undefined && !ended.has(token)) armed = true
    },
    invalidate(token) {
      if (!armed || ended.has(token)) return
      armed = false
      ended.add(token)
      try {
        onSessionInvalid?.()
      } catch (error) {
        // The app's handler failing must not turn this call's SessionInvalid into a defect; rethrown
        // outside the call so it still surfaces.
        queueMicrotask(() => {
          throw error
        })
      }
    },
  }
}
