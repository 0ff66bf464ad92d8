// The chart page imports CSS for its side effects; esbuild bundles it into page.css.
declare module '*.css'
