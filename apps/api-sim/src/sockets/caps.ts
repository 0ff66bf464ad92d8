import type { WebSocket } from 'ws'

/** Open sockets (kline and chat together) one client address may hold; more are refused with HTTP 429. */
export const SOCKETS_PER_ADDRESS = 100
/** Authenticated chat sockets one user may hold; a newer one closes the oldest with 1008. */
export const SOCKETS_PER_USER = 5
/** RFC 6455 "policy violation": the close code of a socket over the per-user cap. */
export const CLOSE_TOO_MANY_SOCKETS = 1008
/** What a refused upgrade's Retry-After says (seconds): sockets free up as clients close them. */
export const SOCKET_RETRY_AFTER_S = 30

/**
 * Counts the open sockets of one sim (both hosts) per client address and per user, so one address or one
 * account cannot hold an unbounded number of them (issue 25). The kline socket needs no token, so it counts
 * only against its address; a chat socket also against its user once it has authenticated.
 */
export class SocketCaps {
  private readonly byAddress = new Map<string, number>()
  /** Each user's chat sockets, oldest first. */
  private readonly byUser = new Map<number, WebSocket[]>()
  private readonly userOf = new Map<WebSocket, number>()

  constructor(
    readonly perAddress: number = SOCKETS_PER_ADDRESS,
    readonly perUser: number = SOCKETS_PER_USER,
  ) {}

  /** A new socket from `address` may open (then call `leave(address)` when it closes). */
  enter(address: string): boolean {
    const open = this.byAddress.get(address) ?? 0
    if (open >= this.perAddress) return false
    this.byAddress.set(address, open + 1)
    return true
  }

  leave(address: string): void {
    const open = (this.byAddress.get(address) ?? 0) - 1
    if (open > 0) this.byAddress.set(address, open)
    else this.byAddress.delete(address)
  }

  /**
   * `ws` now belongs to `userId` (its auth frame). Over the cap, the user's oldest socket is the one to close:
   * the newest is the one the user just opened, and an old one may be a dead connection the phone left behind.
   */
  identify(ws: WebSocket, userId: number): WebSocket | undefined {
    this.forget(ws)
    const sockets = this.byUser.get(userId) ?? []
    sockets.push(ws)
    this.byUser.set(userId, sockets)
    this.userOf.set(ws, userId)
    return sockets.length > this.perUser ? sockets[0] : undefined
  }

  /** The socket closed (or moved to another user). */
  forget(ws: WebSocket): void {
    const userId = this.userOf.get(ws)
    if (userId === undefined) return
    this.userOf.delete(ws)
    const left = (this.byUser.get(userId) ?? []).filter((s) => s !== ws)
    if (left.length > 0) this.byUser.set(userId, left)
    else this.byUser.delete(userId)
  }
}
