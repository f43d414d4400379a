import { absoluteUrl, author, type HeadContext, thing } from '../../pages';

export interface CourseFacts {
  title: string;
  description: string;
  // "49.99", in the shop's currency
  price: string;
  currency: string;
  path: string;
  imageUrl: string | null;
  // its modules' titles, in order
  sections: string[];
}

// A course (https://schema.org/Course), given by the owner (or the site) as its posts and products
// are, with its price as an offer and its modules as syllabus sections.
export function courseJsonLd(facts: CourseFacts, context: HeadContext): object {
  const { url, schema } = thing('Course', facts, context);
  return {
    ...schema,
    ...(facts.imageUrl && { image: [absoluteUrl(context.publicUrl, facts.imageUrl)] }),
    provider: author(context),
    offers: { '@type': 'Offer', category: 'Paid', price: facts.price, priceCurrency: facts.currency, url },
    ...(facts.sections.length > 0 && {
      syllabusSections: facts.sections.map((name) => ({ '@type': 'Syllabus', name })),
    }),
  };
}
