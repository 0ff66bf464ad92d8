/** The seeded demo account of apps/api-sim (rich data). Every OTP of the sim is 123456. */
export const DEMO = { mob: '9876543210', password: 'demo1234' } as const
