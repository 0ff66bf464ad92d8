import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Link, Router, useLocation, useSearch } from 'wouter'
import { navigate, useHashQueryLocation } from './hash-location.ts'

function Where() {
  const [path] = useLocation()
  return (
    <p>
      {path}|{useSearch()}
      <Link to="/bank_transfer?amount=600&orderid=9">pay</Link>
    </p>
  )
}

describe('hash location with the query inside the hash', () => {
  it('splits #/path?query into the route path and the search', () => {
    window.location.hash = '#/bank_transfer?amount=600&code=7'
    render(
      <Router hook={useHashQueryLocation}>
        <Where />
      </Router>,
    )
    expect(screen.getByText(/\/bank_transfer\|amount=600&code=7/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'pay' }).getAttribute('href')).toBe(
      '#/bank_transfer?amount=600&orderid=9',
    )
  })

  it('navigates by writing path and query into the hash, replacing when asked', () => {
    window.location.hash = '#/home'
    const before = window.history.length
    render(
      <Router hook={useHashQueryLocation}>
        <Where />
      </Router>,
    )
    act(() => navigate('/buy_product?id=3'))
    expect(window.location.hash).toBe('#/buy_product?id=3')
    expect(window.location.search).toBe('')
    expect(screen.getByText(/\/buy_product\|id=3/)).toBeTruthy()
    act(() => navigate('/home', { replace: true }))
    expect(window.history.length).toBe(before + 1)
    expect(screen.getByText(/\/home\|$/)).toBeTruthy()
  })
})
