import { useEffect, useState } from 'react'

/** The quiet zone around the code, in modules (the QR standard's four). */
const QUIET = 4

type Drawn =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly size: number; readonly path: string }

/**
 * A QR code of `text`, drawn locally as SVG (qr-matrix.ts, loaded when first shown). `label` names it for
 * screen readers; `loadingText` and `failedText` say what is happening until it is drawn.
 */
export function UpiQr(props: {
  readonly text: string
  readonly label: string
  readonly loadingText: string
  readonly failedText: string
}) {
  const [drawn, setDrawn] = useState<Drawn>({ status: 'loading' })
  useEffect(() => {
    let live = true
    setDrawn({ status: 'loading' })
    import('./qr-matrix.ts')
      .then(({ qrPath }) => {
        if (live) setDrawn({ status: 'ready', ...qrPath(props.text) })
      })
      .catch(() => {
        if (live) setDrawn({ status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [props.text])
  if (drawn.status === 'loading') return <p className="wallet__muted">{props.loadingText}</p>
  if (drawn.status === 'failed') return <p role="alert">{props.failedText}</p>
  const box = drawn.size + 2 * QUIET
  return (
    <svg
      className="wallet__qr"
      role="img"
      aria-label={props.label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  )
}
