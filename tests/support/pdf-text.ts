import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** Every page's text, lines joined by spaces, runs of spaces as one. */
  text: string;
  title: string | undefined;
}

/** Reads a PDF as a reader would (pdf.js, Firefox's viewer): its pages' text and its title. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    // Items are runs of text: a word may be split across two, so only line ends become spaces.
    parts.push(
      content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : '')).join(''),
    );
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return { pages: document.numPages, text: parts.join(' ').replace(/\s+/g, ' '), title: info.Title };
}
