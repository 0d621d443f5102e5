import fs from 'node:fs/promises'
import path from 'node:path'
import { isLeadId } from '../storage/lead-repository.ts'
import type { PhotoStore } from './photo-store.ts'

async function missingAsUndefined<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

// Copied in under a temporary name and renamed, so a crash never leaves half a photo.
export class PhotoFolder implements PhotoStore {
  constructor(readonly root: string) {}

  private fileOf(key: string): string {
    const [leadId, name] = key.split('/')
    if (!leadId || !name || !isLeadId(leadId) || !/^[\w-]+\.jpg$/.test(name)) throw new Error(`not a photo key: ${key}`)
    return path.join(this.root, leadId, name)
  }

  async put(key: string, source: string) {
    const file = this.fileOf(key)
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    await fs.copyFile(source, `${file}.tmp`)
    await fs.chmod(`${file}.tmp`, 0o600)
    await fs.rename(`${file}.tmp`, file)
  }

  async read(key: string) {
    return missingAsUndefined(fs.readFile(this.fileOf(key)))
  }

  async remove(key: string) {
    await fs.rm(this.fileOf(key), { force: true })
  }

  async eraseLead(leadId: string) {
    if (!isLeadId(leadId)) return 0
    const folder = path.join(this.root, leadId.toLowerCase())
    const files = (await missingAsUndefined(fs.readdir(folder))) ?? []
    await fs.rm(folder, { recursive: true, force: true })
    return files.filter((file) => file.endsWith('.jpg')).length
  }

  async leadIds() {
    const names = (await missingAsUndefined(fs.readdir(this.root))) ?? []
    return names.filter(isLeadId)
  }
}
