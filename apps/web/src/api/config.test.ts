import { describe, expect, it } from 'vitest'
import { resolveHosts } from './config.ts'

const at = (href: string) => {
  const url = new URL(href)
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, origin: url.origin }
}

describe('resolveHosts', () => {
  it('derives the reference server hosts from where the app is served', () => {
    expect(resolveHosts({}, at('http://localhost:8080/app/#/login'))).toEqual({
      baseUrl: 'http://localhost:8080/api',
      imageBaseUrl: 'http://localhost:8080',
      socketUrl: 'ws://localhost:8080/ws/kline',
      chatBaseUrl: 'http://localhost:8081',
      chatImageBaseUrl: 'http://localhost:8081',
      chatSocketUrl: 'ws://localhost:8081/ws/chat',
    })
  })

  it('uses secure sockets and the default port over https', () => {
    const hosts = resolveHosts({}, at('https://mandi.example/app/'))
    expect(hosts.socketUrl).toBe('wss://mandi.example/ws/kline')
    expect(hosts.chatBaseUrl).toBe('https://mandi.example:444')
    expect(hosts.chatSocketUrl).toBe('wss://mandi.example:444/ws/chat')
  })

  it('takes every host from env when set', () => {
    const hosts = resolveHosts(
      {
        VITE_API_BASE: 'https://api.example/v1/',
        VITE_IMAGE_BASE: 'https://img.example',
        VITE_SOCKET_URL: 'wss://ticks.example/ws',
        VITE_CHAT_BASE: 'https://chat.example',
        VITE_CHAT_IMAGE_BASE: 'https://files.example',
        VITE_CHAT_SOCKET_URL: 'wss://chat.example/live',
      },
      at('http://localhost:5173/app/'),
    )
    expect(hosts).toEqual({
      baseUrl: 'https://api.example/v1',
      imageBaseUrl: 'https://img.example',
      socketUrl: 'wss://ticks.example/ws',
      chatBaseUrl: 'https://chat.example',
      chatImageBaseUrl: 'https://files.example',
      chatSocketUrl: 'wss://chat.example/live',
    })
  })

  it('derives the chat file host and socket from an env chat host', () => {
    const hosts = resolveHosts({ VITE_CHAT_BASE: 'http://localhost:8081' }, at('http://localhost:5173/'))
    expect(hosts.chatImageBaseUrl).toBe('http://localhost:8081')
    expect(hosts.chatSocketUrl).toBe('ws://localhost:8081/ws/chat')
    expect(hosts.baseUrl).toBe('http://localhost:5173/api')
  })
})
