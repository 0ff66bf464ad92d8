import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/**
 * A software passkey authenticator for tests (no browser, no network): ES256 keys from node:crypto, the
 * attestation ("none") and assertions built byte for byte as WebAuthn defines them, with a tiny CBOR encoder.
 * It answers in the JSON shape of @simplewebauthn/browser, which is what the app sends.
 */

type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor }
interface CborMap extends Map<Cbor, Cbor> {}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255])
  const out = Buffer.alloc(5)
  out[0] = (major << 5) | 26
  out.writeUInt32BE(length, 1)
  return out
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)])
  const entries: [Cbor, Cbor][] = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])])
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest()

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

export interface SoftPasskey {
  readonly id: string
  readonly rpId: string
  readonly userHandle: string
  readonly privateKey: KeyObject
  counter: number
}

export interface CreationOptions {
  challenge: string
  rp: { id?: string }
  user: { id: string }
}

export interface RequestOptions {
  challenge: string
  rpId?: string
}

/** What a test may change to play a wrong or hostile browser. */
export interface Ceremony {
  origin: string
  /** Default: the options' RP ID. */
  rpId?: string
  /** Default: true (the fingerprint was checked). */
  userVerified?: boolean
  /** Default: the options' challenge. */
  challenge?: string
}

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4)
  count.writeUInt32BE(counter)
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)])
}

/** navigator.credentials.create(): a new passkey and the registration answer. */
export function createPasskey(options: CreationOptions, ceremony: Ceremony) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x as string, 'base64url')],
    [-3, Buffer.from(jwk.y as string, 'base64url')],
  ])
  const credentialId = randomBytes(32)
  const length = Buffer.alloc(2)
  length.writeUInt16BE(credentialId.length)
  const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, cbor(coseKey)])
  const rpId = ceremony.rpId ?? options.rp.id ?? ''
  const flags = FLAG_UP | FLAG_AT | (ceremony.userVerified === false ? 0 : FLAG_UV)
  const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: authData(rpId, flags, 0, attested) })
  const clientDataJSON = JSON.stringify({
    type: 'webauthn.create',
    challenge: ceremony.challenge ?? options.challenge,
    origin: ceremony.origin,
    crossOrigin: false,
  })
  const id = b64url(credentialId)
  const passkey: SoftPasskey = { id, rpId, userHandle: options.user.id, privateKey, counter: 0 }
  const credential = {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
  return { passkey, credential }
}

/** navigator.credentials.get(): an assertion by `passkey` (its counter moves on, as a real one's does). */
export function assert(
  passkey: SoftPasskey,
  options: RequestOptions,
  ceremony: Ceremony & { counter?: number },
) {
  passkey.counter = ceremony.counter ?? passkey.counter + 1
  const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV)
  const data = authData(ceremony.rpId ?? options.rpId ?? passkey.rpId, flags, passkey.counter)
  const clientDataJSON = JSON.stringify({
    type: 'webauthn.get',
    challenge: ceremony.challenge ?? options.challenge,
    origin: ceremony.origin,
    crossOrigin: false,
  })
  const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), passkey.privateKey)
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(data),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
}
