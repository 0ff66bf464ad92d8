/** A call's input as the router hands it to a handler; its own module so the router's helpers need not import the router. */
export interface UploadedFile {
  name: string
  type: string
  bytes: Buffer
}

export type Args = Record<string, unknown>
