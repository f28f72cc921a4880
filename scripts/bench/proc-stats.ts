/** What Linux says of another process in /proc: its memory (peak and current) and the CPU time it used. */
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on Linux x86 and arm). */
const userHz = 100;

/** CPU seconds (user + system, every thread) a process has used, from /proc/<pid>/stat; null elsewhere. */
export async function cpuSecondsOf(pid: number): Promise<number | null> {
  const fields = await statFields(pid);
  // utime and stime are fields 14 and 15.
  return fields === null ? null : (Number(fields[11]) + Number(fields[12])) / userHz;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): field 3 is at index 0. */
async function statFields(pid: number | string): Promise<string[] | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a server and its children (PostgreSQL's postmaster and its backends): the server's own time, the
 * time of the children it has reaped (cutime, cstime: fields 16-17), and the time of those alive now. A child alive
 * at one reading and reaped by the next is counted once in the difference of the two. Null without /proc.
 */
export async function cpuSecondsOfTree(rootPid: number): Promise<number | null> {
  const root = await statFields(rootPid);
  if (root === null) return null;
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(entry);
    // Field 4 (index 1): the parent's pid.
    if (fields !== null && Number(fields[1]) === rootPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / userHz;
}

/** The parent's pid of a process (field 4 of /proc/<pid>/stat); null without /proc. */
export async function parentPidOf(pid: number): Promise<number | null> {
  const fields = await statFields(pid);
  return fields === null ? null : Number(fields[1]);
}

/** `VmHWM` (the peak resident set over the process's life) and `VmRSS`, in MB; null without /proc. */
export async function memoryOf(pid: number): Promise<{ peakMb: number; rssMb: number } | null> {
  let status: string;
  try {
    status = await readFile(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const mb = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
  return { peakMb: mb('VmHWM'), rssMb: mb('VmRSS') };
}

/**
 * CPU seconds every process of the machine has used since boot (user, nice, system, irq, softirq, and
 * steal: time a hypervisor gave to others), from the first line of /proc/stat; null elsewhere.
 */
export async function machineCpuSeconds(): Promise<number | null> {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = (await readFile('/proc/stat', 'utf8')).split('\n')[0]?.trim().split(/\s+/) ?? [];
    return [user, nice, system, irq, softirq, steal].reduce((sum, ticks) => sum + Number(ticks ?? 0), 0) / userHz;
  } catch {
    return null;
  }
}
