import type { Locator } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Confirms an order in the product popup the way a user does when the hourly price step lands between
 * opening it and confirming: the sim refuses ("The price changed…", nothing charged), the popup shows the new
 * price, and the user confirms again. Journeys that are not about the price guard (price-guard.spec.ts is)
 * use this, so a run that crosses the hour does not fail them. Resolves once `outcome` shows.
 */
export async function confirmAcrossPriceStep(
  sheet: Locator,
  button: string,
  outcome: Locator,
): Promise<void> {
  await sheet.getByRole('button', { name: button }).click()
  const changed = sheet.getByRole('alert').filter({ hasText: 'The price changed' })
  await expect(outcome.or(changed).first()).toBeVisible()
  if (await outcome.isVisible()) return
  await sheet.getByRole('button', { name: button }).click()
  await expect(outcome).toBeVisible()
}
