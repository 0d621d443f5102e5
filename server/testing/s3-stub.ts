import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for an S3-compatible object store on loopback, path-style (`/bucket/key`), with
 * what the photo bucket uses: PutObject, GetObject, DeleteObject, DeleteObjects and
 * ListObjectsV2 (prefix, delimiter). Signatures are not checked. `objects` is the store.
 */
export async function startS3Stub(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const xml = (response: http.ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' })
    response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`)
  }
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const url = new URL(request.url ?? '/', 'http://stub')
    const [, name, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    if (name !== bucket) return xml(response, 404, '<Error><Code>NoSuchBucket</Code></Error>')

    if (request.method === 'PUT' && key) {
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') })
      response.writeHead(200, { etag: '"stub"' })
      return response.end()
    }
    if (request.method === 'GET' && key) {
      const object = objects.get(key)
      if (!object)
        return xml(response, 404, `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${escape(key)}</Key></Error>`)
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
      return response.end(object.body)
    }
    if (request.method === 'DELETE' && key) {
      objects.delete(key)
      response.writeHead(204)
      return response.end()
    }
    if (request.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&'))
      keys.forEach((deleted) => objects.delete(deleted))
      return xml(response, 200, '<DeleteResult></DeleteResult>')
    }
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const delimiter = url.searchParams.get('delimiter')
      const matching = [...objects.keys()].filter((candidate) => candidate.startsWith(prefix)).sort()
      const common = new Set<string>()
      const contents: string[] = []
      for (const candidate of matching) {
        const cut = delimiter ? candidate.indexOf(delimiter, prefix.length) : -1
        if (cut >= 0) common.add(candidate.slice(0, cut + 1))
        else contents.push(`<Contents><Key>${escape(candidate)}</Key><Size>${objects.get(candidate)!.body.length}</Size></Contents>`)
      }
      const prefixes = [...common].map((value) => `<CommonPrefixes><Prefix>${escape(value)}</Prefix></CommonPrefixes>`)
      return xml(
        response,
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${contents.length + prefixes.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}${prefixes.join('')}</ListBucketResult>`,
      )
    }
    xml(response, 400, '<Error><Code>NotImplemented</Code></Error>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
