import { alertPaths, inboxScope } from '../web-app.ts'

// The page works without this script: the alerts button stays hidden until it knows the browser can take alerts.

const toggle = document.querySelector<HTMLButtonElement>('[data-alerts-toggle]')
const status = document.querySelector<HTMLElement>('[data-alerts-status]')

const labels = { on: 'Turn off alerts on this device', off: 'Turn on alerts on this device' }
const messages = {
  on: 'Alerts are on for this device.',
  off: 'Alerts are off for this device.',
  insecure: 'Alerts need the inbox opened over HTTPS.',
  homeScreen: 'For alerts on an iPhone or iPad, add the inbox to the Home Screen (Share, then Add to Home Screen) and open it from there.',
  unsupported: 'This browser cannot show alerts. Open the inbox in a current Chrome, Edge, Firefox or Safari to turn them on.',
  workerFailed: 'Alerts cannot be turned on right now. Reload the page to try again.',
  blocked:
    'Notifications are blocked for this site. Allow them in the site settings (the icon beside the address, or the app settings on a phone), then press the button again.',
  notGranted: 'Alerts stay off: the browser asked to show notifications and the answer was not yes. Press the button to be asked again.',
  subscribeFailed: 'This device could not sign up for alerts: its browser’s push service did not answer. Check the connection and try again.',
  unreachable: 'The inbox could not be reached. Check the connection and try again.',
  signedOut: 'You were signed out. Reload the page, log in and try again.',
  expired: 'This page has expired. Reload it and try again.',
  refused: 'The inbox could not save this change. Try again in a moment.',
}

const say = (text: string) => {
  if (status) status.textContent = text
}

void start().catch(() => say(messages.workerFailed))

async function start(): Promise<void> {
  if (!window.isSecureContext) return say(messages.insecure)
  if (!('serviceWorker' in navigator)) return say(messages.unsupported)
  await navigator.serviceWorker.register(alertPaths.serviceWorker, { scope: inboxScope })
  const key = toggle?.dataset.vapidPublicKey
  if (!toggle || !key) return
  if (!('PushManager' in window) || !('Notification' in window)) {
    // Safari on iPhone and iPad offers push only to a web app opened from the Home Screen.
    const appleBrowserTab = (navigator as Navigator & { standalone?: boolean }).standalone === false
    return say(appleBrowserTab ? messages.homeScreen : messages.unsupported)
  }
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.getSubscription()
  show(toggle, subscription !== null && Notification.permission === 'granted' && usesKey(subscription, key))
  toggle.hidden = false
  let busy = false
  toggle.addEventListener('click', async () => {
    // aria-disabled rather than disabled: the button keeps the keyboard focus while it works.
    if (busy) return
    busy = true
    toggle.setAttribute('aria-disabled', 'true')
    try {
      const on = toggle.dataset.alertsOn === 'true' ? await turnOff() : await turnOn(key)
      if (on !== undefined) show(toggle, on)
    } catch {
      say(messages.refused)
    } finally {
      busy = false
      toggle.removeAttribute('aria-disabled')
    }
  })
}

function show(button: HTMLButtonElement, on: boolean) {
  button.dataset.alertsOn = String(on)
  button.textContent = on ? labels.on : labels.off
}

async function turnOn(key: string): Promise<boolean | undefined> {
  // First, while the click still counts as the owner's own act: browsers ask only then.
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return void say(permission === 'denied' ? messages.blocked : messages.notGranted)
  say('Turning alerts on…')
  let subscription: PushSubscription
  try {
    const registration = await navigator.serviceWorker.ready
    const existing = await registration.pushManager.getSubscription()
    const reusable = existing !== null && usesKey(existing, key)
    // A subscription made for another server key (the keys were replaced) cannot carry our pushes.
    if (existing && !reusable) await existing.unsubscribe()
    subscription = reusable ? existing : await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) })
  } catch {
    return void say(messages.subscribeFailed)
  }
  const { failure, note } = await post(alertPaths.subscribe, { subscription: subscription.toJSON() })
  if (failure) {
    // Not saved, so nothing would arrive: the device must not look subscribed.
    await subscription.unsubscribe().catch(() => false)
    return void say(failure)
  }
  say(note ?? messages.on)
  return true
}

async function turnOff(): Promise<boolean | undefined> {
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.getSubscription()
  if (subscription) {
    const { failure } = await post(alertPaths.unsubscribe, { endpoint: subscription.endpoint })
    if (failure) return void say(failure)
    await subscription.unsubscribe()
  }
  say(messages.off)
  return false
}

async function post(path: string, body: object): Promise<{ failure?: string; note?: string }> {
  const csrfToken = document.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? ''
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _csrf: csrfToken, ...body }),
    })
  } catch {
    return { failure: messages.unreachable }
  }
  if (response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { note?: unknown }
    return typeof answer.note === 'string' ? { note: answer.note } : {}
  }
  return { failure: response.status === 401 ? messages.signedOut : response.status === 403 ? messages.expired : messages.refused }
}

function usesKey(subscription: PushSubscription, key: string): boolean {
  const current = subscription.options.applicationServerKey
  const expected = fromBase64Url(key)
  return current !== null && current.byteLength === expected.length && new Uint8Array(current).every((byte, index) => byte === expected[index])
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}
