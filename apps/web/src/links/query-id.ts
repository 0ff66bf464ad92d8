/** A positive integer id from the query, else null (a missing or tampered id is never sent to the server). */
export function queryId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
