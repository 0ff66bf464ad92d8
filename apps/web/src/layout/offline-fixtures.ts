import type { LastKnownNotice } from '../api/use-api-query.ts'

/** Stories and tests: data loaded on 24 Nov 2026 at 7:45 pm in India. */
export const OFFLINE_AS_OF = Date.UTC(2026, 10, 24, 14, 15)

/** The phone is offline; the screen shows what was kept on it. */
export const offlineNotice: LastKnownNotice = { asOf: OFFLINE_AS_OF, offline: true }

/** Online, but the server did not answer; the screen shows what was kept on the phone. */
export const outOfReachNotice: LastKnownNotice = { asOf: OFFLINE_AS_OF, offline: false }
