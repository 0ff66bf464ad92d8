/**
 * The link a user shares. Decision: it opens registration with the code filled in
 * (`{origin}/app/#/signin?code=…`), because the friend needs an account first and /signin is where the
 * invite code is typed; /download?code is the page for getting the app package and shows the same code.
 */
export function shareLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/app/#/signin?code=${encodeURIComponent(code)}`
}
