import { describe, expect, it } from 'vitest';
import { codeEntryPath, matchPollPath, pollLinkPath } from './pollPaths';

describe('the poll addresses', () => {
  it('knows the identified, teacher and link addresses', () => {
    expect(matchPollPath('/student/poll/12/34')).toEqual({
      kind: 'identified',
      pollId: '12',
      identityId: '34',
    });
    expect(matchPollPath('/school/teacher/poll/5/6/')).toEqual({
      kind: 'identified',
      pollId: '5',
      identityId: '6',
    });
    expect(matchPollPath('/teacher/poll/abc-DEF_9')).toEqual({ kind: 'link', pollUrl: 'abc-DEF_9' });
    expect(matchPollPath('/p/abc-DEF_9')).toEqual({ kind: 'link', pollUrl: 'abc-DEF_9' });
    expect(matchPollPath(pollLinkPath('abc-DEF_9'))).toEqual({ kind: 'link', pollUrl: 'abc-DEF_9' });
  });

  it('answers the code field at /kods however a phone capitalises it', () => {
    for (const path of [codeEntryPath, '/kods/', '/Kods', '/KODS'])
      expect(matchPollPath(path), path).toEqual({ kind: 'code' });
  });

  it('leaves every other address to the main app', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/student/dashboard',
      '/student/poll/12',
      '/teacher/poll',
      '/teacher/poll/a/b',
      '/school/teacher/poll/1',
      '/x/teacher/poll/abc',
      '/teacher/poll/%E0%A4%A',
      '/p',
      '/p/a/b',
      '/x/p/abc',
      '/kods/ABCDE',
      '/x/kods',
    ])
      expect(matchPollPath(path), path).toBeNull();
  });
});
