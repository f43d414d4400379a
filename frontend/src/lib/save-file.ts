// Saves a file the page made (a CSV, the account's data) as `name`, through a link to it: the link
// is in the document while it is clicked (a browser may ignore a click on a detached one) and
// removed at once. A browser keeps a blob's address for as long as it is not revoked; the download
// must have started reading it by then (FileSaver.js waits as long). Nothing is sent anywhere.
const REVOKE_AFTER_MS = 40_000;

export function saveFile(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
