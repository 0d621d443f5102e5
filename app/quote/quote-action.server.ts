import { createHash } from 'node:crypto'
import { data, type ActionFunctionArgs } from 'react-router'
import { businessDayOf } from '#lead/business-calendar.ts'
import { buildLeadPayload, uuidOf } from '#lead/lead-payload.ts'
import { leadFormSchemas } from '#lead/lead-schema.ts'
import { postedQuote, postedText, quoteMessages } from '#lead/posted-quote.ts'
import { notSentText, quoteFormContextFields, type QuoteFormAnswer, type QuoteMessages } from '#lead/quote-form-post.ts'
import { visitDaysProblem } from '#lead/visit-rules.ts'
import { languageOfPath } from '../lib/language.tsx'
import { site } from '../site-config.ts'
import { quotePostContext, type QuoteActionData } from './quote-post.ts'

/** A native post has no script-made id, and a double submit or reload must stay one lead: hash content and day into a UUID (v8). */
export function contentSubmissionId(content: unknown, day: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([day, content]))
    .digest()
  return uuidOf(digest, 8)
}

/** The quote form posted to its own page without JavaScript: the JSON post's checks and intake, answered with the page and its form. */
export async function quoteAction({ request, context }: ActionFunctionArgs) {
  const post = context.get(quotePostContext)
  const posted = postedQuote(post.fields)
  const contextField = (name: keyof typeof quoteFormContextFields) => postedText(post.fields[quoteFormContextFields[name]]) ?? ''
  const pageContext = contextField('pageContext')
  const formType = contextField('formType')
  // The campaign parameters: the form posts to the address it was shown at.
  const url = new URL(request.url)
  const search = url.search
  // The page that posted says the visitor's language: its messages, its answer and the lead's stored language.
  const language = languageOfPath(url.pathname)
  const today = businessDayOf(post.receivedAt)
  const answer = (status: number, shown: QuoteFormAnswer) => data<QuoteActionData>({ pageContext, answer: shown, visitDaysFrom: today }, { status })
  const submissionId = contentSubmissionId({ ...posted, pageContext, formType, search }, post.receivedAt.toISOString().slice(0, 10))

  // The form's own check, beside each field; a bot's body (honeypot filled) is not answered with it.
  const asPerson = leadFormSchemas[language].safeParse({ ...posted, website: '' })
  // Checked against today here, not when the page was built: a day offered then may have passed.
  const visitProblem = asPerson.success ? visitDaysProblem(asPerson.data.visitDays ?? [], site.hours, today, language) : undefined
  if ((!asPerson.success || visitProblem) && posted.website === '') {
    const messages: QuoteMessages = asPerson.success ? {} : quoteMessages(asPerson.error.issues)
    if (visitProblem) messages.visitDays = visitProblem
    if (post.photoProblem) messages.photos = post.photoProblem
    post.log({ fields: Object.keys(messages) }, 'lead rejected: invalid form')
    return answer(422, { sent: false, values: posted, messages })
  }
  const leadContext = { pageContext, formType, search, now: post.receivedAt, submissionId, language }
  const result = await post
    .receive({
      payload: asPerson.success ? { ...buildLeadPayload(asPerson.data, leadContext), website: posted.website } : undefined,
      sent: { ...posted, page: pageContext, form_type: formType },
      submissionId,
    })
    .catch(() => undefined)
  // Not stored (the database failed): the form again with what was typed, and whom to call.
  if (!result) return answer(500, { sent: false, values: posted, messages: {}, failure: notSentText[language](site.phone.display) })
  // A conflict needs a hash collision: the id is made from the content.
  if (result.outcome !== 'stored')
    return answer(result.outcome === 'invalid' ? 422 : 409, { sent: false, values: posted, messages: {}, failure: result.reason })
  return answer(result.created ? 201 : 200, { sent: true, photosLost: post.photosLost, photoProblem: post.photoProblem })
}
