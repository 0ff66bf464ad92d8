import { checkUpload, UPLOAD_HEAD_BYTES, type UploadRules, type UploadVerdict } from '@mandi/domain'

/**
 * Checks a file the operator picked before anything is sent, as the app does for users (the domain's
 * checkUpload: name, size, declared type and first bytes). The server checks again with the same rules.
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
