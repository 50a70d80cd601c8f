import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../db/client';
import { firstSaveBatcher } from './firstSaveBatcher';
import type { FirstSaveRequest } from './insertFirstSave';
import type { PollEntry } from './pollEntry';

const rule = { name: 'response-write', limit: 120, windowSeconds: 60 };

function request(
  responseId: string,
  who: { identityId?: number; accessCodeId?: number } = {},
): FirstSaveRequest {
  const entry = {
    poll: { id: 1 },
    period: { id: 7, anonymous: true },
    respondentKey: who.identityId || who.accessCodeId ? `key-${who.identityId ?? who.accessCodeId}` : null,
    identityId: who.identityId ?? null,
    accessCodeId: who.accessCodeId ?? null,
    classId: null,
    grade: null,
    groupIds: [],
  } as unknown as PollEntry;
  return {
    entry,
    responseId,
    write: { answers: { q1: 3 }, finished: true, language: 'lv' },
    rule,
    limitKey: entry.respondentKey ?? `response:${responseId}`,
  };
}

/** A stand-in for PostgreSQL: records the ids of each statement and answers when told to. */
function fakeDatabase(fails: (ids: string[]) => boolean = () => false) {
  const statements: string[][] = [];
  const waiting: (() => void)[] = [];
  const executeSql: SqlExecutor = async (_text, values) => {
    const ids = (JSON.parse(String(values?.[0])) as { id: string }[]).map((row) => row.id);
    statements.push(ids);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (fails(ids)) throw new Error('deadlock detected');
    return { rows: ids.map((id) => ({ id, hits: 1, inserted: true })) };
  };
  const answerAll = async () => {
    while (waiting.length) {
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { executeSql, statements, answerAll };
}

describe('the first-save batcher', () => {
  it('sends a save at once while a statement slot is free, and groups the saves that wait', async () => {
    const fake = fakeDatabase();
    const save = firstSaveBatcher(fake.executeSql, { maxInFlight: 1 });
    const saves = ['a', 'b', 'c', 'd'].map((id) => save(request(id)));
    expect(fake.statements).toEqual([['a']]);
    await fake.answerAll();
    expect(await Promise.all(saves)).toEqual(Array(4).fill({ hits: 1, inserted: true }));
    expect(fake.statements).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('never puts two saves of one respondent, access code or response in one statement', async () => {
    const fake = fakeDatabase();
    const save = firstSaveBatcher(fake.executeSql, { maxInFlight: 1 });
    const saves = [
      save(request('first')),
      save(request('s1', { identityId: 5 })),
      save(request('s2', { identityId: 5 })),
      save(request('c1', { accessCodeId: 9 })),
      save(request('c2', { accessCodeId: 9 })),
      save(request('p1')),
      save(request('p1')),
    ];
    await fake.answerAll();
    await Promise.all(saves);
    expect(fake.statements).toEqual([['first'], ['s1', 'c1', 'p1'], ['s2', 'c2', 'p1']]);
  });

  it('keeps to the largest batch and retries a failed statement one save at a time', async () => {
    const fake = fakeDatabase((ids) => ids.includes('bad'));
    const save = firstSaveBatcher(fake.executeSql, { maxInFlight: 1, maxBatch: 2 });
    const settling = Promise.allSettled(['first', 'ok', 'bad', 'last'].map((id) => save(request(id))));
    await fake.answerAll();
    const settled = await settling;
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(fake.statements).toEqual([['first'], ['ok', 'bad'], ['ok'], ['bad'], ['last']]);
  });
});
