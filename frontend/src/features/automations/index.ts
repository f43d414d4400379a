// What other features use of automations (issue 47): the lead magnet under posts, and the forms of
// the guides a text holds (SafeHtml), small wrappers that load their forms in chunks of their own.
// The free guide's pages are lazy routes (pages/), the owner's screens admin/index.ts.
export { InlineGuideForms } from './components/InlineGuideForms';
export { PostLeadMagnet } from './components/PostLeadMagnet';
