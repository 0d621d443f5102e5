import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordingNotifications } from '../testing/test-app.ts'
import { leadEstimate, newLead } from '../testing/fixtures.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import { OutboxWorker } from '../notifications/outbox-worker.ts'
import { addressKey } from '../admin/login-throttle.ts'
import { verifyPassword } from '../admin/passwords.ts'
import { formulaSafe } from '../export/leads-csv.ts'
import { runLeadsCli } from './leads.ts'

async function run(argv: string[], deps: Parameters<typeof runLeadsCli>[2]) {
  let stdout = ''
  let stderr = ''
  const code = await runLeadsCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) }, deps)
  return { code, stdout, stderr }
}

describe('npm run leads', () => {
  let dataDir: string
  let repository: LeadRepository

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-cli-'))
    repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
    await repository.saveLead(newLead({ receivedAt: new Date('2025-05-01T10:00:00Z'), firstName: 'Ann', fullName: 'Ann Early' }), ['email'])
    await repository.saveLead(
      newLead({
        receivedAt: new Date('2025-05-03T10:00:00Z'),
        firstName: '=cmd',
        fullName: '=cmd Late',
        projectDetails: 'Line one\nsays "hi", ok',
        services: ['wood-fencing', 'patios-pergolas'],
        estimate: leadEstimate(),
      }),
      ['email'],
    )
    await repository.saveLead(newLead({ receivedAt: new Date('2025-05-04T10:00:00Z'), spam: true, fullName: 'Bot' }), [])
  })
  afterEach(async () => {
    await repository.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const deps = () => ({ env: { DATA_DIR: dataDir }, repository })

  it('lists the latest leads without spam unless asked', async () => {
    const all = await run(['list'], deps())
    expect(all.code).toBe(0)
    const lines = all.stdout.trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^2025-05-01T10:00:00.000Z .* Ann Early .* Wood Fencing/)
    expect(lines[1]).toContain('=cmd Late')
    expect(lines[1]).toContain('estimate $6,050-$8,150')
    expect(lines[0]).not.toContain('estimate')

    expect((await run(['list', '--since', '2025-05-02'], deps())).stdout.trim().split('\n')).toHaveLength(1)
    expect((await run(['list', '--limit', '1'], deps())).stdout).toContain('=cmd Late')
    expect((await run(['list', '--include-spam'], deps())).stdout).toContain('[spam]')
  })

  it('exports CSV a spreadsheet opens safely', async () => {
    const result = await run(['export', '--format', 'csv'], deps())
    expect(result.code).toBe(0)
    const rows = result.stdout.split('\r\n')
    expect(rows[0]).toBe(
      '\uFEFFid,received_at,received_at_local,first_name,last_name,phone,email,services,address,street_address,city,state,zip_code,project_details,page,form_type,language,utm_source,utm_medium,utm_campaign,submitted_at,submission_id,spam,estimate_low,estimate_high,estimate,visit_days,visit_time,visit_confirmed,status,status_changed_at,photos',
    )
    expect(rows[1]).toContain(',Ann,Gonzalez,4695550199,maria.gonzalez@example.com,Wood Fencing,"1200 Preston Rd, Celina, TX 75009",')
    expect(result.stdout).toContain(`,'=cmd,`)
    expect(result.stdout).toContain('Wood Fencing; Patios & Pergolas')
    expect(result.stdout).toContain('"Line one\nsays ""hi"", ok"')
    expect(rows[2]).toContain(
      ',no,6050,8150,"Online estimate: $6,050-$8,150; Wood Fencing, board-on-board, 6 ft tall, 150 ft (60 + 90); Gates: 1 walk gate; Remove and haul away the old fence"',
    )
    expect(rows[1]).toMatch(/,no,,,,,,,new,,0$/)
    expect(rows.filter(Boolean)).toHaveLength(3)
    expect(formulaSafe('-2+3')).toBe("'-2+3")
  })

  it('exports JSON since a date, to a file', async () => {
    const output = path.join(dataDir, 'out', 'leads.json')
    const result = await run(['export', '--format', 'json', '--since', '2025-05-02', '--output', output], deps())
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('1 lead(s) written')
    const leads = JSON.parse(fs.readFileSync(output, 'utf8'))
    expect(leads.map((lead: { fullName: string }) => lead.fullName)).toEqual(['=cmd Late'])
    expect(leads[0].estimate).toEqual(leadEstimate())
  })

  it('explains wrong usage', async () => {
    expect((await run(['export'], deps())).code).toBe(2)
    expect((await run(['export', '--format', 'xml'], deps())).stderr).toContain('--format csv or --format json')
    expect((await run(['list', '--since', 'yesterday'], deps())).stderr).toContain('--since must be a date')
    expect((await run(['frobnicate'], deps())).stderr).toContain('unknown command')
    expect((await run([], deps())).stdout).toContain('Usage: npm run leads')
  })

  it('lists dead letters and re-sends them', async () => {
    const failing = new OutboxWorker({
      repository,
      deliveries: { email: async () => Promise.reject(new Error('550 mailbox unavailable')) },
      maxAttempts: 1,
      pollIntervalMs: 50,
      log: { info() {}, warn() {}, error() {} },
    })
    await failing.runOnce()
    const dead = await repository.listJobs({ status: 'dead' })
    expect(dead).toHaveLength(2)

    const listed = await run(['dead-letters'], deps())
    expect(listed.stdout).toContain(`#${dead[0]!.id}  email  lead ${dead[0]!.leadId} (Ann Early`)
    expect(listed.stdout).toContain('550 mailbox unavailable')

    const recorder = recordingNotifications()
    const one = await run(['resend', String(dead[0]!.id)], { ...deps(), notifications: recorder.notifications })
    expect(one).toMatchObject({ code: 0, stdout: `#${dead[0]!.id}: delivered\n` })
    expect(recorder.delivered.map((d) => d.lead.id)).toEqual([dead[0]!.leadId])

    expect((await run(['resend', String(dead[0]!.id)], { ...deps(), notifications: recorder.notifications })).code).toBe(1)
    const rest = await run(['resend', '--all'], { ...deps(), notifications: recorder.notifications })
    expect(rest.stdout).toBe(`#${dead[1]!.id}: delivered\n`)
    expect((await run(['dead-letters'], deps())).stderr).toBe('No dead letters.\n')
  })

  it('runs as a command against the data directory', async () => {
    await repository.close()
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/leads.ts', 'export', '--format', 'json'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    expect(JSON.parse(stdout)).toHaveLength(2)
    repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
  })

  it('add-user creates an owner with a hashed password it never prints, and refuses a second or a short one', async () => {
    const typed = await run(['add-user', 'Owner@Example.com'], { ...deps(), readPassword: async () => 'a long enough secret' })
    expect(typed.code).toBe(0)
    expect(typed.stdout).toBe('')
    expect(typed.stderr).toContain('Owner account created for owner@example.com')
    expect(typed.stderr).not.toContain('a long enough secret')
    const account = await repository.owner.findOwner('owner@example.com')
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(account!.passwordHash, 'a long enough secret')).toBe(true)

    expect((await run(['add-user', 'owner@example.com'], { ...deps(), readPassword: async () => 'another long secret' })).code).toBe(2)
    const short = await run(['add-user', 'second@example.com'], { ...deps(), readPassword: async () => 'short' })
    expect(short.code).toBe(2)
    expect(short.stderr).toContain('at least 12 characters')
    expect((await run(['add-user', 'not-an-address'], deps())).code).toBe(2)
  })

  it('add-user asks for a typed password twice at a terminal, and creates nothing when the two differ', async () => {
    const typedTwice = (second: string) => {
      const answers = ['a long enough secret', second]
      return { ...deps(), terminal: true, readPassword: async () => answers.shift() ?? '' }
    }
    const differ = await run(['add-user', 'owner@example.com'], typedTwice('a long enough secreT'))
    expect(differ.code).toBe(2)
    expect(differ.stderr).toContain('the two passwords differ')
    expect(await repository.owner.findOwner('owner@example.com')).toBeUndefined()
    expect((await run(['add-user', 'owner@example.com'], typedTwice('a long enough secret'))).code).toBe(0)
    expect(await repository.owner.findOwner('owner@example.com')).toBeDefined()
  })

  it('add-user --generate prints the generated password once, and it signs in', async () => {
    const generated = await run(['add-user', 'second@example.com', '--generate'], deps())
    expect(generated.code).toBe(0)
    const password = generated.stdout.trim()
    expect(password.length).toBeGreaterThanOrEqual(20)
    expect(await verifyPassword((await repository.owner.findOwner('second@example.com'))!.passwordHash, password)).toBe(true)
  })

  it("sessions revoke ends one owner's sessions or all of them", async () => {
    await run(['add-user', 'owner@example.com', '--generate'], deps())
    const owner = (await repository.owner.findOwner('owner@example.com'))!
    await repository.owner.saveSession('s1', { ownerId: owner.id, data: '{}', expiresAt: new Date(Date.now() + 60_000) }, { create: true })
    await repository.owner.saveSession('s2', { ownerId: null, data: '{}', expiresAt: new Date(Date.now() + 60_000) }, { create: true })
    expect((await run(['sessions', 'revoke', 'owner@example.com'], deps())).stdout).toBe('1 session(s) ended\n')
    expect(await repository.owner.getSession('s1', new Date())).toBeUndefined()
    expect((await run(['sessions', 'revoke', '--all'], deps())).stdout).toBe('1 session(s) ended\n')
    expect((await run(['sessions', 'revoke', 'nobody@example.com'], deps())).code).toBe(2)
  })

  /** The .eml files the server writes without SMTP (notifications/email.ts), one per channel. */
  function writeMailFiles(leadId: string): string[] {
    const dir = path.join(dataDir, 'mail')
    fs.mkdirSync(dir, { recursive: true })
    const files = ['email', 'confirmation'].map((channel) => path.join(dir, `lead-${leadId}.${channel}.eml`))
    for (const file of files) fs.writeFileSync(file, `To: someone@example.com\n\n${leadId}`)
    return files
  }

  it('unlock clears the sign-in attempts of an address from every network, and logs it', async () => {
    await run(['add-user', 'owner@example.com', '--generate'], deps())
    const key = addressKey('owner@example.com')
    const now = new Date()
    for (let i = 0; i < 6; i++) await repository.owner.countLoginAttempt(key, '203.0.113.50', now, 15 * 60_000)
    await repository.owner.countLoginAttempt(key, '2001:db8:1:2::/64', now, 15 * 60_000)
    await repository.owner.countLoginAttempt(addressKey('other@example.com'), '203.0.113.50', now, 15 * 60_000)

    const result = await run(['unlock', ' Owner@Example.com '], deps())
    expect(result).toMatchObject({ code: 0, stdout: 'owner@example.com: sign-in attempts from 2 network(s) cleared\n' })
    expect(await repository.owner.countLoginAttempt(key, '203.0.113.50', now, 15 * 60_000)).toMatchObject({ attempts: 1 })
    expect(await repository.owner.countLoginAttempt(addressKey('other@example.com'), '203.0.113.50', now, 15 * 60_000)).toMatchObject({ attempts: 2 })
    expect((await repository.owner.listAudit(1))[0]).toMatchObject({ actor: 'command line', action: 'unlocked', detail: 'owner@example.com' })

    const unknown = await run(['unlock', 'typo@example.com'], deps())
    expect(unknown.stdout).toBe('typo@example.com: sign-in attempts from 0 network(s) cleared (no owner account has this address)\n')
    expect((await repository.owner.listAudit(1))[0]).toMatchObject({ action: 'unlocked', detail: '(unknown address)' })
    expect((await run(['unlock'], deps())).code).toBe(2)
  })

  it('delete erases one lead and says so, and refuses an unknown id', async () => {
    const [lead, other] = await repository.listLeads({ limit: 2 })
    const files = writeMailFiles(lead!.id)
    const othersFiles = writeMailFiles(other!.id)
    const result = await run(['delete', lead!.id], deps())
    expect(result).toMatchObject({ code: 0, stdout: `lead ${lead!.id} deleted\n` })
    expect(await repository.getLead(lead!.id)).toBeUndefined()
    // Its e-mails, written as files without SMTP, go with it; another lead's stay.
    expect(files.filter((file) => fs.existsSync(file))).toEqual([])
    expect(othersFiles.filter((file) => fs.existsSync(file))).toEqual(othersFiles)
    expect((await run(['delete', lead!.id], deps())).code).toBe(2)
    expect((await run(['delete', 'nonsense'], deps())).code).toBe(2)
  })

  it('purge erases leads older than the retention period and logs how many', async () => {
    const old = await repository.saveLead(newLead({ receivedAt: new Date('2020-01-15T10:00:00Z'), fullName: 'Long Ago' }), ['email'])
    const before = await repository.listLeads({ includeSpam: true })
    const files = writeMailFiles(old.id)
    const keptFiles = writeMailFiles(before.find((lead) => lead.id !== old.id)!.id)
    const result = await run(['purge'], deps())
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^1 lead\(s\) erased \(no activity since \d{4}-\d{2}-\d{2}, not won or completed\)\n$/)
    expect(await repository.getLead(old.id)).toBeUndefined()
    expect(files.filter((file) => fs.existsSync(file))).toEqual([])
    expect(keptFiles.filter((file) => fs.existsSync(file))).toEqual(keptFiles)
    expect(await repository.listLeads({ includeSpam: true })).toHaveLength(before.length - 1)
    expect((await repository.owner.listAudit(1))[0]).toMatchObject({ action: 'purged', detail: '1' })
    expect((await run(['purge'], deps())).stdout).toMatch(/^0 lead/)
  })
})
