import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports CPU times in /proc in clock ticks of 1/100 s (getconf CLK_TCK). */
const tickMs = 10;

type ProcStat = { pid: number; ppid: number; ms: number };

/** utime + stime, plus cutime + cstime (children that have exited and were waited for), in ms. */
function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return { pid, ppid: Number(fields[1]), ms: (utime + stime + cutime + cstime) * tickMs };
  } catch {
    return null; // the process has just exited
  }
}

/**
 * CPU time of a process and every live descendant: a PostgreSQL postmaster with its backends, or the
 * server child. A backend that exits during a measurement is counted through its parent's cutime.
 */
export function treeCpuMs(rootPid: number): number {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => procStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let total = 0;
  const stack = all.filter((stat) => stat.pid === rootPid);
  while (stack.length) {
    const stat = stack.pop() as ProcStat;
    total += stat.ms;
    stack.push(...(children.get(stat.pid) ?? []));
  }
  return total;
}

/** The postmaster of the database the bench talks to: the parent of one of its backends. */
export function postmasterPid(backendPid: number): number {
  const stat = procStat(backendPid);
  if (!stat) throw new Error(`PostgreSQL backend ${backendPid} is not a local process`);
  return stat.ppid;
}

export type CpuSample = { server: number; postgres: number; load: number };

export function cpuMeter(serverPid: () => number | undefined, postgresPid: number) {
  const sample = (): CpuSample => {
    const own = process.cpuUsage();
    return {
      server: serverPid() ? treeCpuMs(serverPid() as number) : 0,
      postgres: treeCpuMs(postgresPid),
      load: (own.user + own.system) / 1000,
    };
  };
  /** CPU ms spent per submission by each side between `before` and now. */
  const perSubmission = (before: CpuSample, submissions: number) => {
    const after = sample();
    const per = (key: keyof CpuSample) => (after[key] - before[key]) / Math.max(1, submissions);
    const server = per('server');
    const postgres = per('postgres');
    return { server, postgres, load: per('load'), ceiling: 2000 / (server + postgres) };
  };
  return { sample, perSubmission };
}
