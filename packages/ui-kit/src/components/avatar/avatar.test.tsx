import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, initials } from './avatar.tsx'

describe('Avatar', () => {
  it('shows the initials of the first and last word of the name when there is no picture', () => {
    render(<Avatar name="Demo Trader" />)
    expect(screen.getByRole('img', { name: 'Demo Trader' }).textContent).toBe('DT')
  })

  it('shows the picture when there is one', () => {
    render(<Avatar name="Demo Trader" src="/img/face.png" />)
    const image = screen.getByRole('img', { name: 'Demo Trader' })
    expect(image.tagName).toBe('IMG')
    expect(image.getAttribute('src')).toBe('/img/face.png')
  })

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar name="Demo Apple" src="/img/missing.png" />)
    fireEvent.error(screen.getByRole('img', { name: 'Demo Apple' }))
    const fallback = screen.getByRole('img', { name: 'Demo Apple' })
    expect(fallback.tagName).toBe('SPAN')
    expect(fallback.textContent).toBe('DA')
  })

  it('treats an empty picture path as none', () => {
    render(<Avatar name="Demo Apple" src="" />)
    expect(screen.getByRole('img', { name: 'Demo Apple' }).textContent).toBe('DA')
  })
})

describe('initials', () => {
  it.each([
    ['Demo Trader', 'DT'],
    ['  demo   test user ', 'DU'],
    ['Demo', 'D'],
    ['डेमो ट्रेडर', 'डट'],
    ['𝒜lpha Beta', '𝒜B'],
    ['', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
