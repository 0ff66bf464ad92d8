import { minify, transformWithOxc } from 'vite'

/**
 * Compiles a source file that runs alone in the page (the boot and shell scripts: no imports at run time) and
 * appends the call that starts it, minified. Its `export`s are dropped: they are only for tests and the build,
 * and without them the minifier removes what the page does not run.
 */
export async function standaloneScript(
  source: string,
  fileName: string,
  call: string,
  { module }: { readonly module: boolean },
): Promise<string> {
  const compiled = await transformWithOxc(source, fileName, { lang: 'ts', target: 'es2022' })
  const local = compiled.code.replace(/^export (?=(?:async )?(?:const|let|function|class)\b)/gm, '')
  // A classic script keeps its names to itself in a function; a module has its own scope.
  const code = module ? `${local}\n${call}\n` : `(()=>{${local}\n${call}})()\n`
  return (await minify(fileName.replace(/\.ts$/, '.js'), code, { module, compress: true, mangle: true })).code
}
