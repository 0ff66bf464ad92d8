import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  checkUpload,
  lastExtension,
  sniffFileKind,
  UPLOAD_HEAD_BYTES,
  type UploadRules,
  type UploadVerdict,
} from '@mandi/domain'
import type { UploadedFile } from '../http/call-input.ts'

/** What the bytes really are, by their signature (the domain's sniffFileKind); null when none of the allowed kinds. */
export function sniff(bytes: Buffer) {
  return sniffFileKind(bytes)
}

/**
 * The same check the app makes before sending (domain checkUpload): last extension on the allow-list, size,
 * the multipart part's declared type, and the first bytes.
 */
export function checkUploadedFile(file: UploadedFile, rules: UploadRules): UploadVerdict {
  return checkUpload(
    {
      name: file.name,
      type: file.type,
      size: file.bytes.length,
      head: file.bytes.subarray(0, UPLOAD_HEAD_BYTES),
    },
    rules,
  )
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
