import { Effect, type Schema } from 'effect'
import { type Ack, fetchAck, fetchData, type HttpContext, type HttpError, type Params } from '../http.ts'
import type { GuardedError } from '../price-guard.ts'

/** What every call group needs: the HTTP context and the two hosts. */
export interface CallContext {
  readonly http: HttpContext
  readonly baseUrl: string
  readonly chatBaseUrl: string
}

export type Call<T> = Effect.Effect<T, HttpError>

/** Rows of one page of a paged list (CONTRACT.md, "Paged lists"): a shorter page is the last. */
export const LIST_PAGE_SIZE = 50

/**
 * The `page` parameter of a paged list call. Page 1 (the newest rows) is the default, so it is not sent: the first
 * page's address stays what it was before paging (the boot script's early answers match it).
 */
export function pageParam(page: number | undefined): Params {
  return page === undefined || page === 1 ? {} : { page }
}

/**
 * Every row of a paged list, page after page until a short one (for a figure over all of them, such as the
 * quantity held of a product). Each request is still one bounded page.
 */
export function allPages<T>(fetchPage: (page: number) => Call<ReadonlyArray<T>>): Call<ReadonlyArray<T>> {
  const from = (page: number, rows: ReadonlyArray<T>): Call<ReadonlyArray<T>> =>
    Effect.flatMap(fetchPage(page), (next) =>
      next.length < LIST_PAGE_SIZE ? Effect.succeed([...rows, ...next]) : from(page + 1, [...rows, ...next]),
    )
  return from(1, [])
}

/** A money call under the price guard (CONTRACT.md "Price guard"): may also fail PriceChanged / RateChanged. */
export type GuardedCall<T> = Effect.Effect<T, GuardedError>

export function getData<T>(c: CallContext, path: string, params: Params, schema: Schema.Decoder<T>): Call<T> {
  return fetchData(c.http, c.baseUrl, { method: 'GET', path, encoding: 'query', params }, schema)
}

export function getAck(c: CallContext, path: string, params: Params): Call<Ack> {
  return fetchAck(c.http, c.baseUrl, { method: 'GET', path, encoding: 'query', params })
}

export function postFormData<T>(
  c: CallContext,
  path: string,
  params: Params,
  schema: Schema.Decoder<T>,
  idempotencyKey?: string,
): Call<T> {
  return fetchData(
    c.http,
    c.baseUrl,
    { method: 'POST', path, encoding: 'form', params, idempotencyKey },
    schema,
  )
}

export function postFormAck(
  c: CallContext,
  path: string,
  params: Params,
  idempotencyKey?: string,
): Call<Ack> {
  return fetchAck(c.http, c.baseUrl, { method: 'POST', path, encoding: 'form', params, idempotencyKey })
}

export function postJsonAck(
  c: CallContext,
  path: string,
  json: Readonly<Record<string, unknown>>,
  idempotencyKey: string,
): Call<Ack> {
  return fetchAck(c.http, c.baseUrl, { method: 'POST', path, encoding: 'json', json, idempotencyKey })
}

/** Form schemas encode to flat records of strings and numbers: exactly what a form body carries. */
export function asParams(encoded: unknown): Params {
  return encoded as Params
}

export function postMultipartData<T>(
  c: CallContext,
  baseUrl: string,
  path: string,
  parts: Readonly<Record<string, string | Blob>>,
  schema: Schema.Decoder<T>,
  idempotencyKey?: string,
): Call<T> {
  return fetchData(
    c.http,
    baseUrl,
    { method: 'POST', path, encoding: 'multipart', parts, idempotencyKey },
    schema,
  )
}
