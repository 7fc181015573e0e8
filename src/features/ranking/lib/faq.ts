/** The ranking page's five FAQ entries (SPEC.md section 2), worded for the country shown. */
export type FaqEntry = { question: string; answer: string }

export function rankingFaq(countryName: string): FaqEntry[] {
  const where = countryName === 'Global' ? 'your country' : countryName
  return [
    {
      question: `What are the best online casinos in ${where}?`,
      answer: `The casinos at the top of this page are our current best picks for players in ${where}. Each one is licensed, pays out reliably and was tested by our editors with a real-money account. The list is updated every month as bonuses and payout times change.`,
    },
    {
      question: 'How do you rank the casinos?',
      answer:
        'Our editor score out of 100 weighs payout speed, customer support, game choice, bonus fairness (wagering and limits), licensing and player reviews. Brands must hold a valid licence to be listed at all, and we re-test them regularly.',
    },
    {
      question: 'Are online casinos safe to play at?',
      answer:
        'The casinos we list hold a gambling licence, encrypt your data with SSL, keep player funds separate and offer responsible gambling tools such as deposit limits and self-exclusion. Always check the licence and never play at unlicensed sites.',
    },
    {
      question: 'What types of casino bonuses are there?',
      answer:
        'The most common are welcome bonuses (a deposit match, often with free spins), no-deposit bonuses, reload bonuses, cashback and loyalty or VIP rewards. Compare the wagering requirement, the maximum bet and the time limit before you claim one.',
    },
    {
      question: 'How fast are withdrawals?',
      answer:
        'E-wallets and instant bank transfers usually pay within 24 hours once your account is verified; cards and bank wires can take 1-5 business days. Complete the identity check (KYC) early so your first withdrawal is not delayed.',
    },
  ]
}
