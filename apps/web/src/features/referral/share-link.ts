/**
 * The origin a shared link points at. A build for the public sets `VITE_PUBLIC_ORIGIN` (for example
 * `https://mandi.example`), because the page may be served from an address friends cannot open (a local
 * port, a preview host); without it, the origin the app is served from. Only an http(s) origin is taken.
 */
export function publicOrigin(configured: string | undefined, fallback: string): string {
  const value = configured?.trim()
  if (!value) return fallback
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : fallback
  } catch {
    return fallback
  }
}

/**
 * The link a user shares. Decision: it opens registration with the code filled in
 * (`{origin}/app/#/signin?code=…`), because the friend needs an account first and /signin is where the
 * invite code is typed; /download?code is the page for getting the app package and shows the same code.
 */
export function shareLink(
  code: string,
  origin: string = publicOrigin(import.meta.env.VITE_PUBLIC_ORIGIN, window.location.origin),
): string {
  return `${origin}/app/#/signin?code=${encodeURIComponent(code)}`
}

/** WhatsApp's own link to share a text (wa.me): it opens the app, or its web page, with the text filled in. */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
