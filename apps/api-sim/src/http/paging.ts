import { int } from './args.ts'
import type { Args } from './call-input.ts'

/** Most rows one list call answers (CONTRACT.md, "Paged lists"): every list is bounded work. */
export const PAGE_LIMIT = 50

export interface Page {
  readonly limit: number
  readonly offset: number
}

/**
 * The page a list call asks for: `page` (1, 2, …; default 1) of `limit` rows (1 to PAGE_LIMIT; default
 * PAGE_LIMIT). Use as `… LIMIT ? OFFSET ?` with `page.limit, page.offset` after a stable order (newest first,
 * then id). A client reads the next page until one comes back shorter than its limit.
 */
export function pageOf(args: Args): Page {
  const limit = args.limit === undefined ? PAGE_LIMIT : int(args, 'limit', 1, PAGE_LIMIT, 'Invalid limit')
  const page = args.page === undefined ? 1 : int(args, 'page', 1, 1_000_000, 'Invalid page')
  return { limit, offset: (page - 1) * limit }
}
