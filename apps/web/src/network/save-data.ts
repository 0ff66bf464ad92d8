// On the entry path: no imports. Read once, when the app starts: a page does not change how it loads halfway
// through, and the service worker is registered from the same answer (register-service-worker.ts).

interface NetworkInformationLike {
  readonly saveData?: boolean
}

/**
 * True when the browser asks pages to save data (`navigator.connection.saveData`: Android's data saver, a
 * browser's data-saving mode). The `Save-Data` request header says the same to servers; a page can only read
 * this flag.
 */
export function readSaveData(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as { connection?: NetworkInformationLike } | undefined)?.connection
  return connection?.saveData === true
}

/** Whether this visit saves data: the carousel does not play by itself, images wait to be seen, nothing is prefetched. */
export const saveData: boolean = readSaveData()
