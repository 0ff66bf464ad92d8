/** Side of the uploaded avatar, in pixels: enough for the largest avatar shown, small to upload. */
export const AVATAR_SIZE = 256

/**
 * The middle square of a picture, scaled to AVATAR_SIZE, as a PNG file named for the server's extension
 * check (§5 images are recognised by extension). Rejects when the browser cannot read the picture.
 */
export async function cropSquare(file: Blob): Promise<File> {
  const url = URL.createObjectURL(file)
  try {
    const image = await loadImage(url)
    const side = Math.min(image.naturalWidth, image.naturalHeight)
    if (side === 0) throw new Error('empty image')
    const canvas = document.createElement('canvas')
    canvas.width = AVATAR_SIZE
    canvas.height = AVATAR_SIZE
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no canvas')
    const left = (image.naturalWidth - side) / 2
    const top = (image.naturalHeight - side) / 2
    context.drawImage(image, left, top, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE)
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'))
    if (!blob) throw new Error('no image data')
    return new File([blob], 'avatar.png', { type: 'image/png' })
  } finally {
    URL.revokeObjectURL(url)
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('unreadable image'))
    image.src = url
  })
}
