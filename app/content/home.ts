import json from './home.json'
import { parseContent } from './fill-placeholders.ts'
import { homePageSource } from './page-schemas.server.ts'

export const homePage = parseContent('app/content/home.json', homePageSource, json)
