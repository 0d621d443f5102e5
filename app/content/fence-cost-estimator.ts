import { estimateLimits } from '#lead/estimate-options.ts'
import { formatUsd, groupThousands } from '#lead/format-usd.ts'
import { minimumProject, permitAboveFeet } from '#lead/fence-prices.ts'
import type { Language } from '#app/lib/language.tsx'
import type { PageHead } from './types.ts'

/**
 * Copy of the fence cost estimator's page and what only its full form says, in each language. What the compact form
 * on service and city pages says too is in estimator-forms.ts, apart so the compact form's code
 * carries none of this.
 */

export const estimatorHead = {
  en: {
    title: 'Fence Cost Estimator: Price Your New Fence | Celina, TX',
    description:
      'Estimate the installed cost of a wood, vinyl, chain link or black iron fence in Celina and North Texas by length, height and gates, with monthly payments.',
    keywords: ['fence cost estimator', 'fence cost calculator', 'cost per linear foot fence', 'fence price Celina TX', 'wood fence cost'],
  },
  es: {
    title: 'Calculadora de costo de cercas: precio de su cerca | Celina, TX',
    description:
      'Calcule cuánto cuesta instalar una cerca de madera, vinilo, malla ciclónica o hierro negro en Celina y el norte de Texas, con portones y pagos mensuales.',
    keywords: [
      'calculadora de costo de cercas',
      'precio de cercas',
      'costo por pie lineal de cerca',
      'precio de cercas en Celina TX',
      'costo de cerca de madera',
    ],
  },
} satisfies Record<Language, PageHead>

const pageEnglish = {
  title: 'Fence Cost Estimator',
  intro:
    'Tell us the fence you have in mind and get an installed price range in under a minute. Share the link with your family, then send it to us for an exact written quote.',
  formTitle: 'Your fence',
  priceTableTitle: 'Installed Prices per Linear Foot',
  priceTableIntro: 'What we charge per foot of fence, installed with posts set in concrete, by fence type, style and height.',
  extrasTableTitle: 'Gates and Extras',
}

export const estimatorPage = {
  en: pageEnglish,
  es: {
    title: 'Calculadora de costo de cercas',
    intro:
      'Cuéntenos qué cerca tiene en mente y en menos de un minuto verá un rango de precio con instalación incluida. Comparta el enlace con su familia y luego envíenoslo para recibir una cotización exacta por escrito.',
    formTitle: 'Su cerca',
    priceTableTitle: 'Precios por pie lineal, con instalación',
    priceTableIntro: 'Lo que cobramos por cada pie de cerca, instalada con los postes fijados en concreto, según el tipo de cerca, el estilo y la altura.',
    extrasTableTitle: 'Portones y adicionales',
  },
} satisfies Record<Language, typeof pageEnglish>

const labelsEnglish = {
  gates: 'Gates',
  walkGates: 'Walk gates',
  singleDriveGates: 'Single driveway gates (up to 16 ft)',
  doubleDriveGates: 'Double driveway gates',
  extras: 'Extras',
  removeOldFence: 'Remove and haul away my old fence',
  stain: 'Stain the new fence',
  submit: 'Show my estimate',
}

/** What only the full estimator asks. */
export const fullEstimatorLabels = {
  en: labelsEnglish,
  es: {
    gates: 'Portones',
    walkGates: 'Portones peatonales',
    singleDriveGates: 'Portones de entrada sencillos (hasta 16 pies)',
    doubleDriveGates: 'Portones de entrada dobles',
    extras: 'Adicionales',
    removeOldFence: 'Quitar y llevarse mi cerca vieja',
    stain: 'Teñir la cerca nueva',
    submit: 'Mostrar mi presupuesto',
  },
} satisfies Record<Language, typeof labelsEnglish>

const answerEnglish = {
  noScript: `Your browser is not running JavaScript: press "${labelsEnglish.submit}" after each change. The price tables below have every price per foot.`,
  commercial:
    'Commercial fences are priced per site: security, gates and access control vary too much for a per-foot estimate. Tell us about the project and we will quote it.',
  commercialButton: 'Request a commercial quote',
}

/** What only the full estimator answers: without JavaScript, and for a commercial project (the compact form has no commercial choice). */
export const fullEstimatorAnswer = {
  en: answerEnglish,
  es: {
    noScript: `Su navegador no está usando JavaScript: presione "${fullEstimatorLabels.es.submit}" después de cada cambio. En las tablas de abajo están todos los precios por pie.`,
    commercial:
      'Las cercas comerciales se cotizan según cada lugar: la seguridad, los portones y el control de acceso cambian demasiado para calcularlas por pie. Cuéntenos de su proyecto y le preparamos una cotización.',
    commercialButton: 'Pedir una cotización comercial',
  },
} satisfies Record<Language, typeof answerEnglish>

const tableEnglish = {
  height: 'Height',
  perFoot: 'Per foot',
  notOffered: 'Not offered',
  item: 'Item',
  walkGate: 'Walk gate',
  singleDriveGate: 'Single driveway gate (up to 16 ft)',
  doubleDriveGate: 'Double driveway gate',
  removal: 'Old fence removal, per foot',
  staining: 'Staining, per foot (4 / 6 / 8 ft)',
}

/** The price tables' headings and the words of their cells (price-tables.ts). */
export const priceTableLabels = {
  en: tableEnglish,
  es: {
    height: 'Altura',
    perFoot: 'Por pie',
    notOffered: 'No disponible',
    item: 'Concepto',
    walkGate: 'Portón peatonal',
    singleDriveGate: 'Portón de entrada sencillo (hasta 16 pies)',
    doubleDriveGate: 'Portón de entrada doble',
    removal: 'Retiro de la cerca vieja, por pie',
    staining: 'Teñido, por pie (4 / 6 / 8 pies)',
  },
} satisfies Record<Language, typeof tableEnglish>

const assumptionsEnglish = {
  title: 'What the Estimate Assumes',
  includedTitle: 'Included',
  included: [
    'Materials, labor and posts set in concrete',
    'A level, open yard with normal soil',
    'Cleanup and haul-away of job debris',
    `A minimum project of ${formatUsd(minimumProject)}`,
  ],
  changesTitle: 'What changes the price',
  changes: [
    'Slopes and grade changes that need stepped or racked panels',
    'Rock, roots or utilities at post depth',
    'HOA rules on style, height, stain color or caps',
    `Permits for fences over ${permitAboveFeet} feet or in front yards`,
    'Gate hardware, automation and access control',
  ],
  footnote: `An estimate, not a quote: your written quote after a free on-site visit is the price. Lengths up to ${estimateLimits.lengthMaxFeet} feet.`,
}

export const estimatorAssumptions = {
  en: assumptionsEnglish,
  es: {
    title: 'Lo que toma en cuenta el presupuesto',
    includedTitle: 'Incluye',
    included: [
      'Materiales, mano de obra y postes fijados en concreto',
      'Un patio plano y despejado, con tierra normal',
      'Limpieza y retiro de los escombros del trabajo',
      `Un proyecto mínimo de ${formatUsd(minimumProject)}`,
    ],
    changesTitle: 'Lo que cambia el precio',
    changes: [
      'Pendientes y desniveles que piden paneles escalonados o inclinados',
      'Piedras, raíces o líneas de servicios a la profundidad de los postes',
      'Reglas de la asociación de propietarios (HOA) sobre el estilo, la altura, el color del tinte o los remates',
      `Permisos de la ciudad para cercas de más de ${permitAboveFeet} pies o en el jardín del frente`,
      'Herrajes del portón, motor del portón y control de acceso',
    ],
    footnote: `Es un presupuesto, no una cotización: el precio es el de su cotización por escrito, después de una visita a domicilio gratis. Largos de hasta ${groupThousands(estimateLimits.lengthMaxFeet)} pies.`,
  },
} satisfies Record<Language, typeof assumptionsEnglish>
