import { createContext, useContext } from 'react'

/**
 * False while a kept-alive screen is hidden. Screens that poll or hold a socket (kline ticks, chat) use
 * it to pause while the user is elsewhere and resume, with their data intact, on return.
 */
export const RouteActiveContext = createContext(true)

export function useRouteActive(): boolean {
  return useContext(RouteActiveContext)
}
