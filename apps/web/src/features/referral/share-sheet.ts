/** The part of `navigator` the share sheet needs (the Web Share API), so tests can pass their own. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>
  canShare?: (data?: ShareData) => boolean
}

/** Whether the phone has a share sheet for text (Web Share API; Android Chrome, iOS Safari, not most desktops). */
export function canUseShareSheet(nav: ShareNavigator): boolean {
  if (typeof nav.share !== 'function') return false
  return typeof nav.canShare === 'function' ? nav.canShare({ text: 'x' }) : true
}

/**
 * Opens the share sheet with the message. The person closing the sheet (AbortError) is not a failure;
 * anything else is, and the screen says so (the code and link can still be copied).
 */
export async function openShareSheet(
  nav: ShareNavigator,
  text: string,
): Promise<'shared' | 'cancelled' | 'failed'> {
  if (typeof nav.share !== 'function') return 'failed'
  try {
    await nav.share({ text })
    return 'shared'
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'cancelled' : 'failed'
  }
}
