import { writeIconSprite } from './build-icon-sprite.ts'

/** Vitest global setup: the icon sprite ContentIcon imports, made as the build makes it. */
export function setup() {
  writeIconSprite()
}
