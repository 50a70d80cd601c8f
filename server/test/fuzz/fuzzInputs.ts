/** The fixed inputs the fuzz test sends: the same on every run, so a failure reproduces. */

export const badIds = ['2147483648', '9223372036854775808', '-1', 'abc', '%00'];

const nul = 'a\u0000b';
const huge = 'x'.repeat(1024 * 1024 - 64);
const fieldNames = [
  'id',
  'name',
  'surname',
  'title',
  'email',
  'username',
  'password',
  'slug',
  'code',
  'language',
  'school_id',
  'class_id',
  'period_id',
  'user_id',
  'identity_id',
  'survey_id',
  'organization_id',
  'parent_id',
  'teacher_id',
  'subject_id',
  'group_id',
  'student_ids',
  'ids',
];
const every = (value: unknown) => Object.fromEntries(fieldNames.map((name) => [name, value]));

export type BodyInput = { label: string; payload?: string; contentType?: string };

const json = (label: string, value: unknown): BodyInput => ({
  label,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

export const bodyInputs: BodyInput[] = [
  { label: 'no body' },
  { label: 'empty JSON body', payload: '', contentType: 'application/json' },
  { label: 'malformed JSON', payload: '{"name": ', contentType: 'application/json' },
  { label: 'text body', payload: 'name=x', contentType: 'text/plain' },
  json('{}', {}),
  json('[]', []),
  json('null', null),
  json('a number', 2147483648),
  json('wrong types', every({ nested: true })),
  json('NUL strings', every(nul)),
  json('ids of 2^31', every(2147483648)),
  {
    // Written out, as a client would send it; a JavaScript number would round it.
    label: 'ids of 2^63',
    payload: JSON.stringify(every('2^63')).replaceAll('"2^63"', '9223372036854775808'),
    contentType: 'application/json',
  },
  json('ids of -1', every(-1)),
  // Issue 36.6: answered 500 on every route (the NUL guard walked it and ran out of stack).
  {
    label: 'arrays nested 5,000 deep',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    contentType: 'application/json',
  },
  {
    label: 'objects nested 5,000 deep',
    payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    contentType: 'application/json',
  },
  json('id lists out of range', every([2147483648, -1])),
  json('1 MB string', { name: huge }),
];

/** Query strings tried on every route that has an id in its path, and on every GET route. */
export const queryInputs = [
  '?q=a%00b&search=a%00b&name=a%00b',
  '?limit=2147483648&offset=9223372036854775808&class_id=2147483648',
  '?limit=abc&offset=-1&page=%00',
];

/** Ids the API takes in a query string (as ?period_id=), each tried alone so another field's 400 hides nothing. */
export const queryIdNames = [
  'id',
  'period_id',
  'school_id',
  'organization_id',
  'survey_id',
  'survey_version_ids',
  'identity_id',
  'user_id',
  'class_id',
  'teacher_id',
  'subject_id',
  'tag_id',
  'tag_ids',
  'value_id',
  'value_ids',
  'parent_ids',
  'before_id',
];
export const badQueryIds = ['2147483648', 'abc'];
