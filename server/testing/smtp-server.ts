import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail, type ParsedMail } from './mime.ts'

export interface Received {
  from: string
  to: string[]
  user: string | undefined
  mail: ParsedMail
}

/** A real SMTP server on loopback that keeps what it receives; it accepts the login site / s3cret-pass. */
export async function startSmtpServer() {
  const received: Received[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'site' && auth.password === 's3cret-pass') return callback(null, { user: auth.username })
      return callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          mail: parseMail(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
