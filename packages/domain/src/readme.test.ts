import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// Runs every ```ts block of the README against the real package, so the documented examples cannot rot.
const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8')
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string)
const indexPath = fileURLToPath(new URL('./index.ts', import.meta.url))
const workDir = mkdtempSync(join(tmpdir(), 'domain-readme-'))

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('README examples', () => {
  it('has examples to run, all importing the package by name', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6)
    for (const block of blocks) expect(block).toContain("from '@mandi/domain'")
  })

  it.each(blocks.map((code, index) => [index + 1, code] as const))('block %d runs', async (index, code) => {
    const file = join(workDir, `block-${index}.ts`)
    writeFileSync(file, code.replaceAll("from '@mandi/domain'", `from ${JSON.stringify(indexPath)}`))
    await expect(import(/* @vite-ignore */ file)).resolves.toBeDefined()
  })

  it('fails a block whose assertion is wrong, so a passing run means something', async () => {
    const file = join(workDir, 'broken.ts')
    writeFileSync(
      file,
      `import assert from 'node:assert/strict'\nimport { formatRupees, paise } from ${JSON.stringify(indexPath)}\nassert.equal(formatRupees(paise(1)), '₹1.00')\n`,
    )
    await expect(import(/* @vite-ignore */ file)).rejects.toThrow(/Expected values to be strictly equal/)
  })
})
