import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lastExtension } from '@mandi/domain'

type Kind = 'png' | 'jpg' | 'gif' | 'pdf' | 'zip' | 'mp4'

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b)
}

/** What the bytes really are, by their signature; null when none of the allowed kinds. */
export function sniff(bytes: Buffer): Kind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip'
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4'
  return null
}

/** The extension the file claims must match what its bytes are (jpeg counts as jpg). */
export function contentMatchesName(name: string, bytes: Buffer): boolean {
  const claimed = lastExtension(name)
  const actual = sniff(bytes)
  return actual !== null && (claimed === actual || (claimed === 'jpeg' && actual === 'jpg'))
}

export const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
}

/**
 * Stores bytes under a generated name (never the uploader's), so a name cannot traverse folders, clash or
 * smuggle markup; returns that name.
 */
export function storeUpload(dir: string, name: string, bytes: Buffer): string {
  mkdirSync(dir, { recursive: true })
  const stored = `${randomBytes(12).toString('hex')}.${lastExtension(name) === 'jpeg' ? 'jpg' : lastExtension(name)}`
  writeFileSync(join(dir, stored), bytes)
  return stored
}
