import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { samePlaceholders } from '../services/translations/placeholders';
import { AppError, errorBody, fieldRefusal } from './errors';
import { codeOfReason, detailOfLine, englishReason, messageCodes } from './messageCodes';
import { issueReason } from './zodIssueReasons';

const shipped = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')).server_messages ?? {};

describe('the reason codes the API sends', () => {
  const english = shipped('en');

  it.each(['lv', 'ru'])('each has its words in %s, naming the same values as in English', (language) => {
    const texts = shipped(language);
    for (const code of messageCodes) {
      expect(texts[code], `${language} server_messages.${code}`).toBeTruthy();
      expect(texts[code], `${language} server_messages.${code}`).not.toBe(english[code]);
      expect(samePlaceholders(english[code], texts[code]), `${language} ${code}`).toBe(true);
    }
    expect(Object.keys(texts).sort()).toEqual([...messageCodes].sort());
  });

  it('reads a known reason as its code, an unknown one as invalid', () => {
    expect(detailOfLine('password: is not correct')).toEqual({ field: 'password', code: 'not_correct' });
    expect(detailOfLine('name.en: is required')).toEqual({ field: 'name.en', code: 'is_required' });
    expect(detailOfLine('a batch cannot contain another batch')).toEqual({ code: 'invalid' });
    expect(codeOfReason('no such thing')).toBe('invalid');
  });

  it('sends the code and values of a refusal beside its English words', () => {
    const refusal = fieldRefusal('name', 'class_name_taken', { name: '9.a' });
    expect(errorBody(refusal)).toEqual({
      status: 422,
      error: 'validation_failed',
      message: 'name: a class named "9.a" already exists',
      errors: ['name: a class named "9.a" already exists'],
      details: [{ field: 'name', code: 'class_name_taken', params: { name: '9.a' } }],
    });
    expect(englishReason('too_short', { minimum: 3 })).toBe('must be at least 3 characters');
    expect(errorBody(new AppError('forbidden', 'No'))).toEqual({
      status: 403,
      error: 'forbidden',
      message: 'No',
    });
  });

  it("words a schema's refusal by its own words first, then by zod's code and limit", () => {
    const reasonOf = (schema: z.ZodType, value: unknown) => {
      const [issue] = schema.safeParse(value).error?.issues ?? [];
      const { code, message, path: _, ...params } = issue;
      return issueReason({ keyword: code, message, params, instancePath: '', schemaPath: '' } as never);
    };
    expect(reasonOf(z.number().min(3, 'must be at least 3'), 2)).toEqual({
      code: 'too_small',
      params: { minimum: 3 },
    });
    expect(reasonOf(z.string().max(10, 'too long for a name'), 'x'.repeat(11))).toEqual({
      code: 'too_long',
      params: { maximum: 10 },
    });
    expect(reasonOf(z.array(z.string()).min(1, 'choose one'), [])).toEqual({
      code: 'too_few_items',
      params: { minimum: 1 },
    });
    expect(reasonOf(z.number().int('must be a whole number'), 1.5)).toEqual({ code: 'whole_number' });
    expect(reasonOf(z.number().positive('above nought'), 0)).toEqual({ code: 'invalid' });
    expect(reasonOf(z.enum(['a', 'b']), 'c')).toEqual({ code: 'not_a_choice' });
    expect(reasonOf(z.strictObject({}), { x: 1 })).toEqual({ code: 'unknown_fields', params: { keys: 'x' } });
  });
});
