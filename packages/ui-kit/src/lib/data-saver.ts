import { createContext, useContext } from 'react'

/**
 * True when the app saves data (the browser asked for it): components then spend no bytes or motion the user
 * did not ask for (the carousel waits for Play, images load only when seen and without priority). The app
 * provides it once at its root; stories and tests set it directly.
 */
export const DataSaverContext = createContext(false)

export function useDataSaver(): boolean {
  return useContext(DataSaverContext)
}
