import { checkUpload, UPLOAD_HEAD_BYTES, type UploadRules, type UploadVerdict } from '@mandi/domain'

/**
 * Checks a file the user picked against `rules` before anything is sent: its name, size, the type the
 * browser declares and its first bytes (read here, so a renamed exe or html page is caught on the phone).
 * A file that cannot be read is refused as `content`.
 */
export async function checkPickedFile(file: File, rules: UploadRules): Promise<UploadVerdict> {
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer())
  } catch {
    head = new Uint8Array()
  }
  return checkUpload({ name: file.name, type: file.type, size: file.size, head }, rules)
}
