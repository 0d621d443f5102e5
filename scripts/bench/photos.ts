// `npm run bench:photos` (BENCH_CLIENTS, BENCH_ROUNDS): lead latency and the server's peak memory without
// photos and with six 2 MB photos each, on the real server; then checks every photo is stored once.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { photoRules, photoLeadField } from '#lead/photo-rules.ts'
import { openSqliteRepository } from '#server/storage/open-repository.ts'
import { createStaticSite, leadPayload } from '#server/testing/fixtures.ts'
import { freePort, startServerProcess } from '#server/testing/server-process.ts'
import { median } from './speed-figures.ts'

const clients = Number(process.env.BENCH_CLIENTS ?? 20)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const photosPerLead = photoRules.maxPhotos
const photoBytes = 2 * 1024 * 1024

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

// As heavy as a phone's photo resized by the form can be.
async function twoMegabytePhoto(): Promise<Buffer> {
  let side = 1400
  for (;;) {
    const jpeg = await sharp({
      create: { width: side, height: Math.round(side * 0.75), channels: 3, background: '#556b2f', noise: { type: 'gaussian', mean: 120, sigma: 50 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer()
    if (jpeg.length >= photoBytes * 0.95 || side > 4000) return jpeg
    side = Math.round(side * Math.sqrt(photoBytes / jpeg.length))
  }
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!

async function phase(name: string, pid: number, send: () => Promise<Response>) {
  let peak = rssMiB(pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20)
  const latencies: number[] = []
  let failed = 0
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const started = performance.now()
        const response = await send()
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        if (response.status !== 201) failed++
      }),
    )
  }
  clearInterval(sampler)
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8)
  console.log(
    `${name.padEnd(34)} ${String(latencies.length).padStart(5)} ${ms(median(latencies))} ${ms(percentile(latencies, 0.9))} ${ms(Math.max(...latencies))} ${`${Math.round(peak)} MiB`.padStart(10)}${failed ? `  (${failed} not 201)` : ''}`,
  )
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'))
const staticDir = createStaticSite()
const server = await startServerProcess(await freePort(), {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  STATIC_DIR: staticDir,
  RATE_LIMIT_MAX: '1000000',
  LEAD_CAP_PER_MINUTE: '0',
  LEAD_CAP_PER_DAY: '0',
  LEAD_CAP_PER_ADDRESS: '0',
  PHOTO_REQUESTS_PER_ADDRESS: '0',
  CONFIRMATION_DOMAIN_CAP: '0',
})
try {
  const pid = server.child.pid!
  const photos = await Promise.all(Array.from({ length: photosPerLead }, twoMegabytePhoto))
  const url = `${server.base}/api/leads`
  const key = { 'x-client-key': 'public-demo-client-key' }
  console.log(
    `${clients} clients at once, ${rounds} rounds; photos: ${photosPerLead} × ${(photos.reduce((sum, photo) => sum + photo.length, 0) / photosPerLead / 1024 / 1024).toFixed(1)} MB a lead; ${os.cpus().length} cores`,
  )
  console.log(`${'run'.padEnd(34)} ${'leads'.padStart(5)} ${'median'.padStart(8)} ${'p90'.padStart(8)} ${'slowest'.padStart(8)} ${'peak RSS'.padStart(10)}`)
  await phase('leads without photos (JSON)', pid, () =>
    fetch(url, { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body: JSON.stringify(leadPayload()) }),
  )
  await phase(`leads with ${photosPerLead} × 2 MB photos (multipart)`, pid, () => {
    const form = new FormData()
    form.append(photoLeadField, JSON.stringify(leadPayload()))
    photos.forEach((photo, index) => form.append(photoRules.fieldName, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`))
    return fetch(url, { method: 'POST', headers: { ...key, accept: 'application/json' }, body: form })
  })

  const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
  try {
    const leads = await repository.listLeads({ limit: 100_000 })
    const counts = await Promise.all(leads.map((lead) => repository.photos.count(lead.id)))
    const files = fs.readdirSync(path.join(dataDir, 'photos'), { recursive: true }).filter((name) => String(name).endsWith('.jpg')).length
    console.log(
      `stored: ${leads.length} leads, ${counts.reduce((sum, count) => sum + count, 0)} photo records, ${files} photo files (expected ${clients * rounds * photosPerLead})`,
    )
  } finally {
    await repository.close()
  }
} finally {
  await server.stop('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(staticDir, { recursive: true, force: true })
}
