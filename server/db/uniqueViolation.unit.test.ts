import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './uniqueViolation';

describe('isUniqueViolation', () => {
  it('finds code 23505 on the error or in the driver error drizzle wraps', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(driverError)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: driverError }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('check'), { code: '23514' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
