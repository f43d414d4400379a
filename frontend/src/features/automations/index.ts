// What other features use of automations (issue 47): the lead magnet under posts, a small wrapper
// that loads its form in a chunk of its own. The free guide's pages are lazy routes (pages/), the
// owner's screens admin/index.ts.
export { PostLeadMagnet } from './components/PostLeadMagnet';
