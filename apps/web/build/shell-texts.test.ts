import { describe, expect, it } from 'vitest'
import { en } from '../src/i18n/en-catalogue.ts'
import { hi } from '../src/i18n/hi-catalogue.ts'
import { insertShellTexts } from './shell-texts.ts'

describe('the static shells take their text from the catalogues', () => {
  it('writes the text in every language, each marked with its language', () => {
    const html = insertShellTexts('<p><!--boot-text:auth.login.subtitle--></p>')
    expect(html).toContain(
      `<span class="boot-text" data-boot-text-lang="en" lang="en">${en.auth.login.subtitle}</span>`,
    )
    expect(html).toContain(
      `<span class="boot-text" data-boot-text-lang="hi" lang="hi">${hi.auth.login.subtitle}</span>`,
    )
    expect(html.match(/class="boot-text"/g)).toHaveLength(3)
    expect(html).toContain('lang="hi-Latn"')
  })

  it('escapes the text and refuses a key it cannot fill', () => {
    const catalogues = { en: { a: { b: '<b>& "x"' } }, hd: { a: { b: 'ok' } }, hi: { a: { b: 'ok' } } }
    expect(insertShellTexts('<!--boot-text:a.b-->', catalogues)).toContain('&lt;b&gt;&amp; &quot;x&quot;')
    expect(() => insertShellTexts('<!--boot-text:a.missing-->', catalogues)).toThrow(
      'en has no text at a.missing',
    )
    const withValue = { ...catalogues, hd: { a: { b: 'Hi {{name}}' } } }
    expect(() => insertShellTexts('<!--boot-text:a.b-->', withValue)).toThrow('needs values')
  })

  it('leaves a page without placeholders as it is', () => {
    expect(insertShellTexts('<p>Mandi</p>')).toBe('<p>Mandi</p>')
  })
})
