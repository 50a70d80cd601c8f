import { createTestApp } from './testApp';

/**
 * A second app server in its own process on the test database (DATABASE_URL), for tests of what
 * travels between servers. Prints `listening <origin>` once it accepts requests; SIGTERM stops it.
 */
const ctx = await createTestApp();
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${origin}\n`);
process.once('SIGTERM', () => {
  void ctx.close().finally(() => process.exit(0));
});
