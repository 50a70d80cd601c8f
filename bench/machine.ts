import { createServer } from 'node:net';
import { loadavg } from 'node:os';

/** A TCP port free on this machine right now, for a server a benchmark starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The load average (1, 5, 15 min), printed beside a figure: how busy the shared machine was. */
export const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
