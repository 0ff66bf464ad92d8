/** The seeded demo account of apps/api-sim (rich data). The sim's one-time code is 123456 on loopback, once sent. */
export const DEMO = { mob: '9000000001', password: 'demo1234' } as const
