/**
 * A real PDF of a few pages, each filled with one colour (no fonts, so any viewer draws it), made here so
 * that an upload carries a file the server accepts as a pdf and pdf.js renders.
 */
export function tinyPdf(pageColours: readonly (readonly [number, number, number])[]): Buffer {
  // Objects 1 and 2 are the catalog and the page tree; each page is followed by its content stream.
  const pageIds = pageColours.map((_, index) => 3 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageColours.length} >>`,
  ];
  for (const [index, [red, green, blue]] of pageColours.entries()) {
    const stream = `${red / 255} ${green / 255} ${blue / 255} rg 0 0 200 200 re f`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents ${pageIds[index]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
