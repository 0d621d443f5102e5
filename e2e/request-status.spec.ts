import { expect, test, type TestInfo } from '@playwright/test'
import { runLeadsCli } from '#server/cli/leads.ts'
import { expectNoViolations } from './fixtures/axe.ts'
import { dataDir, mailOf, sendLead } from './fixtures/leads.ts'
import { createOwner, logIn } from './fixtures/owner.ts'

/*
 * The homeowner's status page as they reach it: from the link in the confirmation e-mail the real
 * collector wrote, in a browser without JavaScript. The owner moves the lead in the inbox meanwhile.
 */

test.use({ javaScriptEnabled: false })

const homeowner = (testInfo: TestInfo) => ({
  firstName: 'Rosa',
  lastName: `Status ${testInfo.project.name} ${Date.now()}`,
  phone: '2145550123',
  email: `status-${testInfo.project.name}-${Date.now()}@example.com`,
  servicesNeeded: ['vinyl-fencing'],
  projectDetails: 'Backyard privacy fence',
})

async function statusPathOf(id: string) {
  const link = /See where your request stands: (\S+)/.exec((await mailOf(id, 'confirmation')).text)?.[1]
  expect(link, 'the confirmation e-mail carries the status link').toBeDefined()
  return new URL(link!).pathname
}

test('the link in the confirmation e-mail opens the request, a stage change shows on reload, an altered or deleted link is a 404', async ({
  page,
  request,
}, testInfo) => {
  const lead = homeowner(testInfo)
  const id = await sendLead(request, lead)
  const path = await statusPathOf(id)

  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your request')
  await expect(page.getByRole('main').getByText('Vinyl Fencing')).toBeVisible()
  await expect(page.getByRole('link', { name: /Call \(\d{3}\) \d{3}-\d{4}/ }).last()).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await expect(page.getByText('Backyard privacy fence')).toHaveCount(0)

  // The owner taps the next stage on the lead's page in the inbox; the homeowner opens the link again.
  await page.goto(`/admin/leads/${id}`)
  await logIn(page, await createOwner(dataDir))
  await page.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Stage saved.')

  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are on it')
  await expect(page.locator('[aria-current="step"]')).toContainText('We talked')

  const altered = await page.goto(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`)
  expect(altered?.status()).toBe(404)
  await expect(page.getByText('Rosa')).toHaveCount(0)

  const quiet = { stdout: () => {}, stderr: () => {} }
  expect(await runLeadsCli(['delete', id], quiet, { env: { DATA_DIR: dataDir } })).toBe(0)
  const deleted = await page.goto(path)
  expect(deleted?.status()).toBe(404)
  await expect(page.getByText('Rosa')).toHaveCount(0)
  await expect(page.getByText(lead.lastName)).toHaveCount(0)
})

test.describe('with axe injected', () => {
  // axe is a script of the test's own, so this check alone runs with JavaScript, past the page's Content-Security-Policy.
  test.use({ javaScriptEnabled: true, bypassCSP: true })

  test('the status page has no axe violations', async ({ page, request }, testInfo) => {
    await page.goto(await statusPathOf(await sendLead(request, homeowner(testInfo))))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your request')
    await expectNoViolations(page, `the status page at ${page.viewportSize()!.width} px`)
  })
})
