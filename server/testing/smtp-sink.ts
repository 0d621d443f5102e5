import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail, type ParsedMail } from './mime.ts'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The account the sender signed in with, when the sink asks for one. */
  user: string | undefined
  /** The message as sent; `mail` reads it. */
  raw: string
  readonly mail: ParsedMail
}

export interface SmtpSink {
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests and benchmarks.
 * With `account`, it accepts only that user name and password; without, anyone may send.
 */
export async function startSmtpSink(account?: { user: string; pass: string }): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: account === undefined,
    logger: false,
    onAuth(auth, _session, callback) {
      if (account && auth.username === account.user && auth.password === account.pass) return callback(null, { user: auth.username })
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw,
          get mail() {
            return parseMail(raw)
          },
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
