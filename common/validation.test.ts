import { describe, expect, it } from 'vitest';
import {
  formRules,
  hasPermissionPath,
  isEmail,
  isEmptyOrWhitespace,
  isFormUrl,
  isPositiveInteger,
  isUrl,
  isValidDate,
} from './validation';

/** Whitespace-separated case list (cases containing spaces are listed separately). */
const words = (text: string): string[] => text.trim().split(/\s+/);

/** Asserts that `rule` accepts every `valid` value and rejects every `invalid` one. */
const check = (rule: (value: unknown) => boolean, valid: unknown[], invalid: unknown[]): void => {
  const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
  for (const v of valid) expect(rule(v), `expected valid: ${show(v)}`).toBe(true);
  for (const v of invalid) expect(rule(v), `expected invalid: ${show(v)}`).toBe(false);
};

describe('isEmail (PRODUCT.md §5: local part + domain or bracketed IPv4, TLD 2–24 letters)', () => {
  it.each([
    ...words(`user@example.com first.last@school.lv user+tag@mail.example.org o'brien@example.ie a@b.co
      USER@EXAMPLE.COM user@my-school.edu.lv user@[192.168.0.1] user@[255.255.255.255]`),
    `user@example.${'a'.repeat(24)}`,
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ...words(`plainaddress @example.com user@ user@example user@example.c user@example.c0m user@@example.com
      .user@example.com user.@example.com us..er@example.com user@-example.com user@example-.com
      user@example..com user@192.168.0.1 user@[192.168.0] user@[256.1.1.1]`),
    `user@example.${'a'.repeat(25)}`,
    ...['', 'user name@example.com', ' user@example.com'],
  ])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(42)).toBe(false);
  });
});

describe('isUrl (PRODUCT.md §5: optional http(s) scheme, host with TLD ≥ 2 letters or IPv4, optional parts)', () => {
  it.each(
    words(`example.com www.example.com http://example.com https://example.com HTTPS://EXAMPLE.COM/PATH
      https://sub.school.edu.lv/path/to/page https://example.com:8080 https://example.com/path?query=1&b=2#frag
      https://example.com?x=1 https://example.com#top http://192.168.0.1 10.0.0.1:3000/health
      https://example.technology`),
  )('accepts %s', (value) => {
    expect(isUrl(value)).toBe(true);
  });

  it.each([
    ...words(`example localhost http://localhost:3000 example.c example.c0 ftp://example.com
      mailto:user@example.com http//example.com http:/example.com https:// https://example.com:
      https://example.com:0 https://example.com:65536 https://example.com:port http://256.1.1.1 http://1.2.3
      https://user:pass@example.com`),
    ...['', 'https://exa mple.com', 'https://example.com/pa th'],
  ])('rejects %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isUrl(undefined)).toBe(false);
    expect(isUrl({})).toBe(false);
  });
});

describe('isFormUrl (isUrl AND /^https?:\\/\\/.{4,}/i)', () => {
  it('requires an http(s) scheme plus at least 4 characters on top of a valid URL', () => {
    const valid = ['http://a.bc', 'https://example.com', 'HTTP://EXAMPLE.COM', 'https://10.0.0.1/x'];
    // no scheme (x2); scheme + only 3 chars (x2); 4+ chars but no TLD; wrong scheme; empty
    check(isFormUrl, valid, [
      '',
      ...words('example.com www.example.com http://a.b https://abc https://exampl'),
    ]);
    check(isFormUrl, [], ['ftp://example.com']);
  });
});

describe('isValidDate (PRODUCT.md §5: valid as per a date library)', () => {
  it.each([
    ...words(`2026-01-31 2024-02-29 2000-02-29 2026-04-30 2026-12-31T23:59:59 2026-06-01T08:30
      2026-06-01T08:30:15.123Z 2026-06-01T08:30:15+03:00 2026-06-01T08:30:15-0500 2026-06-01T08:30+02`),
    '2026-06-01 08:30:15',
  ])('accepts ISO string %s', (value) => {
    expect(isValidDate(value)).toBe(true);
  });

  it.each([
    ...words(`abc 2026-02-30 2023-02-29 1900-02-29 2026-04-31 2026-13-01 2026-00-10 2026-01-00 2026-1-5
      26-01-05 2026/01/05 05.01.2026 2026-01-05T24:00 2026-01-05T12:60 2026-01-05T12:00:60 2026-01-05T12
      2026-01-05T12:00+24:00 2026-01-05Z`),
    ...['', ' 2026-01-05'],
  ])('rejects string %j', (value) => {
    expect(isValidDate(value)).toBe(false);
  });

  it('accepts valid Date objects and finite timestamps', () => {
    for (const v of [new Date(), new Date(0), 0, Date.UTC(2026, 0, 1), -86_400_000, 8.64e15]) {
      expect(isValidDate(v), String(v)).toBe(true);
    }
  });

  it('rejects Invalid Date, NaN, Infinity, out-of-range timestamps and other types', () => {
    for (const v of [
      new Date('nope'),
      Number.NaN,
      Number.POSITIVE_INFINITY,
      8.64e15 + 1,
      null,
      undefined,
      {},
      true,
    ]) {
      expect(isValidDate(v), String(v)).toBe(false);
    }
  });
});

describe('isEmptyOrWhitespace', () => {
  it.each(['', '   ', '\t\n\r ', '\u00a0', null, undefined])('is true for %j', (value) => {
    expect(isEmptyOrWhitespace(value)).toBe(true);
  });

  it.each(['a', '  a  ', 0, false, []])('is false for %j', (value) => {
    expect(isEmptyOrWhitespace(value)).toBe(false);
  });
});

describe('hasPermissionPath (granted iff value !== undefined && value !== false)', () => {
  const KEY = 'list.eu_change_name_class_to_groups';
  const nested = {
    list: { eu_change_name_class_to_groups: true, off: false, zero: 0, empty: '', nil: null },
  };

  it('grants a nested dotted path that is true', () => {
    expect(hasPermissionPath(nested, KEY)).toBe(true);
  });

  it('grants a flat key that contains dots', () => {
    expect(hasPermissionPath({ [KEY]: true }, KEY)).toBe(true);
  });

  it('denies an explicit false, nested or flat', () => {
    expect(hasPermissionPath(nested, 'list.off')).toBe(false);
    expect(hasPermissionPath({ 'list.off': false }, 'list.off')).toBe(false);
  });

  it('literal wording: 0, "" and null exist and are not false, so they grant', () => {
    expect(hasPermissionPath(nested, 'list.zero')).toBe(true);
    expect(hasPermissionPath(nested, 'list.empty')).toBe(true);
    expect(hasPermissionPath(nested, 'list.nil')).toBe(true);
  });

  it('grants a non-leaf object (it exists and is not false)', () => {
    expect(hasPermissionPath(nested, 'list')).toBe(true);
  });

  it('denies missing paths', () => {
    expect(hasPermissionPath(nested, 'list.missing')).toBe(false);
    expect(hasPermissionPath(nested, 'other.eu_change_name_class_to_groups')).toBe(false);
    expect(hasPermissionPath(nested, `${KEY}.deeper`)).toBe(false);
    expect(hasPermissionPath({ list: null }, 'list.x')).toBe(false);
    expect(hasPermissionPath({}, '')).toBe(false);
    expect(hasPermissionPath({ a: { undef: undefined } }, 'a.undef')).toBe(false);
  });

  it('never grants inherited properties', () => {
    expect(hasPermissionPath({}, 'constructor')).toBe(false);
    expect(hasPermissionPath({}, 'toString')).toBe(false);
    expect(hasPermissionPath({ list: {} }, 'list.__proto__')).toBe(false);
    expect(hasPermissionPath({ list: {} }, 'list.hasOwnProperty')).toBe(false);
  });

  it('a flat key takes precedence over the nested value when both exist', () => {
    expect(hasPermissionPath({ 'a.b': false, a: { b: true } }, 'a.b')).toBe(false);
    expect(hasPermissionPath({ 'a.b': true, a: { b: false } }, 'a.b')).toBe(true);
  });
});

describe('isPositiveInteger (surveyPeriod id)', () => {
  it('accepts only numbers that are integers > 0 (numeric strings are rejected)', () => {
    check(isPositiveInteger, [1, 42, 2 ** 31], [0, -0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]);
    check(isPositiveInteger, [], ['7', '1', null, undefined, true, [1]]);
  });
});

describe('formRules (empty optional values pass every rule except required)', () => {
  const empties = ['', null, undefined];

  it('required rejects empty, whitespace-only and empty arrays; accepts anything else', () => {
    check(formRules.required, ['a', ' a ', 0, false, ['x']], [...empties, '   ', []]);
  });

  it('every other rule passes on empty values', () => {
    for (const v of empties) {
      expect(formRules.email(v)).toBe(true);
      expect(formRules.url(v)).toBe(true);
      expect(formRules.number(v)).toBe(true);
      expect(formRules.minlength(v, 3)).toBe(true);
      expect(formRules.maxlength(v, 0)).toBe(true);
      expect(formRules.pattern(v, /^x$/)).toBe(true);
      expect(formRules.min(v, 5)).toBe(true);
      expect(formRules.max(v, -5)).toBe(true);
    }
  });

  it('email and url delegate to isEmail and isFormUrl', () => {
    expect(formRules.email('user@example.com')).toBe(true);
    expect(formRules.email('user@example')).toBe(false);
    expect(formRules.url('https://example.com')).toBe(true);
    expect(formRules.url('example.com')).toBe(false);
    expect(formRules.url('   ')).toBe(false);
  });

  it('number accepts finite numbers and numeric strings only', () => {
    const invalid = [
      ...words('abc 1,5 0x10 Infinity'),
      '1 2',
      ' ',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
    ];
    check(formRules.number, [0, -3, 1.5, '42', '-0.5', '.5', '1e3', ' 7 '], invalid);
  });

  it('minlength / maxlength are inclusive and work on strings and arrays', () => {
    check((v) => formRules.minlength(v, 3), ['abc', 'Rīga', [1, 2, 3], 1234], ['ab', [1, 2]]);
    check((v) => formRules.maxlength(v, 3), ['abc', 'Rīg', [1, 2, 3]], ['abcd', [1, 2, 3, 4], 1234]);
  });

  it('pattern anchors string patterns and uses RegExp patterns as given', () => {
    check((v) => formRules.pattern(v, '[a-c]+'), ['abc', 'a'], ['abcd', 'xabc']);
    check((v) => formRules.pattern(v, 'a|b'), ['a', 'b'], ['a|b', 'ab']);
    check((v) => formRules.pattern(v, /abc/), ['abc', 'xabcx'], ['xyz', 'ABC']);
    check((v) => formRules.pattern(v, /^\d+$/), [123, '007'], ['12a', 1.5]);
  });

  it('pattern is pure even with a global RegExp', () => {
    const re = /abc/g;
    expect(formRules.pattern('abc', re)).toBe(true);
    expect(formRules.pattern('abc', re)).toBe(true);
    expect(re.lastIndex).toBe(0);
  });

  it('min / max are inclusive, accept numeric strings and reject non-numeric values', () => {
    check((v) => formRules.min(v, 5), [5, '6', 1e3], [4.99, '4', 'abc', true]);
    check((v) => formRules.max(v, 10), [10, '-1', ' 9 '], [10.01, '11', 'abc', {}]);
  });
});
