import { describe, expect, it } from 'vitest';
import { codesCsv } from './codesCsv';

describe('codesCsv', () => {
  it('writes one row per code and neutralises formula-looking class names', () => {
    const csv = codesCsv(
      {
        classes: [
          {
            poll_id: 1,
            class_name: '=HYPERLINK("x")',
            link: 'http://x/teacher/poll/a',
            codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'],
          },
        ],
      },
      ['Class', 'Link', 'Code'],
    );
    expect(csv.split('\r\n')).toEqual([
      'Class,Link,Code',
      `"'=HYPERLINK(""x"")",http://x/teacher/poll/a,AAAAA-BBBBB`,
      `"'=HYPERLINK(""x"")",http://x/teacher/poll/a,CCCCC-DDDDD`,
      '',
    ]);
  });
});
