/**
 * Just enough MIME to read what nodemailer sends in tests: headers (with encoded words
 * unfolded and decoded) and the text/plain and text/html parts of a multipart message.
 */
export interface ParsedMail {
  headers: Record<string, string>
  text: string
  html: string
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const unfolded = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < unfolded.length; i++) {
    const char = unfolded[i]!
    if (char === '=' && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end === -1 ? normalized : normalized.slice(0, end)
  const body = end === -1 ? '' : normalized.slice(end + 2)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw)
  const parts: Array<{ headers: Record<string, string>; body: string }> = []
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      parts.push(splitHeaders(chunk.replace(/^\n/, '')))
    }
  } else {
    parts.push({ headers, body })
  }
  const part = (type: string) => {
    const found = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').startsWith(type))
    return found ? decodeBody(found.headers, found.body).trimEnd() : ''
  }
  return { headers, text: part('text/plain'), html: part('text/html') }
}

/**
 * The decoded body of the first part of a type (an attachment such as text/calendar), looked for
 * through nested multiparts; undefined when the message has none.
 */
export function mailPart(raw: string, type: string): { headers: Record<string, string>; body: string } | undefined {
  const { headers, body } = splitHeaders(raw)
  const contentType = headers['content-type'] ?? 'text/plain'
  if (contentType.toLowerCase().startsWith(type)) return { headers, body: decodeBody(headers, body) }
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary) return undefined
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break
    const found = mailPart(chunk.replace(/^\r?\n/, ''), type)
    if (found) return found
  }
  return undefined
}
