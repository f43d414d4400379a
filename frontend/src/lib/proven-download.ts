import { askForProof } from '../api/proof';

// A download the API gives only after a recent proof of who is signed in (the subscriber list, a
// backup): asked first when the last proof is too old, then fetched by the browser through a link
// (as a plain link would, keeping the page).
export async function provenDownload(href: string, name = ''): Promise<void> {
  const answer = await fetch('/api/auth/proof', { credentials: 'include', headers: { 'Cache-Control': 'no-cache' } });
  const proof = answer.ok ? ((await answer.json()) as { fresh: boolean }) : { fresh: true };
  if (!proof.fresh && !(await askForProof())) return;
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
}
