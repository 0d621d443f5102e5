import { estimateLimits } from '#lead/estimate-options.ts'
import { permitAboveFeet } from '#lead/fence-prices.ts'
import { groupThousands } from '#lead/format-usd.ts'
import type { Language } from '#app/lib/language.tsx'

const lengthLimit = groupThousands(estimateLimits.lengthMaxFeet)
/** What the full estimator adds to the compact one; staining is offered for wood only. */
const addExtras = {
  en: (stain: boolean): string => (stain ? 'Add gates, removal and staining' : 'Add gates and removal'),
  es: (stain: boolean) => (stain ? 'Agregue portones, retiro de la cerca vieja y teñido' : 'Agregue portones y retiro de la cerca vieja'),
} satisfies Record<Language, (stain: boolean) => string>

/** Copy of the estimator's two forms (the full one and the compact one on service and city pages) and of their answer, in each language. */

const compactEnglish = {
  eyebrow: 'Fence Cost Estimator',
  title: 'What Will My Fence Cost?',
  intro: (stain: boolean) => `Enter the length of your fence for an installed price range. ${addExtras.en(stain)} in the full estimator.`,
}

export const compactEstimator = {
  en: compactEnglish,
  es: {
    eyebrow: 'Calculadora de costo de cercas',
    title: '¿Cuánto costará mi cerca?',
    intro: (stain: boolean) =>
      `Escriba el largo de su cerca y vea un rango de precio con instalación incluida. ${addExtras.es(stain)} en la calculadora completa.`,
  },
} satisfies Record<Language, typeof compactEnglish>

const labelsEnglish = {
  fenceType: 'Fence type',
  commercial: 'Commercial fencing',
  style: 'Style',
  height: 'Height',
  /** A height choice as the visitor reads it; the value sent is the number. */
  heightOption: (height: number) => `${height} ft`,
  length: 'Fence length (feet)',
  side: (number: number) => `Side ${number} (feet)`,
  addSide: 'Add another side',
  removeSide: (number: number) => `Remove side ${number}`,
  compactSubmit: 'See my estimate',
}

export const estimatorLabels = {
  en: labelsEnglish,
  es: {
    fenceType: 'Tipo de cerca',
    commercial: 'Cercas comerciales',
    style: 'Estilo',
    height: 'Altura',
    heightOption: (height: number) => `${height} pies`,
    length: 'Largo de la cerca (pies)',
    side: (number: number) => `Lado ${number} (pies)`,
    addSide: 'Agregar otro lado',
    removeSide: (number: number) => `Quitar el lado ${number}`,
    compactSubmit: 'Ver mi presupuesto',
  },
} satisfies Record<Language, typeof labelsEnglish>

const answerEnglish = {
  empty: 'Enter the length of your fence to see an installed price range.',
  /** Why the typed numbers are not priced (form-choice.ts `InputProblem`). */
  inputProblem: {
    'whole-feet': 'Enter each length as a whole number of feet, such as 150.',
    'too-long': `We price up to ${lengthLimit} feet of fence online. For a longer fence, ask for a quote and we will measure it with you.`,
    gates: `Enter each number of gates as a whole number, from 0 to ${estimateLimits.gatesMax}.`,
  },
  resultTitle: 'Your estimate',
  rangeLabel: 'Estimated installed price',
  payment: (low: string, high: string, months: number, apr: number) =>
    `About ${low === high ? low : `${low}-${high}`} a month with financing (example: ${months} months at ${apr}% APR, subject to credit approval).`,
  paymentAbove: (max: string) => `Financing covers projects up to ${max}; we will show you the options that fit.`,
  financingLink: 'How financing works',
  permitNote: `Fences over ${permitAboveFeet} feet need a city permit; we file it for you.`,
  quoteButton: 'Get my exact quote',
  fullEstimatorLink: addExtras.en,
  announcement: (range: string) => `Estimated installed price: ${range}`,
}

/** The answer of both forms. */
export const estimatorAnswer = {
  en: answerEnglish,
  es: {
    empty: 'Escriba el largo de su cerca para ver un rango de precio con instalación incluida.',
    inputProblem: {
      'whole-feet': 'Escriba cada largo en pies enteros, por ejemplo 150.',
      'too-long': `En línea calculamos hasta ${lengthLimit} pies de cerca. Si su cerca es más larga, pida una cotización y la medimos con usted.`,
      gates: `Escriba el número de portones como número entero, de 0 a ${estimateLimits.gatesMax}.`,
    },
    resultTitle: 'Su presupuesto',
    rangeLabel: 'Precio estimado con instalación',
    payment: (low: string, high: string, months: number, apr: number) =>
      `Unos ${low === high ? low : `${low}-${high}`} al mes con financiamiento (ejemplo: ${months} meses con ${apr}% APR, sujeto a aprobación de crédito).`,
    paymentAbove: (max: string) => `El financiamiento cubre proyectos de hasta ${max}; le mostramos las opciones que mejor le convienen.`,
    financingLink: 'Cómo funciona el financiamiento',
    permitNote: `Las cercas de más de ${permitAboveFeet} pies necesitan un permiso de la ciudad; nosotros lo tramitamos por usted.`,
    quoteButton: 'Obtener mi cotización exacta',
    fullEstimatorLink: addExtras.es,
    announcement: (range: string) => `Precio estimado con instalación: ${range}`,
  },
} satisfies Record<Language, typeof answerEnglish>
