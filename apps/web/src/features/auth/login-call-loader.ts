import { saveData } from '../../network/save-data.ts'

// The api-client and the Effect runtime (~40 KB gzip) are not needed to show the form (issue 9: initial JS of
// /login): they load when the user first types, or at the latest on Sign in. A failed load is forgotten so
// the next Sign in tries again (and the machine shows it as a network error meanwhile).
let loginCall: Promise<typeof import('./login-call.ts')> | undefined

export function loadLoginCall() {
  loginCall ??= import('./login-call.ts').catch((error: unknown) => {
    loginCall = undefined
    throw error
  })
  return loginCall
}

/** Loading it while the user types is a prefetch: skipped when the browser asks to save data (issue 18). */
export function warmLoginCall() {
  if (!saveData) void loadLoginCall().catch(() => undefined)
}
