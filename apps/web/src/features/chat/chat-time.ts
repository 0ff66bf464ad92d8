/** A chat time (Unix seconds) as a short local date and time, e.g. "22 Nov, 10:05 pm". */
export function formatChatTime(seconds: number | null): string {
  if (seconds === null) return ''
  return new Date(seconds * 1000).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })
}
