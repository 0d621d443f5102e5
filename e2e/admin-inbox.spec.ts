import { test, expect } from '@playwright/test'
import { openSqliteRepository } from '../server/storage/open-repository.ts'
import { databaseFile, dataDir, sendLead } from './fixtures/leads.ts'
import { createOwner, logIn } from './fixtures/owner.ts'

/*
 * The owner's inbox in the browser, over the e2e server's own database: an owner account made
 * with the command line, a lead sent to the collector, then what the owner does with it. The
 * pages work without JavaScript (they have none), so the test runs with it switched off.
 */

test.use({ javaScriptEnabled: false })

test('the owner logs in, finds a lead, exports it, sets its status, adds a note and logs out', async ({ page, request }, testInfo) => {
  const owner = await createOwner(dataDir)
  const phone = `972555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  const name = `Inbox Test ${testInfo.project.name}`
  // The project makes the name unique.
  const id = await sendLead(request, {
    firstName: 'Inbox',
    lastName: `Test ${testInfo.project.name}`,
    phone,
    email: 'inbox.test@example.com',
    servicesNeeded: ['vinyl-fencing'],
    projectDetails: '<b>Pool</b> fence',
  })

  const refused = await page.goto('/admin')
  expect(refused?.status()).toBe(401)
  await logIn(page, { ...owner, password: 'not the password' })
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.')
  await logIn(page, owner)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()

  // The phone number as people write it finds the lead stored as digits.
  await page.getByLabel('Search').fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)
  await page.getByRole('button', { name: 'Show' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download these leads (CSV)' }).click()
  const csv = await (await downloading).createReadStream().then(async (stream) => {
    let text = ''
    for await (const chunk of stream) text += String(chunk)
    return text
  })
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2)
  expect(csv).toContain(`,Inbox,Test ${testInfo.project.name},${phone},inbox.test@example.com,Vinyl Fencing,`)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByText('<b>Pool</b> fence')).toBeVisible()
  await expect(page.getByText(/^Not answered yet: waiting/)).toBeVisible()

  // Call records the answer, then hands the number to the phone app (a redirect to tel:). The test
  // reads the server's answer and keeps the browser here, where a real phone would open its dialer.
  const reached: Array<{ status: number; location?: string }> = []
  await page.route(`**/admin/leads/${id}/reach`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 })
    reached.push({ status: response.status(), location: response.headers().location })
    await route.fulfill({ status: 204 })
  })
  await page.getByRole('button', { name: 'Call' }).click()
  await expect.poll(() => reached).toEqual([{ status: 303, location: `tel:+1${phone}` }])
  await page.goto(`/admin/leads/${id}`)
  await expect(page.getByText(/^Answered after .* \(called\)$/)).toBeVisible()

  await page.getByLabel('Or set the stage').selectOption('won')
  await page.getByRole('button', { name: 'Save stage' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Stage saved.')
  await page.getByLabel('New note').fill('Signed the contract.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Note added.')
  await expect(page.getByText('Signed the contract.')).toBeVisible()

  const repository = await openSqliteRepository(databaseFile)
  try {
    const stored = await repository.owner.getInboxLead(id)
    expect(stored?.lead).toMatchObject({ status: 'won', answeredVia: 'call' })
    expect(stored?.notes.map((note) => [note.author, note.text])).toEqual([[owner.email, 'Signed the contract.']])
  } finally {
    await repository.close()
  }

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect((await page.goto(`/admin/leads/${id}`))?.status()).toBe(401)
  await expect(page.getByText(name)).toHaveCount(0)
})

test('one tap a stage, in the list and then on its page, moves a lead to completed, and its timeline shows each step', async ({ page, request }, testInfo) => {
  const owner = await createOwner(dataDir)
  const phone = `214555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
  const name = `Stages Test ${testInfo.project.name}`
  const id = await sendLead(request, {
    firstName: 'Stages',
    lastName: `Test ${testInfo.project.name}`,
    phone,
    email: 'stages.test@example.com',
    servicesNeeded: ['wood-fencing'],
    projectDetails: 'Cedar fence',
  })
  await page.goto('/admin')
  await logIn(page, owner)
  await page.getByLabel('Search').fill(phone)
  await page.getByRole('button', { name: 'Show' }).click()
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
  await row.getByRole('button', { name: 'Mark contacted' }).click()
  // Back on the same list, the lead one stage on.
  await expect(page.getByLabel('Search')).toHaveValue(phone)
  await expect(row.getByText('Contacted', { exact: true })).toBeVisible()

  await row.getByRole('link', { name }).click()
  for (const stage of ['visit scheduled', 'quoted', 'won', 'completed']) {
    const tap = page.getByRole('button', { name: `Mark ${stage}` })
    const box = await tap.boundingBox()
    // A thumb's target, within a phone's width.
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await tap.click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Stage saved.')
  }
  await expect(page.getByRole('heading', { name: 'Stage: Completed' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Stage changes, oldest first' }).getByRole('listitem')).toHaveCount(5)

  const repository = await openSqliteRepository(databaseFile)
  try {
    const stored = await repository.owner.getInboxLead(id)
    expect(stored?.lead.status).toBe('completed')
    expect(stored?.changes.map((change) => change.to)).toEqual(['contacted', 'visit_scheduled', 'quoted', 'won', 'completed'])
  } finally {
    await repository.close()
  }
})

test('a lead with a long e-mail address and a pasted link stays within the screen, in the list and on its page', async ({ page, request }, testInfo) => {
  const owner = await createOwner(dataDir)
  const lastName = `Longtext${testInfo.project.name}`
  const id = await sendLead(request, {
    // At most 50 characters, and no space for a line to break at.
    firstName: '=HYPERLINK("https://ex.example/abcdefghijklmnopq")',
    lastName,
    phone: '9725550123',
    email: 'christopher.montgomery-fitzgerald.family2024@northtexas-homeowners-association.example.com',
    servicesNeeded: ['wood-fencing'],
    projectDetails: 'Photos: https://drive.example.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789?usp=sharing_and_more_text',
  })
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  await page.goto(`/admin?q=${lastName}`)
  await logIn(page, owner)
  await expect(page.getByRole('link', { name: new RegExp(lastName) }).first()).toBeVisible()
  expect(await overflow()).toBe(0)
  await page.goto(`/admin/leads/${id}`)
  await expect(page.getByText('christopher.montgomery-fitzgerald.family2024@northtexas-homeowners-association.example.com').first()).toBeVisible()
  expect(await overflow()).toBe(0)
})
