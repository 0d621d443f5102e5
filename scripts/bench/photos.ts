// `npm run bench:photos` (BENCH_CLIENTS, BENCH_ROUNDS): lead latency and the server's peak memory without
// photos and with six 2 MB photos each, on the real server; then checks every photo is stored once.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { photoRules, photoLeadField } from '#lead/photo-rules.ts'
import { percentile } from '#server/business-hours.ts'
import { leadPayload } from '#server/testing/fixtures.ts'
import { procStatusMiB, startCollector } from './collector.ts'
import { median, textTable } from './speed-figures.ts'

const clients = Number(process.env.BENCH_CLIENTS ?? 20)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const photosPerLead = photoRules.maxPhotos
const photoBytes = 2 * 1024 * 1024

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

async function phase(name: string, pid: number, send: () => Promise<Response>): Promise<string[]> {
  let peak = procStatusMiB(pid, 'VmRSS')
  const sampler = setInterval(() => (peak = Math.max(peak, procStatusMiB(pid, 'VmRSS'))), 20)
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
  const ms = (value: number) => `${Math.round(value)} ms`
  return [
    name,
    String(latencies.length),
    ms(median(latencies)),
    ms(percentile(latencies, 90)!),
    ms(Math.max(...latencies)),
    `${Math.round(peak)} MiB`,
    String(failed),
  ]
}

const { server, db, stop } = await startCollector({ env: { PHOTO_REQUESTS_PER_ADDRESS: '0' } })
try {
  const pid = server.child.pid!
  const photos = await Promise.all(Array.from({ length: photosPerLead }, twoMegabytePhoto))
  const url = `${server.base}/api/leads`
  const key = { 'x-client-key': 'public-demo-client-key' }
  console.log(
    `${clients} clients at once, ${rounds} rounds; photos: ${photosPerLead} × ${(photos.reduce((sum, photo) => sum + photo.length, 0) / photosPerLead / 1024 / 1024).toFixed(1)} MB a lead; ${os.cpus().length} cores`,
  )
  const rows = [['run', 'leads', 'median', 'p90', 'slowest', 'peak RSS', 'not 201']]
  rows.push(
    await phase('leads without photos (JSON)', pid, () =>
      fetch(url, { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body: JSON.stringify(leadPayload()) }),
    ),
  )
  rows.push(
    await phase(`leads with ${photosPerLead} × 2 MB photos (multipart)`, pid, () => {
      const form = new FormData()
      form.append(photoLeadField, JSON.stringify(leadPayload()))
      photos.forEach((photo, index) => form.append(photoRules.fieldName, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`))
      return fetch(url, { method: 'POST', headers: { ...key, accept: 'application/json' }, body: form })
    }),
  )
  console.log(textTable(rows))

  const repository = await db.open()
  try {
    const leads = await repository.listLeads({ limit: 100_000 })
    const counts = await Promise.all(leads.map((lead) => repository.photos.count(lead.id)))
    const files = fs.readdirSync(path.join(db.serverEnv.DATA_DIR!, 'photos'), { recursive: true }).filter((name) => String(name).endsWith('.jpg')).length
    console.log(
      `stored: ${leads.length} leads, ${counts.reduce((sum, count) => sum + count, 0)} photo records, ${files} photo files (expected ${clients * rounds * photosPerLead})`,
    )
  } finally {
    await repository.close()
  }
} finally {
  await stop()
}
