import { wireLoginResult } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeServer, ok } from '../../test/fake-server.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

function fill(id: string, password: string) {
  fireEvent.change(screen.getByLabelText('User ID'), { target: { value: id } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}

describe('/login', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('enables Sign in only with an ID and a password of 6 or more', async () => {
    renderApp('/login')
    const button = await screen.findByRole('button', { name: 'Sign in' })
    expect(button.hasAttribute('disabled')).toBe(true)
    fill('98765', '12345')
    expect(button.hasAttribute('disabled')).toBe(true)
    fill('98765', '123456')
    expect(button.hasAttribute('disabled')).toBe(false)
    fill('', '123456')
    expect(button.hasAttribute('disabled')).toBe(true)
  })

  it('keeps the User ID numeric and links to /forgotpass and /signin', async () => {
    renderApp('/login')
    const id = await screen.findByLabelText<HTMLInputElement>('User ID')
    fireEvent.change(id, { target: { value: '98a76-5' } })
    expect(id.value).toBe('98765')
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('#/forgotpass')
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('#/signin')
  })

  it('stores the login result and goes to /home', async () => {
    const server = fakeServer({
      'user/login': ok(wireLoginResult({ id: 1, name: 'Demo', token: 'tok-1', code: 'D1' })),
    })
    renderApp('/login')
    await screen.findByLabelText('User ID')
    fill('9000000000', 'demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentHash()).toBe('#/home'))
    expect({ ...localStorage }).toEqual({
      id: '1',
      name: 'Demo',
      token: 'tok-1',
      code: 'D1',
      mob: '9000000000',
    })
    const [login] = server.requests
    expect(login?.url.pathname).toMatch(/\/api\/user\/login$/)
    expect(login?.body).toBe('mob=9000000000&pass_word=demo1234&finger_login=&token=&tp=1')
  })

  it('shows the server info in a toast on status 0 and keeps what was typed', async () => {
    fakeServer({ 'user/login': failure(0, 'Wrong password') })
    renderApp('/login')
    await screen.findByLabelText('User ID')
    fill('9000000000', 'wrong12')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Wrong password'),
    )
    expect(currentHash()).toBe('#/login')
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrong12')
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('prefills the User ID with the mobile number kept by the settings log out', async () => {
    localStorage.setItem('mob', '9000000000')
    renderApp('/login')
    const id = await screen.findByLabelText<HTMLInputElement>('User ID')
    await waitFor(() => expect(id.value).toBe('9000000000'))
  })

  it('switches the language in place before sign-in: stored as lang, <html lang> follows, typed text stays', async () => {
    renderApp('/login')
    await screen.findByLabelText('User ID')
    expect(document.documentElement.lang).toBe('en')
    fill('98765', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }))
    await screen.findByRole('heading', { name: 'साइन इन करें' })
    expect(localStorage.getItem('lang')).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('यूज़र ID').value).toBe('98765')
    fireEvent.click(screen.getByRole('button', { name: 'Hinglish' }))
    await screen.findByRole('link', { name: 'Password bhool gaye?' })
    expect(localStorage.getItem('lang')).toBe('hd')
    expect(document.documentElement.lang).toBe('hi-Latn')
  })
})
