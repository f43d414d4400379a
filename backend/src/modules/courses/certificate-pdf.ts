export interface Certificate {
  studentName: string;
  courseTitle: string;
  // already in words: "March 10, 2026"
  completedOn: string;
  siteName: string;
  // null when the owner has not named themselves in the site settings
  ownerName: string | null;
}

// A one-page certificate of completion (A4 landscape) in PDF's built-in fonts, so nothing is
// fetched or bundled. Those fonts cover Western European letters; others come out as they can.
// PDFKit (and its font code, a few MB in memory) is loaded with the first certificate.
export async function certificatePdf(c: Certificate): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate of completion: ${c.courseTitle}`, Author: c.siteName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = { x: 70, width: width - 140 };
  doc
    .lineWidth(3)
    .rect(28, 28, width - 56, height - 56)
    .stroke('#2f3e46');
  doc
    .lineWidth(1)
    .rect(38, 38, width - 76, height - 76)
    .stroke('#84a98c');
  // each line below the one before (a long name or title wraps and pushes the rest down)
  const line = (text: string, font: string, size: number, gap: number, color = '#2f3e46') =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, inner.x, doc.y + gap, { width: inner.width, align: 'center' });

  doc.y = 80;
  line(c.siteName, 'Helvetica', 14, 0, '#52796f');
  line('Certificate of Completion', 'Times-Bold', 38, 22);
  line('This certifies that', 'Helvetica', 14, 36, '#52796f');
  line(c.studentName, 'Times-BoldItalic', 34, 14);
  line('has completed the course', 'Helvetica', 14, 22, '#52796f');
  line(c.courseTitle, 'Times-Bold', 24, 14);
  line(`Completed on ${c.completedOn}`, 'Helvetica', 13, 50, '#52796f');
  if (c.ownerName) {
    const y = doc.y + 55;
    doc
      .lineWidth(1)
      .moveTo(width / 2 - 110, y)
      .lineTo(width / 2 + 110, y)
      .stroke('#2f3e46');
    doc.y = y;
    line(c.ownerName, 'Helvetica', 13, 8);
  }
  doc.end();
  return done;
}
