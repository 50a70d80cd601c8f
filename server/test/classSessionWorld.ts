import { randomUUID } from 'node:crypto';
import { bearer, buildIdentity, buildSchool, tokenFor } from './factories';
import { buildClass, buildStudent } from './respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from './surveyFactories';
import type { TestApp } from './testApp';

/** What finishPoll needs of an app server: Fastify's inject, or the same over HTTP to another process. */
export type Injector = {
  inject: (request: {
    method: 'GET' | 'PUT';
    url: string;
    headers: Record<string, string>;
    payload?: object;
  }) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
};

/** An Injector that sends over HTTP to an app server at `origin`. */
export const overHttp = (origin: string): Injector => ({
  async inject({ method, url, headers, payload }) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) };
  },
});

type OpenPoll = { poll_id: number; identity_id: number; period_name: string };

const finishedAnswers = { answers: { grade: 'g7', safe: 4 }, finished: true, language: 'lv' };

/**
 * A school running the sample survey for class 7.a (4 places, 3 seated students with accounts), with
 * 7.a's class teacher, a teacher of another class, the school admin who started the period, and a
 * way to finish a student's poll through the API of any app.
 */
export async function buildClassSessionWorld(ctx: TestApp) {
  const db = ctx.deps.database.db;
  const { school, parent } = await buildSchool(db);
  const token = async (type: 'school_admin' | 'teacher' | 'student', permissions = {}) => {
    const { identity } = await buildIdentity(db, { type, organizationId: school.id, permissions });
    return { identity, token: await tokenFor(ctx.deps, identity) };
  };
  const admin = await token('school_admin', { manage_survey_periods: true, view_survey_periods: true });
  const classTeacher = await token('teacher');
  const otherTeacher = await token('teacher');
  const sevenA = await buildClass(db, school.id, {
    name: '7.a',
    numStudents: 4,
    teacherId: classTeacher.identity.id,
  });
  const students = [];
  for (let i = 0; i < 3; i++) {
    const { identity } = await buildStudent(db, school.id, sevenA.id);
    students.push({ identity, token: await tokenFor(ctx.deps, identity) });
  }
  const { version } = await buildPublishedSurvey(db, null);
  const made = await ctx.app.inject({
    method: 'POST',
    url: `/api/school/${school.id}/periods`,
    headers: bearer(admin.token),
    payload: {
      survey_version_id: version.id,
      name: 'Live week',
      starts_at: hoursFromNow(-1),
      ends_at: hoursFromNow(48),
      languages: ['lv', 'en'],
      audience: { class_ids: [sevenA.id] },
    },
  });
  if (made.statusCode !== 201) throw new Error(`period not started: ${made.body}`);
  const periodId: number = made.json().data.id;
  const sessionPath = `/api/school/${school.id}/periods/${periodId}/classes/${sevenA.id}/session`;
  return { school, parent, admin, classTeacher, otherTeacher, sevenA, students, periodId, sessionPath };
}

/** The student's identified poll in the period, finished through `app` (any app server of the database). */
export async function finishPoll(app: Injector, student: { token: string }, periodName = 'Live week') {
  const mine = await app.inject({ method: 'GET', url: '/api/my-polls', headers: bearer(student.token) });
  const { data } = mine.json() as { data: { open: OpenPoll[] } };
  const poll = data.open.find((entry) => entry.period_name === periodName);
  if (!poll) throw new Error('no open poll for the student');
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/polls/${poll.poll_id}/identity/${poll.identity_id}/responses/${randomUUID()}`,
    headers: bearer(student.token),
    payload: finishedAnswers,
  });
  if (saved.statusCode !== 200) throw new Error(`not finished: ${saved.body}`);
}

type Count = { finished: number; expected: number; status: string };

/** A live session's stream of `count` events; `until` waits for a count it accepts. */
export async function openCountStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { ...bearer(token), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`no stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const counts: Count[] = [];
  let buffer = '';
  let wake: () => void = () => {};
  /** Settles when the server ends the stream (or it is closed here). */
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) counts.push(JSON.parse(data.slice(6)));
        }
        wake();
      }
    } catch {
      // aborted
    }
  })();
  return {
    counts,
    ended,
    async until(accepts: (count: Count) => boolean, timeoutMs = 5000): Promise<Count> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = counts.find(accepts);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such count in ${JSON.stringify(counts)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

export type ClassSessionWorld = Awaited<ReturnType<typeof buildClassSessionWorld>>;
