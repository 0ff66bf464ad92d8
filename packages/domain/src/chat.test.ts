import { describe, expect, it } from 'vitest'
import {
  CHAT_REF,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_UPLOAD_EXTENSIONS,
  canSendChatMessage,
  chatTextExcess,
  IMAGE_EXTENSIONS,
  isImageFile,
  isUploadAllowed,
  lastExtension,
} from './chat.ts'

describe('chat files (§5)', () => {
  it('lists the upload and image extensions', () => {
    expect(CHAT_UPLOAD_EXTENSIONS).toEqual(['png', 'jpg', 'pdf', 'jpeg', 'zip', 'gif', 'mp4'])
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'gif', 'png'])
  })

  it.each([
    ['photo.png', 'png'],
    ['PHOTO.JPG', 'jpg'],
    ['x.png.exe', 'exe'],
    ['dir.v2/readme', ''],
    ['C:\\dir.v2\\photo.Gif', 'gif'],
    ['noext', ''],
    ['.png', ''],
    ['trailing.', ''],
  ])('the last extension of %j is %j', (name, ext) => {
    expect(lastExtension(name)).toBe(ext)
  })

  it.each([
    ['a.png', true, true],
    ['a.JPG', true, true],
    ['a.jpeg', true, true],
    ['a.gif', true, true],
    ['a.pdf', true, false],
    ['a.zip', true, false],
    ['a.mp4', true, false],
    ['x.png.exe', false, false],
    ['x.exe.png', true, true],
    ['a.webp', false, false],
    ['png', false, false],
    ['', false, false],
  ])('%j: upload allowed %s, image %s', (name, allowed, image) => {
    expect(isUploadAllowed(name)).toBe(allowed)
    expect(isImageFile(name)).toBe(image)
  })
})

describe('chat send (§5)', () => {
  it('ignores an empty text or a send in progress', () => {
    expect(canSendChatMessage('hello', false)).toBe(true)
    expect(canSendChatMessage('', false)).toBe(false)
    expect(canSendChatMessage('   ', false)).toBe(false)
    expect(canSendChatMessage('hello', true)).toBe(false)
  })

  it('does not send a message longer than the limit, and says by how much it is over', () => {
    expect(CHAT_TEXT_MAX_LENGTH).toBe(2000)
    expect(chatTextExcess('x'.repeat(2000))).toBe(0)
    expect(canSendChatMessage('x'.repeat(2000), false)).toBe(true)
    expect(chatTextExcess('x'.repeat(2013))).toBe(13)
    expect(canSendChatMessage('x'.repeat(2013), false)).toBe(false)
  })

  it('names the ref values', () => {
    expect(CHAT_REF).toEqual({ fromOther: 0, mine: 1 })
  })
})
