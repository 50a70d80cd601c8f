export type Envelope<T> = { status: number; data: T; meta?: Record<string, unknown> };

export function ok<T>(data: T, meta?: Record<string, unknown>): Envelope<T> {
  return meta ? { status: 200, data, meta } : { status: 200, data };
}

export function created<T>(data: T): Envelope<T> {
  return { status: 201, data };
}
