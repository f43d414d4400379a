// The text of a PDF, one text item a line: `node pdf-text.mjs file.pdf` (or the PDF on stdin).
// pdfjs-dist is ES modules only, so tests run this with process.execPath rather than import it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// the 14 standard fonts' data, which pdfjs asks for when a PDF uses them without embedding
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
const data = new Uint8Array(readFileSync(process.argv[2] ?? 0));
const pdf = await getDocument({ data, standardFontDataUrl, isEvalSupported: false }).promise;
const lines = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
}
process.stdout.write(`${pdf.numPages} page(s)\n${lines.join('\n')}\n`);
