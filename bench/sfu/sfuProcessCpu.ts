import { readdirSync, readFileSync } from 'node:fs';

// The SFU's child process and its CPU time, read from /proc (Linux), for the benches that weigh the SFU.
const clockTicks = 100; // Linux USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s.

/** CPU seconds (user + system) a process used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** The SFU's process: the server's child running sfuProcess.ts. */
export function sfuPid(serverPid: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1]?.split(' ')[1]);
      if (ppid === serverPid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('sfuProcess'))
        return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}
