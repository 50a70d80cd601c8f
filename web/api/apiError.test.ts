import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, errorText, setErrorTranslation } from './apiError';

describe('ApiError', () => {
  it('keeps status, code, message and errors from the payload', () => {
    const error = new ApiError(422, {
      error: 'validation_failed',
      message: 'Bad',
      errors: ['name: required'],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Bad');
    expect(error.errors).toEqual(['name: required']);
  });

  it('falls back to unknown_error, an empty message and no errors for a null payload', () => {
    const error = new ApiError(500, null);
    expect(error.code).toBe('unknown_error');
    expect(error.message).toBe('');
    expect(error.errors).toEqual([]);
  });

  it('ignores an errors field that is not an array', () => {
    const error = new ApiError(400, { errors: 'oops' as unknown as string[] });
    expect(error.errors).toEqual([]);
  });
});

describe('errorText', () => {
  it('shows the message then each error on its own line', () => {
    const error = new ApiError(422, { message: 'Bad', errors: ['name: required', 'age: too low'] });
    expect(errorText(error)).toBe('Bad\nname: required\nage: too low');
  });

  it('works for a plain object payload', () => {
    expect(errorText({ message: 'Bad', errors: ['name: required', 'age: too low'] })).toBe(
      'Bad\nname: required\nage: too low',
    );
  });

  it('shows only the message when there are no errors', () => {
    expect(errorText({ message: 'Not allowed' })).toBe('Not allowed');
    expect(errorText(new ApiError(403, { message: 'Not allowed' }))).toBe('Not allowed');
  });

  it("uses 'Error caught' when the message is missing", () => {
    expect(errorText({ errors: ['name: required'] })).toBe('Error caught\nname: required');
  });

  it("uses 'Error caught' when the message is empty", () => {
    expect(errorText(new ApiError(500, null))).toBe('Error caught');
    expect(errorText({ message: '' })).toBe('Error caught');
  });

  it("uses 'Error caught' for undefined and null", () => {
    expect(errorText(undefined)).toBe('Error caught');
    expect(errorText(null)).toBe('Error caught');
  });

  it('works for an ordinary Error', () => {
    expect(errorText(new Error('Network down'))).toBe('Network down');
  });

  it('turns non-string errors into text', () => {
    expect(errorText({ message: 'Bad', errors: [42, true] })).toBe('Bad\n42\ntrue');
  });

  it('ignores a message that is not a string', () => {
    expect(errorText({ message: 42 })).toBe('Error caught');
  });
});

describe("errors in the person's language", () => {
  const texts: Record<string, string> = {
    'server_errors.codes.conflict': 'Tas ir pretrunā',
    'server_errors.caught': 'Radās kļūda',
    'server_errors.occurred': 'Radās kļūda!',
  };
  const speak = (language: string) =>
    setErrorTranslation({ language: () => language, translate: (key) => texts[key] ?? null });
  afterEach(() => setErrorTranslation(null));

  it("reads a coded error in Latvian, not in the server's English", () => {
    speak('lv');
    const error = new ApiError(409, { error: 'conflict', message: 'Class 9.a already exists' });
    expect(errorText(error)).toBe('Tas ir pretrunā');
  });

  it("keeps the server's message where the code has no text, and on an English screen", () => {
    speak('lv');
    expect(errorText(new ApiError(418, { error: 'teapot', message: 'I am a teapot' }))).toBe('I am a teapot');
    speak('en');
    expect(errorText(new ApiError(409, { error: 'conflict', message: 'Class 9.a already exists' }))).toBe(
      'Class 9.a already exists',
    );
  });

  it("says the fallback in the person's language, or the English words of PRODUCT.md §8 with no translator", () => {
    speak('lv');
    expect(errorText(null)).toBe('Radās kļūda');
    expect(errorMessage(null, 'server_errors.occurred', 'An error occurred!')).toBe('Radās kļūda!');
    setErrorTranslation(null);
    expect(errorMessage(null, 'server_errors.occurred', 'An error occurred!')).toBe('An error occurred!');
  });
});
