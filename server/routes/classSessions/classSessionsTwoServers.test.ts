import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClassSessionWorld, finishPoll, openCountStream, overHttp } from '../../test/classSessionWorld';
import { createTestApp, type TestApp } from '../../test/testApp';
import { realDatabaseUrl } from '../../test/testDatabase';

/** Two app servers in two processes on one PostgreSQL: a finish on one reaches a session open on the other. */
describe.skipIf(!realDatabaseUrl)('live class sessions across app servers', () => {
  let ctx: TestApp;
  let origin: string;
  let other: ChildProcess;
  let otherOrigin: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    other = spawn(process.execPath, ['--import', 'tsx', 'server/test/appServerProcess.ts'], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    otherOrigin = await new Promise<string>((resolve, reject) => {
      let output = '';
      other.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /listening (\S+)/.exec(output);
        if (found) resolve(found[1]);
      });
      other.once('exit', (code) => reject(new Error(`the second server exited with ${code}`)));
    });
  }, 60_000);

  afterAll(async () => {
    other?.kill('SIGTERM');
    await ctx.close();
  });

  it('shows a finish made through the other server within 2 s', async () => {
    const w = await buildClassSessionWorld(ctx);
    const stream = await openCountStream(`${origin}${w.sessionPath}/events`, w.classTeacher.token);
    try {
      await stream.until((count) => count.finished === 0);
      for (const [index, student] of w.students.entries()) {
        await finishPoll(overHttp(otherOrigin), student);
        const submittedAt = Date.now();
        await stream.until((count) => count.finished === index + 1, 2000);
        expect(Date.now() - submittedAt).toBeLessThan(2000);
      }
    } finally {
      stream.close();
    }
  });
});
