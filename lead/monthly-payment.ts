export function monthlyPayment({ amount, aprPercent, months }: { amount: number; aprPercent: number; months: number }): number {
  if (!(amount >= 0) || !(aprPercent >= 0) || !Number.isInteger(months) || months < 1) {
    throw new Error(`monthlyPayment: no payment for ${amount} at ${aprPercent}% over ${months} months`)
  }
  const rate = aprPercent / 100 / 12
  const payment = rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months)
  return Math.round(payment * 100) / 100
}
