/** The seeded demo account of apps/api-sim (rich data). The sim's one-time code is 123456 on loopback, once sent. */
export const DEMO = { mob: '9876543210', password: 'demo1234' } as const
