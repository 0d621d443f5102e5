import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The e-mails the file mailer (email.ts) writes without an SMTP server hold what the visitor
 * wrote, so erasing a person's request erases them too: `lead-<lead id>.<channel>.eml` (the
 * owner's e-mail, the visitor's confirmation), and a `.tmp` left by a write that was cut short.
 */
const leadMailFile = /^lead-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[\w-]+\.eml(\.tmp)?$/i

/** Where the files of one folder are, or none when it does not exist (SMTP from the start). */
async function filesIn(mailDir: string): Promise<string[]> {
  try {
    return await fs.readdir(mailDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

async function erase(files: string[], mailDir: string): Promise<number> {
  await Promise.all(files.map((file) => fs.rm(path.join(mailDir, file), { force: true })))
  return files.length
}

/** Erases the e-mail files of one lead; resolves to how many there were. */
export async function eraseLeadMail(mailDir: string, leadId: string): Promise<number> {
  const files = (await filesIn(mailDir)).filter((file) => leadMailFile.exec(file)?.[1]?.toLowerCase() === leadId.toLowerCase())
  return erase(files, mailDir)
}

/**
 * Erases the e-mail files of every lead that is no longer stored: purged, deleted by an older
 * version, or deleted while one of its e-mails was being written. Other files are left alone.
 */
export async function eraseMailOfErasedLeads(mailDir: string, leadExists: (id: string) => Promise<boolean>): Promise<number> {
  const byLead = new Map<string, string[]>()
  for (const file of await filesIn(mailDir)) {
    const id = leadMailFile.exec(file)?.[1]?.toLowerCase()
    if (id) byLead.set(id, [...(byLead.get(id) ?? []), file])
  }
  let erased = 0
  for (const [id, files] of byLead) if (!(await leadExists(id))) erased += await erase(files, mailDir)
  return erased
}

/** The mail folder and how to tell whether a lead is still stored: what the purge needs to erase its files. */
export interface LeadMailFiles {
  dir: string
  leadExists(id: string): Promise<boolean>
}
