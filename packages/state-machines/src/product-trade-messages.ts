/**
 * The fixed texts of a product purchase and sale (spec §5/§8), in a module of their own: the app maps them to
 * its catalogue on screens that load no machine (and so no XState) to paint (issue 30).
 */
export const BUY_MESSAGES = { success: 'Purchase successful', failure: 'Purchase failed' } as const
export const SELL_MESSAGES = { success: 'Product sold successfully', failure: 'Sale failed' } as const
