/** Times as operators in India read them: IST, day and time (the sim's data is about Indian users). */
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
})

const fullDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })

/** "12 Jun, 3:45 pm" from epoch ms. */
export function formatWhen(ms: number): string {
  return dayAndTime.format(new Date(ms))
}

/** "12 Jun 2026" from epoch ms. */
export function formatDay(ms: number): string {
  return fullDate.format(new Date(ms))
}
