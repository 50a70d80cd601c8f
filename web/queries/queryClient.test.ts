import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { shouldRetryQuery } from './queryClient';

describe('query retries', () => {
  it('never repeats a call the server answered: the API client has its own retry rules', () => {
    expect(
      shouldRetryQuery(0, new ApiError(401, { status: 401, error: 'unauthorized', message: 'No' })),
    ).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(500, { status: 500, error: 'internal', message: 'Oops' }))).toBe(
      false,
    );
  });

  it('tries once more when no answer came (a dropped connection)', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
