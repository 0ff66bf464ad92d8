/**
 * Pictures and files of the chat live on the chat host: the reference server's next port (8080 → 8081), as
 * the web app finds it (apps/web/src/api/config.ts), unless VITE_CHAT_BASE names it.
 */
export function chatFileBase(
  where: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
  configured: string | undefined = import.meta.env.VITE_CHAT_BASE,
): string {
  if (configured) return configured.replace(/\/+$/, '')
  const port = where.port ? Number(where.port) : where.protocol === 'https:' ? 443 : 80
  return `${where.protocol}//${where.hostname}:${port + 1}`
}

/**
 * The absolute URL of a chat file, or '' when there is none or it would resolve to the console's own origin
 * (a file must never open as one of our pages).
 */
export function chatFileUrl(path: string, base = chatFileBase(), ownOrigin = window.location.origin): string {
  if (!path.startsWith('/files/')) return ''
  try {
    const url = new URL(path, `${base}/`)
    return url.origin === ownOrigin ? '' : url.href
  } catch {
    return ''
  }
}
