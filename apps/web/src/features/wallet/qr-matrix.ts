import qrcode from 'qrcode-generator'

/**
 * The modules of a QR code for `text` (byte mode, error correction M), as an SVG path of unit squares: the
 * code is drawn on the phone, with nothing sent anywhere. Loaded on demand (its own chunk), so the QR library
 * is only downloaded by the screen that draws one.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  const size = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`
    }
  }
  return { size, path }
}
