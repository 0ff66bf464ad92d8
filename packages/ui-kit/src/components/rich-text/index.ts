// Entry '@mandi/ui-kit/rich-text': kept apart from the main entry so DOMPurify loads only where needed.
export type { RichTextProps } from './rich-text.tsx'
export { RichText } from './rich-text.tsx'
export { isSafeUrl, SanitizerUnavailableError, sanitizeHtml } from './sanitize-html.ts'
