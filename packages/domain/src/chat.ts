/** §5: chat upload accepts these extensions. */
export const CHAT_UPLOAD_EXTENSIONS = ['png', 'jpg', 'pdf', 'jpeg', 'zip', 'gif', 'mp4'] as const
/** §5: images are recognised by these extensions. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const

/**
 * The text after the last dot of the file name (path segments dropped), lower-cased; '' when there is none.
 * A leading dot alone ('.png') names a hidden file, not an extension.
 */
export function lastExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** Only the last extension counts, so 'x.png.exe' is refused. Case-insensitive. */
export function isUploadAllowed(name: string): boolean {
  return (CHAT_UPLOAD_EXTENSIONS as readonly string[]).includes(lastExtension(name))
}

/** Only the last extension counts, so 'x.png.exe' is not an image. Case-insensitive. */
export function isImageFile(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(lastExtension(name))
}

/** The longest chat message the chat host stores (characters); a longer one is kept in the field, not sent. */
export const CHAT_TEXT_MAX_LENGTH = 2000

/** How many characters a message is over CHAT_TEXT_MAX_LENGTH (0 when it fits). */
export function chatTextExcess(text: string): number {
  return Math.max(0, text.length - CHAT_TEXT_MAX_LENGTH)
}

/**
 * §5: a send is ignored when the text is empty (or blank) or a send is already in progress; also when it is
 * longer than CHAT_TEXT_MAX_LENGTH (the host would refuse it).
 */
export function canSendChatMessage(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0 && chatTextExcess(text) === 0
}

/** §3 chat message `ref`: 0 from the other side, 1 mine. */
export const CHAT_REF = { fromOther: 0, mine: 1 } as const
