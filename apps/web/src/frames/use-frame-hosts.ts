import { userApi } from '../api/calls/user.ts'
import { useApiQuery } from '../api/use-api-query.ts'

const ORIGIN = /^https:\/\/[^/?#@\s]+$/i

/**
 * The origins this app may show in a frame (GET sys/frame_hosts, an extension: the server's CSP frame-src
 * lists exactly the same). null while asking; an empty list when nothing may be framed, and also when the
 * server cannot say (no such call, offline): a page then opens in a new tab, which always works.
 */
export function useFrameHosts(): readonly string[] | null {
  const query = useApiQuery('sys:frame_hosts', () => userApi.frameHosts(), { isEmpty: () => false })
  const { state } = query
  if (state.status === 'loading' || state.status === 'idle') return null
  if (state.status === 'error') return []
  return state.data.hosts.filter((host) => ORIGIN.test(host)).map((host) => host.toLowerCase())
}
