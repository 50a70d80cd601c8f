import { vi } from 'vitest';

// The API test files of a worker share the imported libraries (isolate: false in vitest.config.ts, issue 20);
// the server's own modules are evaluated afresh for each file, so no module-level state crosses files.
vi.resetModules();
// On PostgreSQL a file works on its own database copy, named here by the file's first app (testDatabase.ts);
// a file starts without one, as it did in a worker of its own.
delete process.env.BALSS_TEST_FILE_DATABASE_URL;
