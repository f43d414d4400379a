// One thing the site's assistant may say, as the module that owns the fact wrote it from its live
// data: a post's paragraphs, a product's price and length, the shipping rate, a legal page's section.
// The assistant quotes `text` (plain sentences, never HTML or Markdown) and links `title` to `url`.
export interface KnowledgePassage {
  // unique within its source ('refund-policy#2', 'product:7')
  key: string;
  title: string;
  // the site path the answer links to ('/refund-policy', '/courses/business-foundations')
  url: string;
  text: string;
  // other words a question may use for it (synonyms, the product's type): matched, never quoted
  keywords?: string;
}

// A module's facts for the assistant, registered into KnowledgeRegistry from its onModuleInit.
// Only what anybody may read: never a members-only body, a lesson's text or a customer's data.
export interface KnowledgeSource {
  // the source's name in the index and in the owner's Assistant screen ('posts', 'legal')
  name: string;
  // how the owner's screen names a passage of it ('Blog post', 'Legal page')
  label: string;
  // whose things it tells of, when a question's "your" or "my" says which it asks about: the
  // owner's ('What is your e-mail?': the contact details) or the visitor's own ('How do I change
  // my e-mail?': account help)
  tells?: 'owner' | 'visitor';
  // the tables its passages are read from: a write to one (heard through the data_changed
  // triggers, whoever wrote it) has the assistant's index read the source again
  tables: readonly string[];
  // every passage, as the data is now
  passages(): Promise<KnowledgePassage[]>;
}
