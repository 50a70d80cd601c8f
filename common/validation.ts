// Validation rules from the product spec §5, shared by web forms and the server.
// Every function is pure and returns a boolean.

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}`;
const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const LOCAL_ATOM = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+";

const EMAIL_RE = new RegExp(
  `^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:\\[${IPV4}\\]|(?:${DOMAIN_LABEL}\\.)+[a-z]{2,24})$`,
  'i',
);

const URL_RE = new RegExp(
  `^(?:https?://)?(?:${IPV4}|(?:${DOMAIN_LABEL}\\.)+[a-z]{2,})(?::(\\d{1,5}))?` +
    '(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$',
  'i',
);

const FORM_URL_PREFIX_RE = /^https?:\/\/.{4,}/i;

const ISO_DATE_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/i;

const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** E-mail: dot-atom local part, then a domain with a 2–24 letter TLD or a bracketed IPv4 literal. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_RE.test(value);
}

/** URL: optional http(s) scheme, domain (TLD ≥ 2 letters) or IPv4 host, optional port/path/query/fragment. */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = URL_RE.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** Form URL rule: a valid URL that also starts with http:// or https:// followed by at least 4 characters. */
export function isFormUrl(value: unknown): boolean {
  return isUrl(value) && FORM_URL_PREFIX_RE.test(value as string);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function inRange(text: string | undefined, min: number, max: number): boolean {
  if (text === undefined) return true;
  const n = Number(text);
  return n >= min && n <= max;
}

function isValidIsoDateString(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  const [, year, month, day, hour, minute, second, , offsetHour, offsetMinute] = m;
  const y = Number(year);
  const mo = Number(month);
  return (
    mo >= 1 &&
    mo <= 12 &&
    inRange(day, 1, daysInMonth(y, mo)) &&
    inRange(hour, 0, 23) &&
    inRange(minute, 0, 59) &&
    inRange(second, 0, 59) &&
    inRange(offsetHour, 0, 23) &&
    inRange(offsetMinute, 0, 59)
  );
}

/** Date: a valid Date object, a finite timestamp, or an ISO 8601 date/datetime string of a real calendar day. */
export function isValidDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'number') return !Number.isNaN(new Date(value).getTime());
  if (typeof value === 'string') return isValidIsoDateString(value);
  return false;
}

/** True for null, undefined, '' and whitespace-only strings. */
export function isEmptyOrWhitespace(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function ownValue(source: unknown, key: string): unknown {
  if (typeof source !== 'object' || source === null || !Object.hasOwn(source, key)) return undefined;
  return (source as Record<string, unknown>)[key];
}

/**
 * Permission granted iff the value at the dotted path exists (!== undefined) and is not `false`.
 * A flat own key equal to the whole path (e.g. `'list.edit'`) takes precedence over nested lookup.
 * Only own properties are consulted, so inherited names like `constructor` are never granted.
 */
export function hasPermissionPath(permissions: object, path: string): boolean {
  if (path === '') return false;
  let value: unknown = ownValue(permissions, path);
  if (value === undefined) {
    value = path.split('.').reduce<unknown>((node, key) => ownValue(node, key), permissions);
  }
  return value !== undefined && value !== false;
}

/** Positive integer: a number (not a string) that is an integer greater than zero. */
export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Empty for optional form rules: '', null or undefined. */
function isEmptyInput(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMBER_RE.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return String(value).length;
}

function toAnchoredRegExp(pattern: RegExp | string): RegExp {
  if (typeof pattern === 'string') return new RegExp(`^(?:${pattern})$`);
  // Drop g/y so RegExp#test does not depend on (or mutate) lastIndex.
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}

/**
 * Form rules offered by the survey builder. Each returns true when the value is valid.
 * Empty optional values ('', null, undefined) pass every rule except `required`.
 */
export const formRules = {
  required: (value: unknown): boolean =>
    !isEmptyOrWhitespace(value) && !(Array.isArray(value) && value.length === 0),
  email: (value: unknown): boolean => isEmptyInput(value) || isEmail(value),
  url: (value: unknown): boolean => isEmptyInput(value) || isFormUrl(value),
  number: (value: unknown): boolean => isEmptyInput(value) || Number.isFinite(toNumber(value)),
  minlength: (value: unknown, min: number): boolean => isEmptyInput(value) || lengthOf(value) >= min,
  maxlength: (value: unknown, max: number): boolean => isEmptyInput(value) || lengthOf(value) <= max,
  pattern: (value: unknown, pattern: RegExp | string): boolean =>
    isEmptyInput(value) || toAnchoredRegExp(pattern).test(String(value)),
  min: (value: unknown, min: number): boolean => isEmptyInput(value) || toNumber(value) >= min,
  max: (value: unknown, max: number): boolean => isEmptyInput(value) || toNumber(value) <= max,
} as const;

export type FormRuleName = keyof typeof formRules;
