import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { interferenceBetween, isContended, readCpu, type CpuReading } from './cpu-interference.ts'

const reading = (values: Partial<CpuReading>): CpuReading => ({ total: 0, steal: 0, busy: 0, ours: 0, ...values })

describe('interferenceBetween', () => {
  it('counts busy time outside this process tree as other work, and steal separately', () => {
    const before = reading({ total: 1000, steal: 10, busy: 300, ours: 100 })
    const after = reading({ total: 2000, steal: 60, busy: 800, ours: 400 })
    const interference = interferenceBetween(before, after)!
    expect(interference.steal).toBeCloseTo(0.05)
    expect(interference.others).toBeCloseTo(0.2) // 500 busy − 300 ours, of 1000
  })

  it('reads no other work when the benchmark was all that ran', () => {
    const interference = interferenceBetween(reading({ total: 0, busy: 0, ours: 0 }), reading({ total: 200, busy: 90, ours: 95 }))
    expect(interference).toEqual({ steal: 0, others: 0 })
  })

  it('has no reading without /proc or without elapsed time', () => {
    expect(interferenceBetween(undefined, reading({ total: 10 }))).toBeUndefined()
    expect(interferenceBetween(reading({ total: 10 }), reading({ total: 10 }))).toBeUndefined()
  })
})

describe('isContended', () => {
  it.each([
    [{ steal: 0, others: 0.03 }, false],
    [{ steal: 0.11, others: 0 }, true],
    [{ steal: 0, others: 0.21 }, true],
  ])('%o → %s', (interference, contended) => {
    expect(isContended(interference)).toBe(contended)
  })

  it('sets nothing aside when the machine cannot be read', () => {
    expect(isContended(undefined)).toBe(false)
  })
})

/** A shell loop that keeps one core busy (about a second per million turns here), starting no process of its own. */
const busyLoop = (turns: number) => `i=0; while [ $i -lt ${turns} ]; do i=$((i + 1)); done`
const exited = (child: ReturnType<typeof spawn>) => new Promise((resolve) => child.once('exit', resolve))

describe.runIf(process.platform === 'linux')('readCpu on this machine', () => {
  it('counts a process this one started as ours while it runs', async () => {
    const before = readCpu()!
    const child = spawn('sh', ['-c', busyLoop(3_000_000)])
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const after = readCpu()! // the child still runs: its time is counted live, not once reaped
    child.kill()
    await exited(child)
    expect(after.ours - before.ours).toBeGreaterThan(50) // clock ticks: half a second of CPU or more
  })

  it('counts a process outside this tree as other work', async () => {
    const before = readCpu()!
    // The subshell is orphaned at once (its parent exits), so it is no descendant of this process.
    await exited(spawn('sh', ['-c', `(${busyLoop(1_500_000)}) >/dev/null 2>&1 &`]))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const after = readCpu()!
    const others = after.busy - before.busy - (after.ours - before.ours)
    expect(others).toBeGreaterThan(50)
    expect(after.ours - before.ours).toBeLessThan(others)
  })
})
