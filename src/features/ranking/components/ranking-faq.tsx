import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { JsonLd } from '@/components/seo/head'
import { rankingFaq } from '../lib/faq'

/** 'Frequently Asked Questions': five collapsible entries, with FAQPage markup for search engines. */
export function RankingFaq({ countryName }: { countryName: string }) {
  const entries = rankingFaq(countryName)
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
  return (
    <section aria-labelledby="faq" className="render-near-viewport space-y-5">
      <h2 id="faq" className="text-2xl font-bold tracking-tight">
        Frequently Asked Questions
      </h2>
      <Accordion>
        {entries.map((entry) => (
          <AccordionItem key={entry.question}>
            <AccordionTrigger>{entry.question}</AccordionTrigger>
            <AccordionContent>
              <p>{entry.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <JsonLd data={jsonLd} />
    </section>
  )
}
