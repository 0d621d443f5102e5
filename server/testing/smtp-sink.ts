import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail, type ParsedMail } from './mime.ts'

export interface ReceivedMail {
  /** Date.now() when the message arrived whole. */
  at: number
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
 * `rejectRecipients` are refused as mailboxes that do not exist, `deferRecipients` as busy for now.
 */
export async function startSmtpSink(
  account?: { user: string; pass: string },
  options: { rejectRecipients?: string[]; deferRecipients?: string[] } = {},
): Promise<SmtpSink> {
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
    // A mailbox that does not exist: the server refuses it at RCPT TO with a 550, a hard bounce; a
    // busy one with a 450, to try again later. Both answers quote the address, as Postfix's do.
    onRcptTo(address, _session, callback) {
      const mailbox = address.address.toLowerCase()
      if (options.rejectRecipients?.includes(mailbox))
        return callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: No such mailbox`), { responseCode: 550 }))
      if (options.deferRecipients?.includes(mailbox))
        return callback(Object.assign(new Error(`4.2.1 <${address.address}>: Recipient address rejected: Mailbox busy`), { responseCode: 450 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          at: Date.now(),
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
  // A sender that dies mid-message resets its connection: that message is simply not received.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
