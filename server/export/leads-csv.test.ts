import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../admin/passwords.ts'
import { runLeadsCli } from '../cli/leads.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
import { leadPayload, newLead } from '../testing/fixtures.ts'
import { cookieOf, signInThroughForm } from '../testing/inbox-forms.ts'
import { plainPng, postLeadWithPhotos } from '../testing/photos.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const email = 'owner@example.com'
const password = 'correct horse battery staple'

describe('the lead export', () => {
  let dataDir: string
  let t: TestApp

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-export-'))
    t = await createTestApp({ repository: await openSqliteRepository(path.join(dataDir, 'leads.db')), env: { ADMIN_LOCAL_HTTP: 'true' } })
    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
  })
  afterEach(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function inboxDownload(): Promise<string> {
    const login = await signInThroughForm(t.app, { email, password })
    return (await t.app.inject({ url: '/admin/leads.csv', headers: { cookie: cookieOf(login) } })).body
  }

  async function commandLineExport(): Promise<string> {
    const output = path.join(dataDir, 'leads.csv')
    const code = await runLeadsCli(
      ['export', '--format', 'csv', '--output', output],
      { stdout: () => {}, stderr: () => {} },
      {
        env: { DATA_DIR: dataDir },
        repository: t.repository,
      },
    )
    expect(code).toBe(0)
    return fs.readFileSync(output, 'utf8')
  }

  it('is the same file from the command line and from the inbox: byte order mark, columns, status and photos', async () => {
    const posted = await postLeadWithPhotos(t.app, leadPayload({ firstName: 'José', lastName: 'Núñez', fullName: 'José Núñez' }), [
      { name: 'yard.png', type: 'image/png', bytes: await plainPng(300, 200) },
    ])
    const { id } = posted.json() as { id: string }
    await t.repository.owner.setLeadStatus(id, 'contacted', { actor: 'owner@example.com', now: new Date('2026-11-27T15:00:00.000Z') })

    const fromInbox = await inboxDownload()
    const fromCommandLine = await commandLineExport()
    expect(fromCommandLine).toBe(fromInbox)
    const [header, row] = fromCommandLine.trimEnd().split('\r\n')
    expect(header).toMatch(/^\uFEFFid,received_at,/)
    expect(header).toMatch(/,status,status_changed_at,photos$/)
    expect(row).toContain(',José,Núñez,')
    expect(row).toMatch(/,contacted,2026-11-27T15:00:00.000Z,1$/)
  })

  it('gives the time a lead came in as UTC ISO for machines and, next to it, on the clock in Celina for the owner', async () => {
    await t.repository.saveLead(newLead({ receivedAt: new Date('2026-11-27T10:29:54.909Z') }), [])
    const [header, row] = (await commandLineExport()).split('\r\n')
    expect(header).toMatch(/^\uFEFFid,received_at,received_at_local,first_name,/)
    expect(row).toMatch(/^[\w-]+,2026-11-27T10:29:54\.909Z,2026-11-27 04:29,/)
    expect(await inboxDownload()).toBe(await commandLineExport())
  })
})
