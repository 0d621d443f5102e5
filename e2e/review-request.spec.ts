import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { loadServerConfig } from '#server/config.ts'
import { createServerNotifications } from '#server/notifications/notifications.ts'
import { OutboxWorker } from '#server/notifications/outbox-worker.ts'
import { reviewSendTime } from '#server/reviews/review-request.ts'
import { openRepository } from '#server/storage/open-repository.ts'
import { serverEnv } from './fixtures/server-env.ts'
import { dataDir, hasMail, mailOf, sendLead } from './fixtures/leads.ts'
import { createOwner, logIn } from './fixtures/owner.ts'

/*
 * The review request as the owner and the homeowner meet it. The owner finishes jobs in the inbox
 * on the phone; a second instance of the collector over the e2e server's database, its clock set
 * to the next business morning and then days on, sends what is due for these leads; the homeowner
 * opens the link in the e-mail.
 */

test.use({ javaScriptEnabled: false })

const config = loadServerConfig(serverEnv)
const reviews = config.reviews!
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const dayMs = 86_400_000

async function laterInstance(at: Date) {
  const repository = await openRepository(config)
  let clock = at
  const notifications = await createServerNotifications(config, repository, clock)
  const worker = new OutboxWorker({ repository, deliveries: notifications.deliveries, maxAttempts: 3, pollIntervalMs: 1000, log: quiet, now: () => clock })
  return {
    repository,
    set: (to: Date) => (clock = to),
    /** Sends what is due now for these leads, nothing of other tests'. */
    async deliver(...ids: string[]) {
      for (const id of ids) for (const job of await repository.listJobs({ leadId: id, status: 'pending' })) await worker.deliverJob(job.id)
    },
    jobsOf: (id: string, channel: string) => repository.listJobs({ leadId: id }).then((jobs) => jobs.filter((job) => job.channel === channel)),
    close: () => repository.close(),
  }
}

/** The owner taps a lead through every stage on its page, to completed. */
async function complete(page: Page, id: string) {
  await page.goto(`/admin/leads/${id}`)
  for (const stage of ['contacted', 'visit scheduled', 'quoted', 'won', 'completed']) {
    await page.getByRole('button', { name: `Mark ${stage}` }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Stage saved.')
  }
}

const customer = (testInfo: TestInfo, name: string, email: string) => ({
  firstName: name,
  lastName: `Review ${testInfo.project.name}`,
  phone: '2145550188',
  email,
  servicesNeeded: ['wood-fencing'],
  projectDetails: 'Cedar privacy fence, please call after 5',
})

test('a job finished in the inbox asks for a review the next business morning; opened, it leads to the review page and no reminder follows', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the owner finishes jobs on the phone')
  const run = Date.now()
  const opener = `opener-${run}@example.com`
  const [opened, ignored, unsubscribed, again] = [
    await sendLead(request, customer(testInfo, 'Dana', opener)),
    await sendLead(request, customer(testInfo, 'Ivan', `ignored-${run}@example.com`)),
    await sendLead(request, customer(testInfo, 'Uma', `unsubscribed-${run}@example.com`)),
    await sendLead(request, customer(testInfo, 'Dana', opener)),
  ]

  await page.goto('/admin')
  await logIn(page, await createOwner(dataDir))
  for (const id of [opened, ignored, unsubscribed]) await complete(page, id)
  const morning = reviewSendTime(new Date(), reviews.sendHour, config.site.hours)
  await expect(page.getByRole('heading', { name: 'Review request' }).locator('..')).toContainText('due')

  const later = await laterInstance(morning)
  try {
    await later.deliver(opened, ignored, unsubscribed)
    const mail = await mailOf(opened, 'review')
    expect(mail.text).toContain('Hi Dana,')
    expect(mail.text).not.toContain('Cedar privacy fence')
    const link = /Write a review on Google: (\S+)/.exec(mail.text)?.[1]
    expect(link, 'the e-mail carries the review link').toBeDefined()

    // The homeowner opens it: the open is recorded on the way to the owner's review page.
    const opening = await request.get(new URL(link!).pathname, { maxRedirects: 0 })
    expect(opening.status()).toBe(303)
    expect(opening.headers()['location']).toBe(reviews.url)
    await page.goto(`/admin/leads/${opened}`)
    await expect(page.getByRole('heading', { name: 'Review request' }).locator('..')).toContainText(/sent .* · opened /)

    // One-click unsubscribe, as a mail client posts it (RFC 8058).
    const unsubscribeMail = await mailOf(unsubscribed, 'review')
    const unsubscribe = /^<(.+)>$/.exec(unsubscribeMail.headers['list-unsubscribe'] ?? '')?.[1]
    expect(unsubscribeMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const posted = await request.post(new URL(unsubscribe!).pathname, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(posted.ok()).toBe(true)

    // The reminder's day, and a month on: one reminder, to the address that neither opened nor unsubscribed.
    const [reminder] = await later.jobsOf(ignored, 'review_reminder')
    expect(reminder!.nextAttemptAt.getTime() - morning.getTime()).toBeGreaterThanOrEqual(reviews.reminderDays * dayMs)
    for (const at of [reminder!.nextAttemptAt, new Date(reminder!.nextAttemptAt.getTime() + 30 * dayMs)]) {
      later.set(at)
      await later.deliver(opened, ignored, unsubscribed)
    }
    expect((await mailOf(ignored, 'review-reminder')).text).toContain('A few days ago we asked')
    expect(await later.jobsOf(ignored, 'review_reminder')).toHaveLength(1)
    for (const id of [opened, unsubscribed]) {
      expect((await later.jobsOf(id, 'review_reminder')).map((job) => job.status)).toEqual(['done'])
      expect(await hasMail(id, 'review-reminder')).toBe(false)
    }

    // A second job for the same address, finished within six months, asks nothing.
    await complete(page, again)
    later.set(new Date(reviewSendTime(new Date(), reviews.sendHour, config.site.hours).getTime() + 60 * dayMs))
    await later.deliver(again)
    expect(await later.jobsOf(again, 'review')).toEqual([])
    expect(await hasMail(again, 'review')).toBe(false)
  } finally {
    await later.close()
  }
})
