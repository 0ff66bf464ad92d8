/** What a walk of the bundle's chunk graph reads of one chunk: the chunks it imports statically. */
export interface ChunkImports {
  readonly imports: readonly string[]
}

/** The chunks reached from `from` by static imports, `from` included (names not in `chunks` are skipped). */
export function staticClosure(
  chunks: ReadonlyMap<string, ChunkImports>,
  from: readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    const chunk = chunks.get(fileName)
    if (!chunk) return
    seen.add(fileName)
    for (const next of chunk.imports) visit(next)
  }
  for (const fileName of from) visit(fileName)
  return seen
}
