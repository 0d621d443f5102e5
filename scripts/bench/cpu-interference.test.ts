import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { interferenceBetween, isContended, processesOutsideThisTree, readCpu, type CpuReading } from './cpu-interference.ts'

const reading = (values: Partial<CpuReading>): CpuReading => ({ total: 0, steal: 0, others: 0, ...values })

describe('interferenceBetween', () => {
  it('gives the time of processes outside this tree and the stolen time as shares of all CPU time', () => {
    const before = reading({ total: 1000, steal: 10, others: 300 })
    const after = reading({ total: 2000, steal: 60, others: 500 })
    const interference = interferenceBetween(before, after)!
    expect(interference.steal).toBeCloseTo(0.05)
    expect(interference.others).toBeCloseTo(0.2) // 200 of 1000
  })

  it('reads no other work when only the benchmark ran (an exited process leaves the count)', () => {
    const interference = interferenceBetween(reading({ total: 0, others: 40 }), reading({ total: 200, others: 35 }))
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
  it('counts the processes this one started, and theirs, as its own, and every other process as other work', async () => {
    const shell = spawn('sh', ['-c', 'sleep 5 & wait'])
    await new Promise((resolve) => setTimeout(resolve, 300))
    const [sleeper] = readFileSync(`/proc/${shell.pid}/task/${shell.pid}/children`, 'utf8').trim().split(' ').map(Number)
    const outside = processesOutsideThisTree()
    shell.kill()
    expect(sleeper).toBeGreaterThan(0)
    expect(outside.has(process.pid)).toBe(false)
    expect(outside.has(shell.pid!)).toBe(false)
    expect(outside.has(sleeper!)).toBe(false)
    expect(outside.has(1)).toBe(true) // init, for one
  })

  it('counts a process outside this tree as other work', async () => {
    const before = readCpu()!
    // The subshell is orphaned at once (its parent exits), so it is no descendant of this process.
    await exited(spawn('sh', ['-c', `(${busyLoop(1_500_000)}) >/dev/null 2>&1 &`]))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const after = readCpu()!
    expect(after.others - before.others).toBeGreaterThan(50) // clock ticks: half a second of CPU or more
  })
})
