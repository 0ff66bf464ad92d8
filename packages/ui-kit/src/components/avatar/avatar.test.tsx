import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, initials } from './avatar.tsx'

describe('Avatar', () => {
  it('shows the initials of the first and last word of the name when there is no picture', () => {
    render(<Avatar name="Ravi Kumar" />)
    expect(screen.getByRole('img', { name: 'Ravi Kumar' }).textContent).toBe('RK')
  })

  it('shows the picture when there is one', () => {
    render(<Avatar name="Ravi Kumar" src="/img/face.png" />)
    const image = screen.getByRole('img', { name: 'Ravi Kumar' })
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('src')).toBe('/img/face.png')
  })

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar name="Asha Rao" src="/img/missing.png" />)
    fireEvent.error(screen.getByRole('img', { name: 'Asha Rao' }))
    const fallback = screen.getByRole('img', { name: 'Asha Rao' })
    expect(fallback.tagName).toBe('SPAN')
    expect(fallback.textContent).toBe('AR')
  })

  it('treats an empty picture path as none', () => {
    render(<Avatar name="Asha Rao" src="" />)
    expect(screen.getByRole('img', { name: 'Asha Rao' }).textContent).toBe('AR')
  })
})

describe('initials', () => {
  it.each([
    ['Ravi Kumar', 'RK'],
    ['  asha   devi rao ', 'AR'],
    ['Sunita', 'S'],
    ['रवि कुमार', 'रक'],
    ['𝒜lpha Beta', '𝒜B'],
    ['', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
