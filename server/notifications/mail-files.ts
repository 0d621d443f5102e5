import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The e-mails the file mailer (email.ts) writes without an SMTP server hold what the visitor
 * wrote, so erasing a person's request erases them too: `lead-<lead id>.<channel>.eml` (the
 * owner's e-mail, the visitor's confirmation), and a `.tmp` left by a write that was cut short.
 * A digest (`lead-<id of its first lead>.digest-<job id>.eml`, digest.ts) lists several leads,
 * named in its X-Lead-Ids header: it goes when any one of them is erased.
 */
const leadMailFile = /^lead-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[\w-]+\.eml(\.tmp)?$/i
const digestMailFile = /^lead-[0-9a-f-]{36}\.digest-\d+\.eml(\.tmp)?$/i
const leadIdText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** `<lead-<lead id>.<part>@<host>>`: the same on every retry (a mailbox drops the copy), and what the file mailer names its file after. */
export function leadMessageId(siteUrl: string, leadId: string, part: string): string {
  return `<lead-${leadId}.${part}@${new URL(siteUrl).hostname}>`
}

/** For a read's catch: `none` when the file or folder is not there (a digest erased meanwhile, no mail folder with SMTP). */
function ifMissing<T>(none: T) {
  return (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return none
    throw error
  }
}

/** The leads a digest file lists (its X-Lead-Ids header, folded or not), lower case; none when it is gone. */
async function digestLeadIds(mailDir: string, file: string): Promise<string[]> {
  const text = await fs.readFile(path.join(mailDir, file), 'utf8').catch(ifMissing(''))
  const header = text.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const listed = /^x-lead-ids:(.*(?:\r?\n[ \t].*)*)/im.exec(header)?.[1] ?? ''
  return (listed.match(leadIdText) ?? []).map((id) => id.toLowerCase())
}

/** The digest files among `files`, with the leads each lists. */
async function digestsIn(mailDir: string, files: string[]): Promise<Array<{ file: string; leads: string[] }>> {
  const digests = files.filter((file) => digestMailFile.test(file))
  return Promise.all(digests.map(async (file) => ({ file, leads: await digestLeadIds(mailDir, file) })))
}

async function erase(files: string[], mailDir: string): Promise<number> {
  await Promise.all(files.map((file) => fs.rm(path.join(mailDir, file), { force: true })))
  return files.length
}

/** Erases the e-mail files of one lead, the digests listing it included; resolves to how many there were. */
export async function eraseLeadMail(mailDir: string, leadId: string): Promise<number> {
  const id = leadId.toLowerCase()
  const all = await fs.readdir(mailDir).catch(ifMissing<string[]>([]))
  const files = new Set(all.filter((file) => leadMailFile.exec(file)?.[1]?.toLowerCase() === id))
  for (const digest of await digestsIn(mailDir, all)) if (digest.leads.includes(id)) files.add(digest.file)
  return erase([...files], mailDir)
}

/**
 * Erases the e-mail files of every lead that is no longer stored: purged, deleted by an older
 * version, or deleted while one of its e-mails was being written. Other files are left alone.
 */
export async function eraseMailOfErasedLeads(mailDir: string, leadExists: (id: string) => Promise<boolean>): Promise<number> {
  const all = await fs.readdir(mailDir).catch(ifMissing<string[]>([]))
  // One question per lead, however many files name it.
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

/** The mail folder and how to tell whether a lead is still stored: what the purge needs to erase its files. */
export interface LeadMailFiles {
  dir: string
  leadExists(id: string): Promise<boolean>
}
