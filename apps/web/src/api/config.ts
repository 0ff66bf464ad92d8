/**
 * Hosts of the api-client (names as in packages/api-client/CONTRACT.md), from Vite env when set, else
 * derived from where the app is served, which fits the reference server: the API and product images on the
 * same origin, the chat host on the next port (8080 → 8081; the e2e harness keeps that rule on free ports).
 */
export interface ApiHosts {
  readonly baseUrl: string
  readonly imageBaseUrl: string
  readonly socketUrl: string
  readonly chatBaseUrl: string
  readonly chatImageBaseUrl: string
  readonly chatSocketUrl: string
}

export interface HostEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_IMAGE_BASE?: string
  readonly VITE_SOCKET_URL?: string
  readonly VITE_CHAT_BASE?: string
  readonly VITE_CHAT_IMAGE_BASE?: string
  readonly VITE_CHAT_SOCKET_URL?: string
}

interface Where {
  readonly protocol: string
  readonly hostname: string
  readonly port: string
  readonly origin: string
}

const DEFAULT_PORT = { 'http:': 80, 'https:': 443 } as const

function chatOrigin(where: Where): string {
  const port = where.port
    ? Number(where.port)
    : (DEFAULT_PORT[where.protocol as keyof typeof DEFAULT_PORT] ?? 80)
  return `${where.protocol}//${where.hostname}:${port + 1}`
}

function toSocket(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws')
}

const set = (value: string | undefined) => (value ? value.replace(/\/+$/, '') : undefined)

export function resolveHosts(env: HostEnv, where: Where): ApiHosts {
  const chatBaseUrl = set(env.VITE_CHAT_BASE) ?? chatOrigin(where)
  return {
    baseUrl: set(env.VITE_API_BASE) ?? `${where.origin}/api`,
    imageBaseUrl: set(env.VITE_IMAGE_BASE) ?? where.origin,
    socketUrl: set(env.VITE_SOCKET_URL) ?? `${toSocket(where.origin)}/ws/kline`,
    chatBaseUrl,
    chatImageBaseUrl: set(env.VITE_CHAT_IMAGE_BASE) ?? chatBaseUrl,
    chatSocketUrl: set(env.VITE_CHAT_SOCKET_URL) ?? `${toSocket(chatBaseUrl)}/ws/chat`,
  }
}

export const apiHosts: ApiHosts = resolveHosts(import.meta.env, window.location)
