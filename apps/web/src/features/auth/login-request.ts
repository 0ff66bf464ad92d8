import { apiHosts } from '../../api/config.ts'
import type { LoginResult } from '../../api/storage.ts'

/**
 * TODO(api-client): replace with `toPromise(api.auth.login(form))` once createApiClient is exported by
 * @mandi/api-client. Until then this is the same wire call (CONTRACT.md: POST user/login, form body,
 * 5 s time-out) rejecting with the same tagged shapes, so the screen does not change when it is swapped.
 */
export async function loginRequest(mob: string, password: string): Promise<LoginResult> {
  const body = new URLSearchParams({ mob, pass_word: password, finger_login: '', token: '', tp: '1' })
  let response: Response
  try {
    response = await fetch(`${apiHosts.baseUrl}/user/login`, {
      method: 'POST',
      headers: { lang: 'en' },
      body,
      signal: AbortSignal.timeout(5000),
    })
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
    throw { _tag: timedOut ? 'TimeoutError' : 'NetworkError', message: String(cause), path: 'user/login' }
  }
  if (!response.ok) throw { _tag: 'NetworkError', message: `HTTP ${response.status}`, path: 'user/login' }
  const envelope = (await response.json().catch(() => null)) as {
    status?: number
    info?: string | null
    data?: Partial<LoginResult>
  } | null
  if (envelope?.status === 0) {
    throw {
      _tag: 'ServerRejected',
      message: envelope.info ?? '',
      info: envelope.info ?? '',
      path: 'user/login',
    }
  }
  const data = envelope?.data
  if (envelope?.status !== 1 || !data?.token || data.id === undefined) {
    throw {
      _tag: 'DecodeError',
      message: 'Unexpected login answer',
      path: '',
      call: 'user/login',
      issues: [],
    }
  }
  return { id: data.id, name: String(data.name ?? ''), token: data.token, code: String(data.code ?? '') }
}
