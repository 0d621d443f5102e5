import type { PageHead } from './types.ts'

/** The /privacy page's title and description: apart from the policy, whose text loads after the page. */
export const privacyHead: PageHead = {
  title: 'Privacy Policy | How We Handle Your Quote Request',
  description:
    'What our fence quote form collects, why, who receives it, how long we keep it, texting consent, cookies, analytics and your rights as a Texas resident.',
  keywords: ['privacy policy', 'fence quote privacy', 'text message consent', 'Texas privacy rights'],
}
