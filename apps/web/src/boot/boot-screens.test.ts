import { describe, expect, it, vi } from 'vitest'
import { findRoute } from '../routes.ts'
import { BOOT_SCREENS } from './boot.ts'

// Each screen module stands for itself: a route's loader then resolves to the module it imports.
vi.mock('../features/home/home-screen.tsx', () => ({ HomeScreen: 'src/features/home/home-screen.tsx' }))
vi.mock('../features/market/marketplace-screen.tsx', () => ({
  MarketplaceScreen: 'src/features/market/marketplace-screen.tsx',
}))
vi.mock('../features/trading/market-chart-screen.tsx', () => ({
  MarketChartScreen: 'src/features/trading/market-chart-screen.tsx',
}))
vi.mock('../features/positions/position-screen.tsx', () => ({
  PositionScreen: 'src/features/positions/position-screen.tsx',
}))
vi.mock('../features/wallet/payout-screen.tsx', () => ({
  PayoutScreen: 'src/features/wallet/payout-screen.tsx',
}))

describe('the boot table names the screen module each route loads', () => {
  for (const [path, screen] of Object.entries(BOOT_SCREENS)) {
    it(path, async () => {
      // The build preloads the chunk of `screen`; the router imports what routes.ts says.
      expect(await findRoute(path)?.load()).toBe(screen)
    })
  }
})
