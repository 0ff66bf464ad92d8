/** user/info's data as the server sends it (§3), for fake servers; a test names only what it relies on. */
export function userWire(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'Demo',
    code: 'C1',
    mob: '9876543210',
    balance: '2500.00',
    salary: '800.00',
    integral: '10.00',
    points: 0,
    kyc_status: 0,
    verified: 0,
    face_icon: '',
    avatar: '',
    ...overrides,
  }
}
