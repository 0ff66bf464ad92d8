/** Events a machine emits for the screen to act on; no machine imports the router or a toast library. */
export type NavigateEmitted = { type: 'navigate'; to: string }
/** Return to the previous screen (history back). */
export type BackEmitted = { type: 'back' }
export type NoticeEmitted = { type: 'toast' | 'alert' | 'popup'; message: string }
/** Status 3 seen by a flow; the web app forwards it to the session machine as `sessionInvalid`. */
export type SessionInvalidEmitted = { type: 'sessionInvalid' }
