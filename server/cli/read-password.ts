import readline from 'node:readline'
import { Writable } from 'node:stream'

export function readPassword(prompt: string): Promise<string> {
  const input = process.stdin
  const interactive = Boolean(input.isTTY)
  if (interactive) process.stderr.write(prompt)
  // In a terminal, readline echoes what is typed to its output: this one swallows it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const rl = readline.createInterface({ input, output: silent, terminal: interactive })
  return new Promise((resolve) => {
    rl.once('line', (line) => {
      resolve(line)
      if (interactive) process.stderr.write('\n')
      rl.close()
    })
    rl.once('close', () => resolve(''))
  })
}
