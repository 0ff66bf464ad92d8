import { CHAT_UPLOAD_EXTENSIONS, IMAGE_EXTENSIONS, lastExtension } from './chat.ts'

/** What a file's bytes are, for the kinds an upload may be (§5: png, jpg, jpeg, gif, pdf, zip, mp4). */
export type FileKind = 'png' | 'jpg' | 'gif' | 'pdf' | 'zip' | 'mp4'

/** How many leading bytes `sniffFileKind` needs (mp4 carries `ftyp` at bytes 4 to 7). */
export const UPLOAD_HEAD_BYTES = 12

const MIB = 1024 * 1024

export interface UploadRules {
  /** Allowed last extensions, lower-case. */
  readonly extensions: readonly string[]
  /** Largest accepted size, in whole megabytes (MiB), as the refusal message says it. */
  readonly maxMegabytes: number
}

/**
 * §5 gives the chat allow-list but no size; 5 MB is the chat host's cap (apps/api-sim), checked in the
 * app before anything is sent.
 */
export const CHAT_UPLOAD_RULES: UploadRules = { extensions: CHAT_UPLOAD_EXTENSIONS, maxMegabytes: 5 }

/**
 * The picture chosen for the avatar, before the square crop. Only images; it is decoded on the phone, and
 * only the small crop is uploaded, so a camera photo of several MB is fine.
 */
export const AVATAR_PICK_RULES: UploadRules = { extensions: IMAGE_EXTENSIONS, maxMegabytes: 10 }

/** What user/set_face_icon takes (the app sends a 256 px PNG crop, far below this). */
export const AVATAR_UPLOAD_RULES: UploadRules = { extensions: IMAGE_EXTENSIONS, maxMegabytes: 2 }

/** The size limit of `rules` in bytes. */
export function maxUploadBytes(rules: UploadRules): number {
  return rules.maxMegabytes * MIB
}

function startsWith(head: ArrayLike<number>, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => head[offset + i] === byte)
}

/** What the leading bytes really are, by their signature; null when none of the upload kinds. */
export function sniffFileKind(head: ArrayLike<number>): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif' // GIF8
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip'
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4' // ....ftyp
  return null
}

/** The kind a name claims by its last extension (jpeg counts as jpg); null for any other extension. */
export function claimedFileKind(name: string): FileKind | null {
  const ext = lastExtension(name)
  if (ext === 'jpeg') return 'jpg'
  return (['png', 'jpg', 'gif', 'pdf', 'zip', 'mp4'] as const).find((kind) => kind === ext) ?? null
}

/** Declared (browser or multipart) types that fit each kind; the spellings phones and desktops send. */
const DECLARED_TYPES: Record<FileKind, readonly string[]> = {
  png: ['image/png', 'image/x-png'],
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  gif: ['image/gif'],
  pdf: ['application/pdf', 'application/x-pdf'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'],
  mp4: ['video/mp4', 'application/mp4'],
}

/** Types that say nothing about the file (no type, or raw bytes): the bytes decide alone. */
const UNKNOWN_TYPES = ['', 'application/octet-stream']

/**
 * Whether the declared type is unknown or fits `kind`. Case and parameters (`; charset=…`) are ignored;
 * any other type (an executable, html, another image kind) does not fit.
 */
export function declaredTypeFits(kind: FileKind, type: string): boolean {
  const essence = type
    .replace(/;[\s\S]*$/, '')
    .trim()
    .toLowerCase()
  return UNKNOWN_TYPES.includes(essence) || DECLARED_TYPES[kind].includes(essence)
}

export interface UploadCandidate {
  readonly name: string
  /** The type the browser or the multipart part declares; '' when none. */
  readonly type: string
  readonly size: number
  /** The file's first bytes (at least UPLOAD_HEAD_BYTES when the file has them). */
  readonly head: ArrayLike<number>
}

/**
 * Why a file is refused, checked in this order: `extension` (the last one is not on the allow-list, so
 * 'x.png.exe' is refused), `size` (over the limit), `type` (the declared type is not that of the
 * extension, e.g. 'photo.png' declared as application/x-msdownload), `content` (the bytes are not what
 * the extension says, e.g. an exe or html page renamed to .png; an empty file has no content to match).
 */
export type UploadRefusal = 'extension' | 'size' | 'type' | 'content'

export type UploadVerdict =
  | { readonly ok: true; readonly kind: FileKind }
  | { readonly ok: false; readonly reason: UploadRefusal }

/** Whether `file` may be uploaded under `rules`: name, size, declared type and magic bytes must all agree. */
export function checkUpload(file: UploadCandidate, rules: UploadRules): UploadVerdict {
  const kind = claimedFileKind(file.name)
  if (kind === null || !rules.extensions.includes(lastExtension(file.name)))
    return { ok: false, reason: 'extension' }
  if (!(file.size <= maxUploadBytes(rules))) return { ok: false, reason: 'size' }
  if (!declaredTypeFits(kind, file.type)) return { ok: false, reason: 'type' }
  if (sniffFileKind(file.head) !== kind) return { ok: false, reason: 'content' }
  return { ok: true, kind }
}
