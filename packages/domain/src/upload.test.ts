import { describe, expect, it } from 'vitest'
import {
  AVATAR_PICK_RULES,
  AVATAR_UPLOAD_RULES,
  CHAT_UPLOAD_RULES,
  checkUpload,
  claimedFileKind,
  declaredTypeFits,
  maxUploadBytes,
  sniffFileKind,
  UPLOAD_HEAD_BYTES,
  type UploadCandidate,
} from './upload.ts'

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

const HEADS = {
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1),
  gif: ascii('GIF89a\x01\x00\x01\x00\x00\x00'),
  pdf: ascii('%PDF-1.7\n%\xe2\xe3'),
  zip: bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0),
  mp4: ascii('\0\0\0\x18ftypmp42'),
  exe: ascii('MZ\x90\0\x03\0\0\0\x04\0\0\0'),
  html: ascii('<html><scrip'),
  svg: ascii('<svg onload='),
} as const

const file = (name: string, type: string, head: Uint8Array, size = 1024): UploadCandidate => ({
  name,
  type,
  size,
  head,
})

describe('upload limits', () => {
  it('sizes the rules in MiB', () => {
    expect(maxUploadBytes(CHAT_UPLOAD_RULES)).toBe(5 * 1024 * 1024)
    expect(maxUploadBytes(AVATAR_UPLOAD_RULES)).toBe(2 * 1024 * 1024)
    expect(maxUploadBytes(AVATAR_PICK_RULES)).toBe(10 * 1024 * 1024)
    expect(AVATAR_PICK_RULES.extensions).toEqual(AVATAR_UPLOAD_RULES.extensions)
    expect(UPLOAD_HEAD_BYTES).toBeGreaterThanOrEqual(8 + 4)
  })
})

describe('sniffFileKind', () => {
  it.each([
    ['png', 'png'],
    ['jpg', 'jpg'],
    ['gif', 'gif'],
    ['pdf', 'pdf'],
    ['zip', 'zip'],
    ['mp4', 'mp4'],
    ['exe', null],
    ['html', null],
    ['svg', null],
  ] as const)('%s bytes are %j', (head, kind) => {
    expect(sniffFileKind(HEADS[head])).toBe(kind)
  })

  it('needs the whole signature: empty, short and off-by-one heads are nothing', () => {
    expect(sniffFileKind(bytes())).toBeNull()
    expect(sniffFileKind(HEADS.png.slice(0, 7))).toBeNull()
    expect(sniffFileKind(bytes(0, ...HEADS.png))).toBeNull()
    expect(sniffFileKind(ascii('\0\0\0ftyp'))).toBeNull()
    expect(sniffFileKind(bytes(0x50, 0x4b, 0x05, 0x06))).toBe('zip') // an empty archive
  })

  it('reads a plain array as well as bytes', () => {
    expect(sniffFileKind([...HEADS.gif])).toBe('gif')
  })
})

describe('claimedFileKind and declaredTypeFits', () => {
  it.each([
    ['a.PNG', 'png'],
    ['a.jpeg', 'jpg'],
    ['a.JPG', 'jpg'],
    ['x.png.exe', null],
    ['x.exe.png', 'png'],
    ['.png', null],
    ['png', null],
    ['a.svg', null],
  ] as const)('%j claims %j', (name, kind) => {
    expect(claimedFileKind(name)).toBe(kind)
  })

  it('accepts the type of the kind, in any case and with parameters, and unknown types', () => {
    expect(declaredTypeFits('png', 'image/png')).toBe(true)
    expect(declaredTypeFits('png', 'IMAGE/PNG; charset=binary')).toBe(true)
    expect(declaredTypeFits('jpg', 'image/pjpeg')).toBe(true)
    expect(declaredTypeFits('zip', 'application/x-zip-compressed')).toBe(true)
    expect(declaredTypeFits('pdf', '')).toBe(true)
    expect(declaredTypeFits('mp4', 'application/octet-stream')).toBe(true)
  })

  it('refuses a type of another kind or an executable', () => {
    expect(declaredTypeFits('png', 'application/x-msdownload')).toBe(false)
    expect(declaredTypeFits('png', 'image/jpeg')).toBe(false)
    expect(declaredTypeFits('png', 'image/svg+xml')).toBe(false)
    expect(declaredTypeFits('pdf', 'text/html')).toBe(false)
    expect(declaredTypeFits('zip', 'application/x-sh')).toBe(false)
    expect(declaredTypeFits('png', 'image/png-evil')).toBe(false)
  })
})

describe('checkUpload', () => {
  it.each([
    ['photo.png', 'image/png', 'png'],
    ['PHOTO.JPEG', 'image/jpeg', 'jpg'],
    ['scan.jpg', '', 'jpg'],
    ['anim.gif', 'image/gif', 'gif'],
    ['report.pdf', 'application/pdf', 'pdf'],
    ['logs.zip', 'application/x-zip-compressed', 'zip'],
    ['clip.mp4', 'video/mp4', 'mp4'],
  ] as const)('accepts %j (%j) in chat', (name, type, kind) => {
    expect(checkUpload(file(name, type, HEADS[kind]), CHAT_UPLOAD_RULES)).toEqual({ ok: true, kind })
  })

  it('refuses a name whose last extension is not allowed, whatever the bytes', () => {
    for (const name of ['x.png.exe', 'photo.svg', 'photo', '.png', 'photo.png.', 'page.html'])
      expect(checkUpload(file(name, 'image/png', HEADS.png), CHAT_UPLOAD_RULES), name).toEqual({
        ok: false,
        reason: 'extension',
      })
  })

  it('keeps avatars to images', () => {
    expect(checkUpload(file('me.png', 'image/png', HEADS.png), AVATAR_PICK_RULES)).toEqual({
      ok: true,
      kind: 'png',
    })
    expect(checkUpload(file('me.pdf', 'application/pdf', HEADS.pdf), AVATAR_PICK_RULES)).toEqual({
      ok: false,
      reason: 'extension',
    })
  })

  it('accepts exactly the limit and refuses one byte more', () => {
    const limit = maxUploadBytes(CHAT_UPLOAD_RULES)
    expect(checkUpload(file('a.png', 'image/png', HEADS.png, limit), CHAT_UPLOAD_RULES).ok).toBe(true)
    expect(checkUpload(file('a.png', 'image/png', HEADS.png, limit + 1), CHAT_UPLOAD_RULES)).toEqual({
      ok: false,
      reason: 'size',
    })
    expect(checkUpload(file('a.png', 'image/png', HEADS.png, Number.NaN), CHAT_UPLOAD_RULES)).toEqual({
      ok: false,
      reason: 'size',
    })
    const avatar = maxUploadBytes(AVATAR_UPLOAD_RULES) + 1
    expect(checkUpload(file('a.png', 'image/png', HEADS.png, avatar), AVATAR_UPLOAD_RULES)).toEqual({
      ok: false,
      reason: 'size',
    })
  })

  it('refuses a declared type that is not the extension’s, even with real image bytes', () => {
    expect(checkUpload(file('photo.png', 'application/x-msdownload', HEADS.png), CHAT_UPLOAD_RULES)).toEqual({
      ok: false,
      reason: 'type',
    })
    expect(checkUpload(file('photo.png', 'image/jpeg', HEADS.png), AVATAR_PICK_RULES)).toEqual({
      ok: false,
      reason: 'type',
    })
  })

  it('refuses bytes that are not what the name says (renamed exe, html, svg, another kind, empty)', () => {
    for (const head of [HEADS.exe, HEADS.html, HEADS.svg, HEADS.jpg, bytes()])
      expect(checkUpload(file('photo.png', 'image/png', head), CHAT_UPLOAD_RULES)).toEqual({
        ok: false,
        reason: 'content',
      })
    expect(checkUpload(file('notes.pdf', '', HEADS.zip), CHAT_UPLOAD_RULES)).toEqual({
      ok: false,
      reason: 'content',
    })
  })

  it('checks the extension first, then the size, then the type, then the bytes', () => {
    const big = maxUploadBytes(CHAT_UPLOAD_RULES) + 1
    expect(checkUpload(file('x.png.exe', 'text/html', HEADS.exe, big), CHAT_UPLOAD_RULES)).toMatchObject({
      reason: 'extension',
    })
    expect(checkUpload(file('x.png', 'text/html', HEADS.exe, big), CHAT_UPLOAD_RULES)).toMatchObject({
      reason: 'size',
    })
    expect(checkUpload(file('x.png', 'text/html', HEADS.exe), CHAT_UPLOAD_RULES)).toMatchObject({
      reason: 'type',
    })
  })
})
