import { describe, expect, it } from 'vitest'
import { birthDateForDisplay, birthDateFromDisplay } from './birth-date.ts'
import { checkField } from './check-field.ts'

describe('birthDateFromDisplay', () => {
  it.each([
    ['15/01/1990', '19900115'],
    ['15-1-1990', '19900115'],
    ['5/1/1990', '19900105'],
    ['15.01.1990', '19900115'],
    ['15 01 1990', '19900115'],
    [' 15/01/1990 ', '19900115'],
    ['15011990', '19900115'],
    ['29/02/2000', '20000229'],
    ['1990-01-15', '19900115'],
  ])('reads %j day first as %s', (text, wire) => {
    expect(birthDateFromDisplay(text)).toBe(wire)
    expect(checkField('verification.birthDate', wire)).toBeNull()
  })

  it.each([
    '',
    '15/01',
    '15/01/90',
    '32/01/1990',
    '15/13/1990',
    '29/02/2001',
    '31/04/1990',
    '01/01/1899',
    // The wire form is not what a person types: read day first it is no date, and it is not guessed.
    '19900115',
    '15/01/1990x',
    'abc',
    '15//01/1990',
  ])('refuses %j', (text) => {
    expect(birthDateFromDisplay(text)).toBeNull()
  })
})

describe('birthDateForDisplay', () => {
  it('shows the wire YYYYMMDD as DD/MM/YYYY', () => {
    expect(birthDateForDisplay('19900115')).toBe('15/01/1990')
  })

  it('shows anything else as it came', () => {
    expect(birthDateForDisplay('1990-1-15')).toBe('1990-1-15')
    expect(birthDateForDisplay('')).toBe('')
  })

  it('round-trips with birthDateFromDisplay', () => {
    for (const wire of ['19900115', '20000229', '19991231', '19000101']) {
      expect(birthDateFromDisplay(birthDateForDisplay(wire))).toBe(wire)
    }
  })
})
