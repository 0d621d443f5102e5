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
  return listed.match(leadIdText) ?? []
}

// A file goes when the lead it is named after, or (a digest) any lead it lists, is erased.
async function eraseMailOf(mailDir: string, erased: (id: string) => Promise<boolean>): Promise<number> {
  const all = await fs.readdir(mailDir).catch(ifMissing<string[]>([]))
  const gone = new Set<string>()
  for (const file of all) {
    const ids = [leadMailFile.exec(file)?.[1], ...(digestMailFile.test(file) ? await digestLeadIds(mailDir, file) : [])]
    for (const id of ids) if (id && (await erased(id.toLowerCase()))) gone.add(file)
  }
  await Promise.all([...gone].map((file) => fs.rm(path.join(mailDir, file), { force: true })))
  return gone.size
}

export function eraseLeadMail(mailDir: string, leadId: string): Promise<number> {
  return eraseMailOf(mailDir, async (id) => id === leadId.toLowerCase())
}

// Also catches a lead deleted while one of its e-mails was being written.
export function eraseMailOfErasedLeads(mailDir: string, leadExists: (id: string) => Promise<boolean>): Promise<number> {
  const exists = new Map<string, Promise<boolean>>()
  return eraseMailOf(mailDir, async (id) => !(await (exists.get(id) ?? exists.set(id, leadExists(id)).get(id)!)))
}

export interface LeadMailFiles {
  dir: string
  leadExists(id: string): Promise<boolean>
}
