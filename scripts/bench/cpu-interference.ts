/**
 * How much of this machine's CPU went to anything other than the benchmark while it ran.
 * Lighthouse's simulated throttling scales the main-thread tasks it observes, so when other
 * work competes for the cores (the hypervisor's steal time, or other jobs on a shared CI
 * machine) blocking time and the score measure the machine, not the page.
 *
 * Linux only (/proc): elsewhere every reading is undefined and nothing is set aside.
 */
import { readdirSync, readFileSync } from 'node:fs'

export interface CpuReading {
  /** All CPU time so far, every core, idle included (clock ticks). */
  total: number
  /** Time the hypervisor gave to other machines. */
  steal: number
  /**
   * Time spent by processes outside this one's tree (everything but this process, Chrome and
   * the server), kernel threads included, with the children they have reaped. Counted from
   * those processes rather than as "all busy time minus ours": Chrome's renderers come and go
   * run after run, and the time of one that has exited is not always left in its parent's
   * counters, which would read as someone else's work.
   */
  others: number
}

/** Fields of /proc/PID/stat after the command name, which may itself hold spaces and parentheses. */
function statFields(pid: string): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return text.slice(text.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined // exited meanwhile
  }
}

/**
 * Every process outside this one's tree, with its CPU ticks so far: user, system, and the
 * children it has waited for.
 */
export function processesOutsideThisTree(): Map<number, number> {
  const parents = new Map<string, string>()
  const ticks = new Map<string, number>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const fields = statFields(pid)
    if (!fields) continue
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
    parents.set(pid, fields[1]!)
    ticks.set(
      pid,
      [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0),
    )
  }
  const ours = new Set([String(process.pid)])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parents) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid)
        grew = true
      }
    }
  }
  const outside = new Map<number, number>()
  for (const [pid, value] of ticks) if (!ours.has(pid)) outside.set(Number(pid), value)
  return outside
}

export function readCpu(): CpuReading | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields
    return {
      total: user + nice + system + idle + iowait + irq + softirq + steal,
      steal,
      others: [...processesOutsideThisTree().values()].reduce((sum, value) => sum + value, 0),
    }
  } catch {
    return undefined
  }
}

export interface Interference {
  /** Share of all CPU time the hypervisor took. */
  steal: number
  /** Share of all CPU time that ran work other than this benchmark's processes. */
  others: number
}

export function interferenceBetween(before: CpuReading | undefined, after: CpuReading | undefined): Interference | undefined {
  if (!before || !after || after.total <= before.total) return undefined
  const total = after.total - before.total
  return { steal: (after.steal - before.steal) / total, others: Math.max(0, after.others - before.others) / total }
}

/**
 * Above these shares the machine is contended: a tenth of the CPU stolen, or a fifth running
 * other work (a quiet machine reads 0-3 %). Either is a whole task's worth of delay on a 2-core
 * runner, which is what blocking time counts.
 */
const contendedAbove = { steal: 0.1, others: 0.2 } as const

export const isContended = (interference: Interference | undefined): boolean =>
  interference !== undefined && (interference.steal > contendedAbove.steal || interference.others > contendedAbove.others)

export const describeInterference = (interference: Interference): string =>
  `CPU steal ${(interference.steal * 100).toFixed(0)}%, other work ${(interference.others * 100).toFixed(0)}%`

/**
 * Waits, up to `maxMs`, for a one-second window in which the machine is not contended (for
 * example while the processes of an earlier test step wind down). Returns how long it waited
 * and the last window's reading.
 */
export async function waitForQuiet(maxMs: number): Promise<{ waitedMs: number; last?: Interference }> {
  const started = Date.now()
  let last: Interference | undefined
  do {
    const before = readCpu()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    last = interferenceBetween(before, readCpu())
    if (!isContended(last)) break
  } while (Date.now() - started < maxMs)
  return { waitedMs: Date.now() - started, last }
}
