import type { ComponentType } from 'react'

// What a row of the route table (routes.ts) is. Its own module so the router's parts that load screens
// (screen-loader.ts, chunk-recovery.ts) need not import the table, which lazily imports them back.

export type ScreenLoader = () => Promise<ComponentType>

export interface RouteEntry {
  readonly path: string
  readonly load: ScreenLoader
  /** Reachable without a stored token (spec §2, §6). Every other route sends a visitor to /login. */
  readonly public?: true
  /** A visitor who already holds a token is sent to /home (spec §2: /login, and /signin with /reg). */
  readonly guestOnly?: true
  /** Stays mounted (hidden) when left, keeping its state, scroll position and data (spec §2). */
  readonly keepAlive?: true
  /** Shows the bottom tab bar. */
  readonly tab?: true
  /** The path whose screen this one is (spec §2 aliases); documentation and tests read it. */
  readonly aliasOf?: string
  /**
   * Where Back goes on a cold start (no in-app screen behind this one): the screen this one belongs under.
   * A function reads the query (e.g. /pro_detail's two readings). Every non-tab route has one.
   */
  readonly parent?: string | ((search: URLSearchParams) => string)
  /**
   * The screen draws its own top bar with a back control (wallet and account screens, product trading); the
   * shell then adds none. A function reads the query. Otherwise the shell draws a back bar above the screen.
   */
  readonly ownHeader?: true | ((search: URLSearchParams) => boolean)
}
