import fs from 'node:fs/promises'
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { ServerConfig } from '../config.ts'
import { isLeadId } from '../storage/lead-repository.ts'
import type { PhotoStore } from './photo-store.ts'

// Private objects: only the signed-in owner gets them, through the server.
export class PhotoBucket implements PhotoStore {
  private readonly client: S3Client

  constructor(private readonly settings: NonNullable<ServerConfig['photos']['s3']>) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 3,
    })
  }

  private objectKey(key: string) {
    return `${this.settings.prefix}${key}`
  }

  async put(key: string, source: string, contentType: string) {
    const body = await fs.readFile(source)
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body, ContentType: contentType }))
  }

  async read(key: string) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }))
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined
      throw error
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }))
  }

  async eraseLead(leadId: string) {
    if (!isLeadId(leadId)) return 0
    const Bucket = this.settings.bucket
    let erased = 0
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket, Prefix: this.objectKey(`${leadId.toLowerCase()}/`) })) {
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
      if (keys.length > 0) await this.client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }))
      erased += keys.length
    }
    return erased
  }

  async leadIds() {
    const { bucket, prefix } = this.settings
    const ids: string[] = []
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: bucket, Prefix: prefix, Delimiter: '/' })) {
      for (const common of page.CommonPrefixes ?? []) {
        const name = common.Prefix?.slice(prefix.length).replace(/\/$/, '') ?? ''
        if (isLeadId(name)) ids.push(name)
      }
    }
    return ids
  }
}
