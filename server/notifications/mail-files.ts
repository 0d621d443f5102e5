import fs from 'node:fs/promises'
import path from 'node:path'

// The file mailer's e-mails hold what the visitor wrote, so erasing a lead erases them too. A digest lists several leads
// (its X-Lead-Ids header) and goes when any one of them is erased.
const leadMailFile = /^lead-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[\w-]+\.eml(\.tmp)?$/i
const digestMailFile = /^lead-[0-9a-f-]{36}\.digest-\d+\.eml(\.tmp)?$/i
const leadIdText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

// The same on every retry, so a mailbox drops the copy.
export function leadMessageId(siteUrl: string, leadId: string, part: string): string {
  return `<lead-${leadId}.${part}@${new URL(siteUrl).hostname}>`
}

function ifMissing<T>(none: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return none
    throw error
  }
}

async function digestLeadIds(mailDir: string, file: string): Promise<string[]> {
  const text = await fs.readFile(path.join(mailDir, file), 'utf8').catch(ifMissing(''))
  const header = text.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const listed = /^x-lead-ids:(.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1] ?? ''
  return (listed.match(leadIdText) ?? []).map((id) => id.toLowerCase())
}

async function digestsIn(mailDir: string, files: string[]): Promise<Array<{ file: string; leads: string[] }>> {
  const digests = files.filter((file) => digestMailFile.test(file))
  return Promise.all(digests.map(async (file) => ({ file, leads: await digestLeadIds(mailDir, file) })))
}

async function erase(files: string[], mailDir: string): Promise<number> {
  await Promise.all(files.map((file) => fs.rm(path.join(mailDir, file), { force: true })))
  return files.length
}

export async function eraseLeadMail(mailDir: string, leadId: string): Promise<number> {
  const id = leadId.toLowerCase()
  const all = await fs.readdir(mailDir).catch(ifMissing<string[]>([]))
  const files = new Set(all.filter((file) => leadMailFile.exec(file)?.[1]?.toLowerCase() === id))
  for (const digest of await digestsIn(mailDir, all)) if (digest.leads.includes(id)) files.add(digest.file)
  return erase([...files], mailDir)
}

// Also catches a lead deleted while one of its e-mails was being written.
export async function eraseMailOfErasedLeads(mailDir: string, leadExists: (id: string) => Promise<boolean>): Promise<number> {
  const all = await fs.readdir(mailDir).catch(ifMissing<string[]>([]))
  const exists = new Map<string, Promise<boolean>>()
  const stored = (id: string) => exists.get(id) ?? exists.set(id, leadExists(id)).get(id)!
  const gone = new Set<string>()
  for (const file of all) {
    const id = leadMailFile.exec(file)?.[1]?.toLowerCase()
    if (id && !(await stored(id))) gone.add(file)
  }
  for (const digest of await digestsIn(mailDir, all)) {
    for (const id of digest.leads) if (!(await stored(id))) gone.add(digest.file)
  }
  return erase([...gone], mailDir)
}

export interface LeadMailFiles {
  dir: string
  leadExists(id: string): Promise<boolean>
}
