import { formatUsd } from '#lead/format-usd.ts'
import { site } from '../site-config.ts'
import { financingReadingsIn } from './financing-terms.ts'
import type { Advantage } from '#app/components/sections/advantage-cards.tsx'
import type { CallToAction } from '#app/components/sections/cta-band.tsx'
import type { ProcessStep } from '#app/components/sections/process-steps.tsx'
import type { PageHead } from './types.ts'

const program = financingReadingsIn.es.partnerProgram
const [example, promoExample] = program.examples

/** The Spanish /es/financiamiento page, the twin of the English one in financing.ts. */
export const spanishFinancingPage = {
  head: {
    title: 'Financiamiento de cercas: pagos mensuales bajos | Celina, TX',
    description: `Financie su cerca, portón o patio hasta ${formatUsd(program.projectMax)} con plazos de ${program.termMonths.min} a ${program.termMonths.max} meses. Consulte su tasa en minutos sin afectar su crédito.`,
    keywords: [
      'financiamiento de cercas',
      'plan de pagos para cercas',
      'financiar una cerca en Texas',
      'cerca con pagos mensuales',
      'compañía de cercas en Celina con financiamiento',
    ],
  } satisfies PageHead,
  hero: {
    eyebrow: 'Financiamiento de cercas',
    title: 'Construya su cerca hoy y páguela poco a poco',
    description: `Divida el costo de su cerca, portón o patio en pagos mensuales fijos con nuestro socio de financiamiento al consumidor. La solicitud toma ${program.applicationTime}, y consultar su tasa no afecta su crédito.`,
    prequalifyLabel: 'Precalifique ahora',
    callLabel: `Llame al ${site.phone.display}`,
    highlights: [
      `Proyectos de hasta ${formatUsd(program.projectMax)}`,
      `Plazos de ${program.termMonths.min} a ${program.termMonths.max} meses`,
      'Consultar su tasa no afecta su crédito',
    ],
  },
  explanation: {
    title: 'Cómo funciona el financiamiento',
    paragraphs: [
      `Una buena cerca es una inversión en privacidad, seguridad y en el valor de su propiedad, y no tiene por qué esperar al mes perfecto. ${site.businessName} trabaja con una financiera externa para que usted empiece su proyecto ahora y lo pague en cuotas mensuales fijas.`,
      'Usted presenta la solicitud directamente con nuestro socio de financiamiento, ve las ofertas para las que califica y elige el plazo y el pago que le convienen. Construimos exactamente lo que dice su cotización: el precio es el mismo si usted financia.',
    ],
    points: [
      'Para cualquier proyecto: cercas, portones, teñido, reparaciones, patios y pérgolas',
      'Pagos mensuales fijos: siempre sabe cuánto debe',
      'Vea su tasa, plazo y pago antes de aceptar nada',
      'Presente la solicitud desde su teléfono, antes o después de su cotización gratis',
    ],
  },
  benefitsTitle: 'Por qué financiar su cerca con nosotros',
  benefits: [
    {
      title: 'Opciones de pago flexibles',
      description: `Elija un plazo de ${program.termMonths.min} a ${program.termMonths.max} meses, incluidos planes promocionales cortos, y el pago mensual que le acomode.`,
      icon: 'calendar-check',
    },
    {
      title: 'Aprobación rápida',
      description: `La solicitud en línea toma ${program.applicationTime}, y la mayoría de los clientes ve sus ofertas enseguida, muchas veces mientras todavía medimos el patio.`,
      icon: 'zap',
    },
    {
      title: 'Sin cargos ocultos',
      description: 'Su tasa, plazo y pago mensual se muestran antes de aceptar, y el precio de nuestro proyecto es el mismo si paga de contado o si financia.',
      icon: 'shield-check',
    },
    {
      title: 'Tasas competitivas',
      description: `Tasa de porcentaje anual (APR) de ${program.aprPercent.min}% a ${program.aprPercent.max}% según su crédito, con planes promocionales al 0% APR para quienes califiquen.`,
      icon: 'dollar',
    },
  ] satisfies Advantage[],
  partnerBand: {
    title: 'Financiamiento con un socio de confianza',
    text: `Los préstamos los ofrece y otorga nuestro socio externo de financiamiento al consumidor, no ${site.businessName}. El socio se encarga de su solicitud, la decisión de crédito y los pagos de forma segura; nosotros construimos su cerca.`,
    points: ['Solicitud segura en línea', 'Consultar su tasa no afecta su crédito', 'Ofertas en pantalla en minutos, en cualquier dispositivo'],
  },
  calculator: {
    title: 'Calcule su pago mensual',
    intro: `Pruebe la calculadora de pagos de nuestro socio con cualquier monto de proyecto de ${formatUsd(program.calculatorRange.min)} a ${formatUsd(program.calculatorRange.max)} para ver pagos mensuales estimados.`,
    iframeTitle: 'Calculadora de pagos de nuestro socio de financiamiento',
    placeholder: 'La calculadora aparece al llegar a esta sección.',
    fallbackLabel: 'Abrir la calculadora de pagos en una pestaña nueva',
  },
  termsBox: {
    title: 'Condiciones del programa',
    terms: [
      `Financie proyectos de hasta ${formatUsd(program.projectMax)}`,
      `La calculadora de pagos cubre montos de ${formatUsd(program.calculatorRange.min)} a ${formatUsd(program.calculatorRange.max)}`,
      `Plazos de ${program.termMonths.min} a ${program.termMonths.max} meses`,
      `APR de ${program.aprPercent.min}% a ${program.aprPercent.max}%`,
      `La solicitud toma ${program.applicationTime}`,
      program.creditImpact,
    ],
    exampleTitle: 'Pagos de ejemplo',
    examples: [
      `Ejemplo: una compra de ${formatUsd(example.amount)} al ${example.aprPercent}% APR por ${example.months} meses es de ${formatUsd(example.monthlyPayment)} al mes.`,
      `Ejemplo: una compra de ${formatUsd(promoExample.amount)} al ${promoExample.aprPercent}% APR por ${promoExample.months} meses es de ${formatUsd(promoExample.monthlyPayment)} al mes.`,
    ],
    disclaimer: `${program.approval}. Los ejemplos son solo ilustrativos; su tasa, plazo y pago dependen de su crédito y de la oferta que acepte. El financiamiento lo ofrece nuestro socio externo, no ${site.businessName}, y las condiciones pueden cambiar sin previo aviso.`,
  },
  stepsTitle: 'Tres pasos sencillos',
  steps: [
    {
      step: 1,
      title: 'Presente su solicitud en línea',
      description: `Llene el formulario seguro de precalificación en ${program.applicationTime}. Consultar su tasa no afecta su crédito.`,
      icon: 'file-check',
    },
    {
      step: 2,
      title: 'Reciba su aprobación',
      description: 'Revise sus ofertas, elija el plazo y el pago mensual que le convienen y acepte en línea.',
      icon: 'badge-check',
    },
    {
      step: 3,
      title: 'Empiece su proyecto',
      description: 'Programamos la instalación, construimos su cerca y usted paga poco a poco, en pagos mensuales fijos.',
      icon: 'hammer',
    },
  ] satisfies ProcessStep[],
  closingCta: {
    headline: '¿Listo para empezar su proyecto de cerca?',
    text: 'Vea para qué califica en minutos, o llámenos para hablar de su proyecto y de las opciones de financiamiento con un estimador.',
    buttons: [
      { kind: 'external', label: 'Precalifique ahora', href: 'prequalify' },
      { kind: 'call', label: `Llame al ${site.phone.display}` },
    ],
  } satisfies CallToAction,
}
