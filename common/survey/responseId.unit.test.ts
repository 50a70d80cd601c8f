import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newResponseId } from './responseId';

describe('a new response id', () => {
  it('is a version-7 UUID the poll routes accept', () => {
    const id = newResponseId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('begins with the time it was made, so ids made later sort after', () => {
    const made = Date.UTC(2026, 10, 29, 12, 0, 0, 123);
    const id = newResponseId(made);
    expect(Number.parseInt(id.replace('-', '').slice(0, 12), 16)).toBe(made);
    const later = [1, 2, 1000, 86_400_000].map((step) => newResponseId(made + step));
    expect([...later].sort()).toEqual(later);
    expect(later.every((next) => next > id)).toBe(true);
  });

  it('differs between ids made in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newResponseId(1_800_000_000_000)));
    expect(ids.size).toBe(1000);
  });
});
