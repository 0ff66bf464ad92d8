/**
 * The shape of a translated catalogue: the same keys as the English one, any string values. Typing each
 * hd file with it makes tsc report a missing or extra key before the completeness test does.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }
