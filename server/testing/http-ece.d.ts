/** The one function of http_ece (the encryption web-push uses) the browser tests call, as its source defines it. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(content: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer
}
