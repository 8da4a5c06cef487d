import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of other processes from Linux's /proc (user + system, ms), for benches that split the
 * work over several processes. Elsewhere (no /proc) every figure is null.
 */

/** Linux's USER_HZ: /proc/<pid>/stat counts clock ticks of 10 ms. */
const TICK_MS = 10;

interface ProcStat {
  ppid: number;
  cpuMs: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ppid) && Number.isFinite(ticks) ? { ppid, cpuMs: ticks * TICK_MS } : null;
  } catch {
    return null; // gone, or no /proc
  }
}

/** CPU per process id, for the given ids (those that still exist). */
export function cpuOf(pids: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = procStat(pid);
    if (stat) out.set(pid, stat.cpuMs);
  }
  return out;
}

/** The ids of a process's children (one level). */
export function childrenOf(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => procStat(child)?.ppid === pid);
}

/** CPU spent between two samples: processes in both count their difference, new ones all of theirs. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
