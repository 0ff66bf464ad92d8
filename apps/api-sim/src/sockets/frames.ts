import type { RawData, WebSocket } from 'ws'
import type { Sim } from '../sim.ts'

/** RFC 6455 close codes the sockets use for frames they will not read. */
export const CLOSE_UNSUPPORTED_DATA = 1003
export const CLOSE_INVALID_PAYLOAD = 1007
export const CLOSE_INTERNAL_ERROR = 1011

/**
 * Every socket's first listener. `ws` reports a frame it refuses (over maxPayload: 1009; text that is not
 * UTF-8: 1007; a protocol error: 1002) by closing the socket with that code and then emitting 'error' on it.
 * Without a listener that 'error' is thrown out of the event loop and stops the whole server, both hosts,
 * for every user (issue 25). The socket is already closing; all that is left is to say so in the log.
 */
function guardSocket(sim: Sim, name: string, ws: WebSocket): void {
  ws.on('error', (error) => sim.log(`${name} socket closed: ${error.message}`))
}

/**
 * A new socket's listeners: the error guard, then each client frame handed to `handle` as a JSON object. A
 * frame it cannot read closes the socket (readFrame); an error inside `handle` is reported (sim.report) and
 * closes only this socket, with 1011.
 */
export function onFrames(
  sim: Sim,
  name: string,
  ws: WebSocket,
  handle: (frame: Record<string, unknown>) => void,
): void {
  guardSocket(sim, name, ws)
  ws.on('message', (data, isBinary) => {
    const frame = readFrame(ws, data, isBinary)
    if (!frame) return
    try {
      handle(frame)
    } catch (error) {
      sim.report(`the ${name} socket`, error)
      ws.close(CLOSE_INTERNAL_ERROR, 'server error')
    }
  })
}

/**
 * A client frame as a JSON object, or undefined after closing the socket: a binary frame with 1003 (both
 * feeds speak JSON text only), text that is not a JSON object with 1007.
 */
function readFrame(ws: WebSocket, data: RawData, isBinary: boolean): Record<string, unknown> | undefined {
  if (isBinary) {
    ws.close(CLOSE_UNSUPPORTED_DATA, 'text frames only')
    return undefined
  }
  let frame: unknown
  try {
    frame = JSON.parse(data.toString())
  } catch {
    frame = undefined
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    ws.close(CLOSE_INVALID_PAYLOAD, 'expected a JSON object')
    return undefined
  }
  return frame as Record<string, unknown>
}
