import type { UserInfo } from '@mandi/api-client'
import { toPaise } from '@mandi/domain'

/** Fixture data for the account view stories and view tests. */
export const richUser: UserInfo = {
  id: 1001,
  name: 'Demo Apple',
  code: 'MND4821',
  mob: '9000000001',
  balance: toPaise('123456.78'),
  salary: toPaise('4200'),
  integral: toPaise('350'),
  points: 12,
  kycStatus: 2,
  verified: true,
  faceIcon: '',
  avatar: '',
}

export const newUser: UserInfo = {
  ...richUser,
  id: 1002,
  name: 'Demo Trader',
  code: 'MND5530',
  mob: '9000000002',
  balance: toPaise('0'),
  salary: toPaise('0'),
  integral: toPaise('0'),
  kycStatus: 0,
  verified: false,
}

/** A saved record as the view shows it (the date of birth already as DD/MM/YYYY). */
export const savedRecord = {
  pan: 'ABCDE1234F',
  fullName: 'Demo Apple',
  birthDate: '01/01/1990',
  address: 'Demo Street 1',
  pin: '560001',
  city: 'Bengaluru',
}

export const emptyIdVerification = { pan: '', fullName: '', birthDate: '', address: '', pin: '', city: '' }
