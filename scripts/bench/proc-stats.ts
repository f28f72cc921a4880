/** What Linux says of another process in /proc: its memory (peak and current) and the CPU time it used. */
import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on Linux x86 and arm). */
const userHz = 100;

/** CPU seconds (user + system, every thread) a process has used, from /proc/<pid>/stat; null elsewhere. */
export async function cpuSecondsOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / userHz;
  } catch {
    return null;
  }
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
