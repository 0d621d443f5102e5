import type { LeadLanguage } from '#lead/languages.ts'

const english = {
  back: 'Back to the form',
  notSent: 'Your request was not sent',
  refused: 'Request refused',
  foreign: 'This form could not be accepted from another website. Please use the form on our site.',
  key: 'This form could not be accepted. Please reload the page and try again.',
  timeout: 'The request took too long to arrive',
  tooLarge: (kilobytes: number) => `Request body is too large (${kilobytes} KB at most)`,
  tooMany: 'Too many requests were sent from your address. Please try again in a few minutes.',
  unavailable: 'Service unavailable, please retry',
  badRequest: 'Bad request',
  tooManyEstimates: 'Too many estimates',
  estimatesLimited: (seconds: number) => `Too many estimates were asked from your address. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
}

/** What the collector's own pages (a refused or failed post without JavaScript, too many estimates) say, in the page's language. */
export const simplePageText: Record<LeadLanguage, typeof english> = {
  en: english,
  es: {
    back: 'Volver al formulario',
    notSent: 'Su solicitud no se envió',
    refused: 'Solicitud rechazada',
    foreign: 'No pudimos aceptar este formulario desde otro sitio web. Por favor, use el formulario de nuestro sitio.',
    key: 'No pudimos aceptar este formulario. Por favor, vuelva a cargar la página e inténtelo de nuevo.',
    timeout: 'La solicitud tardó demasiado en llegar',
    tooLarge: (kilobytes: number) => `La solicitud es demasiado grande (${kilobytes} KB como máximo)`,
    tooMany: 'Se enviaron demasiadas solicitudes desde su dirección. Por favor, inténtelo de nuevo en unos minutos.',
    unavailable: 'El servicio no está disponible; por favor, inténtelo de nuevo',
    badRequest: 'Solicitud no válida',
    tooManyEstimates: 'Demasiados presupuestos',
    estimatesLimited: (seconds: number) =>
      `Se pidieron demasiados presupuestos desde su dirección. Inténtelo de nuevo en ${seconds} segundo${seconds === 1 ? '' : 's'}.`,
  },
}
