import { photoStoreFor } from '../plugins/app/lead-photos.ts'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { buffer } from 'node:stream/consumers'
import { formatRange } from '#lead/estimate-summary.ts'
import { cleanEmailAddress } from '#lead/plain-text.ts'
import { leadsCsv } from '../export/leads-csv.ts'
import { serviceLabel } from '#lead/service-options.ts'
import * as z from 'zod/mini'
import { addressKey, loginThrottle, unknownAddress } from '../admin/login-throttle.ts'
import { generatePassword, hashPassword, minPasswordLength } from '../admin/passwords.ts'
import { leadMailFiles, purgeExpiredLeads, retentionCutoff } from '../admin/retention.ts'
import { ConfigError, loadServerConfig } from '../config.ts'
import { eraseLeadMail } from '../notifications/mail-files.ts'
import { createServerNotifications, mailDirName, type Notifications } from '../notifications/notifications.ts'
import { OutboxWorker } from '../notifications/outbox-worker.ts'
import { isLeadId, type LeadRecord, type LeadRepository } from '../storage/lead-repository.ts'
import { openRepository } from '../storage/open-repository.ts'
import { DuplicateOwnerError } from '../storage/owner-store.ts'
import { readPassword } from './read-password.ts'

export const usage = `Usage: npm run leads -- <command> [options]

Commands:
  list [--since DATE] [--limit N] [--include-spam]
      The latest leads (50 unless --limit or --since), oldest first.
  export --format csv|json [--since DATE] [--include-spam] [--output FILE]
      Every lead (since DATE), to stdout or FILE.
  dead-letters
      Notifications that failed for good, with their last error.
  resend ID | resend --all
      Re-send a dead letter (its id from dead-letters) or all of them, now.
  purge
      Erase what the retention period has passed: leads that did not become a project (status
      other than won or completed) with no activity for 3 years. The server also does this daily.
  delete ID
      Erase one person's request (the lead, its notes, notifications and e-mail files) for good.
  add-user EMAIL [--generate]
      Create an owner account for the inbox at /admin. The password is typed (not shown), read
      from standard input when piped, or generated and printed once with --generate.
  sessions revoke EMAIL | sessions revoke --all
      Sign an owner (or every owner) out of the inbox everywhere.
  unlock EMAIL
      Let sign-ins for this address through again from every network now, instead of after the
      ${loginThrottle.minutes} minutes that ${loginThrottle.attempts} attempts from one network make it wait.

DATE is an ISO date or time, e.g. 2025-06-01 (midnight UTC) or 2025-06-01T08:00:00-05:00.
The command reads the same environment as the server (DATA_DIR or DATABASE_URL, SMTP_*, WEBHOOK_*).`

export type CliIo = Record<'stdout' | 'stderr', (text: string) => void>

export class UsageError extends Error {
  override name = 'UsageError'
}

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since must be a date such as 2025-06-01, not "${value}"`)
  }
  return date
}

function parseCount(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--limit must be a positive whole number, not "${value}"`)
  return Number(value)
}

function formatLead(lead: LeadRecord): string {
  const services = lead.services.map(serviceLabel).join(', ')
  const spam = lead.spam ? '  [spam]' : ''
  const estimate = lead.estimate ? `  estimate ${formatRange(lead.estimate.range)}` : ''
  return `${lead.receivedAt}  ${lead.id}  ${lead.fullName}  ${lead.phone}  ${lead.email}  ${services}  (${lead.page})${estimate}${spam}`
}

export interface CliDependencies {
  env?: Record<string, string | undefined>
  repository?: LeadRepository
  notifications?: Notifications
  readPassword?: (prompt: string) => Promise<string>
  terminal?: boolean
}

export async function runLeadsCli(argv: string[], io: CliIo, deps: CliDependencies = {}): Promise<number> {
  const [command, ...rest] = argv
  let repository = deps.repository
  let notifications = deps.notifications
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        limit: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string' },
        'include-spam': { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        generate: { type: 'boolean', default: false },
      },
    })
    if (!command || command === 'help' || command === '--help') {
      io.stdout(`${usage}\n`)
      return command ? 0 : 2
    }
    const config = loadServerConfig(deps.env ?? process.env)
    repository ??= await openRepository(config)
    const since = parseSince(values.since)
    const includeSpam = values['include-spam']

    switch (command) {
      case 'list': {
        const limit = since && !values.limit ? undefined : parseCount(values.limit, 50)
        const leads = (await repository.listLeads({ since, includeSpam, order: 'desc', limit })).reverse()
        for (const lead of leads) io.stdout(`${formatLead(lead)}\n`)
        io.stderr(`${leads.length} lead(s)\n`)
        return 0
      }
      case 'export': {
        if (values.format !== 'csv' && values.format !== 'json') throw new UsageError('export needs --format csv or --format json')
        const leads = await repository.owner.listLeadsWithStatus({ since, includeSpam })
        // Read as bytes: text() decodes with a TextDecoder, which drops the byte order mark spreadsheets need.
        const output = values.format === 'csv' ? (await buffer(leadsCsv(leads, repository.photos))).toString() : `${JSON.stringify(leads, null, 2)}\n`
        if (values.output) {
          fs.mkdirSync(path.dirname(path.resolve(values.output)), { recursive: true })
          fs.writeFileSync(values.output, output, { mode: 0o600 })
          io.stderr(`${leads.length} lead(s) written to ${values.output}\n`)
        } else {
          io.stdout(output)
        }
        return 0
      }
      case 'dead-letters': {
        const dead = await repository.listJobs({ status: 'dead' })
        for (const job of dead) {
          const lead = await repository.getLead(job.leadId)
          io.stdout(
            `#${job.id}  ${job.channel}  lead ${job.leadId} (${lead?.fullName ?? 'unknown'}, ${lead?.receivedAt ?? '?'})  ` +
              `${job.attempts} attempt(s), last ${job.updatedAt.toISOString()}: ${job.lastError ?? ''}\n`,
          )
        }
        io.stderr(dead.length ? `${dead.length} dead letter(s); re-send with: npm run leads -- resend ID (or --all)\n` : 'No dead letters.\n')
        return 0
      }
      case 'resend': {
        const ids = values.all
          ? (await repository.listJobs({ status: 'dead' })).map((job) => job.id)
          : positionals.map((value) => {
              if (!/^\d+$/.test(value)) throw new UsageError(`resend needs a dead letter id such as 12 (see dead-letters), not "${value}"`)
              return Number(value)
            })
        if (ids.length === 0) {
          if (values.all) {
            io.stderr('No dead letters.\n')
            return 0
          }
          throw new UsageError('resend needs a dead letter id (see dead-letters) or --all')
        }
        notifications ??= await createServerNotifications(config, repository, new Date())
        const worker = new OutboxWorker({
          repository,
          deliveries: notifications.deliveries,
          ...config.outbox,
          log: { info() {}, warn() {}, error() {} },
        })
        let failures = 0
        for (const id of ids) {
          const requeued = await repository.requeueJob(id, new Date())
          if (!requeued) {
            io.stderr(`#${id}: not a dead letter (unknown id, or already re-sent)\n`)
            failures++
            continue
          }
          const result = await worker.deliverJob(id)
          if (!result) io.stdout(`#${id}: queued; a running server is delivering it\n`)
          else if (result.outcome === 'done') io.stdout(`#${id}: delivered\n`)
          else {
            failures++
            io.stdout(`#${id}: failed again (${result.error}); the server keeps retrying it with backoff\n`)
          }
        }
        return failures ? 1 : 0
      }
      case 'purge': {
        const mail = leadMailFiles(config.dataDir, repository)
        const purged = await purgeExpiredLeads(repository.owner, new Date(), 'command line', mail, photoStoreFor(config.photos))
        io.stdout(`${purged} lead(s) erased (no activity since ${retentionCutoff(new Date()).toISOString().slice(0, 10)}, not won or completed)\n`)
        return 0
      }
      case 'delete': {
        const id = positionals[0] ?? ''
        if (!isLeadId(id)) throw new UsageError('delete needs a lead id (see list)')
        if (!(await repository.owner.deleteLead(id))) throw new UsageError(`no lead with id ${id}`)
        await eraseLeadMail(path.join(config.dataDir, mailDirName), id)
        await photoStoreFor(config.photos).eraseLead(id)
        await repository.owner.audit({ at: new Date(), actor: 'command line', action: 'lead_deleted', leadId: id })
        io.stdout(`lead ${id} deleted\n`)
        return 0
      }
      case 'add-user': {
        const email = (positionals[0] ?? '').trim().toLowerCase()
        if (!z.email().safeParse(email).success) throw new UsageError("add-user needs the owner's e-mail address, e.g. add-user owner@example.com")
        const read = deps.readPassword ?? readPassword
        const password = values.generate ? generatePassword() : await read('Password (not shown): ')
        if (password.length < minPasswordLength) throw new UsageError(`the password must be at least ${minPasswordLength} characters (or use --generate)`)
        // Typed unseen, a slip would lock the owner out: a terminal asks for it twice.
        if (!values.generate && (deps.terminal ?? Boolean(process.stdin.isTTY)) && (await read('Same password again: ')) !== password)
          throw new UsageError('the two passwords differ; no account was created')
        try {
          await repository.owner.createOwner(email, await hashPassword(password), new Date())
        } catch (error) {
          if (error instanceof DuplicateOwnerError) throw new UsageError(error.message)
          throw error
        }
        if (values.generate) io.stdout(`${password}\n`)
        io.stderr(`Owner account created for ${email}. Log in at /admin${values.generate ? ' with the password above (shown once)' : ''}.\n`)
        return 0
      }
      case 'sessions': {
        if (positionals[0] !== 'revoke') throw new UsageError('sessions needs: revoke EMAIL or revoke --all')
        let ended: number
        if (values.all) ended = await repository.owner.revokeSessions()
        else {
          const email = (positionals[1] ?? '').trim().toLowerCase()
          const account = email ? await repository.owner.findOwner(email) : undefined
          if (!account) throw new UsageError(email ? `no owner account for ${email}` : 'sessions revoke needs an e-mail address or --all')
          ended = await repository.owner.revokeSessions(account.id)
        }
        await repository.owner.audit({ at: new Date(), actor: 'command line', action: 'sessions_revoked', detail: String(ended) })
        io.stdout(`${ended} session(s) ended\n`)
        return 0
      }
      case 'unlock': {
        const email = cleanEmailAddress(positionals[0] ?? '')
        if (!email) throw new UsageError('unlock needs the e-mail address typed at the sign-in, e.g. unlock owner@example.com')
        const cleared = await repository.owner.clearLoginAttempts(addressKey(email))
        const account = await repository.owner.findOwner(email)
        await repository.owner.audit({ at: new Date(), actor: 'command line', action: 'unlocked', detail: account?.email ?? unknownAddress })
        io.stdout(`${email}: sign-in attempts from ${cleared} network(s) cleared${account ? '' : ' (no owner account has this address)'}\n`)
        return 0
      }
      default:
        throw new UsageError(`unknown command "${command}"`)
    }
  } catch (error) {
    // parseArgs refuses an unknown or incomplete option with a code of this kind.
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      io.stderr(`${error.message}\n\n${usage}\n`)
      return 2
    }
    io.stderr(`${error instanceof ConfigError ? error.message : `leads: ${error instanceof Error ? error.message : error}`}\n`)
    return 1
  } finally {
    if (!deps.notifications) notifications?.close()
    if (!deps.repository) await repository?.close()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const io: CliIo = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) }
  process.exitCode = await runLeadsCli(process.argv.slice(2), io)
}
