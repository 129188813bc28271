/**
 * How the HTML tokenizer reads a raw-text element (a script or a style sheet), in one place for
 * everything that reads a finished document: its text runs from the end of the opening tag to the
 * first `</script` (or `</style`) followed by whitespace, `/` or `>`, in any case, whatever stands
 * between; without such an end tag, to the end of the document.
 */

export type RawTextElement = 'script' | 'style';

const TAG_NAME_END = '(?=[\\t\\n\\f\\r />])';

/** A new global pattern for where a raw-text element's opening tag starts; group 1 is its name. */
export function rawTextOpening(): RegExp {
  return new RegExp(`<(script|style)${TAG_NAME_END}`, 'gi');
}

/** A new global pattern for where the text of `element` ends. */
export function rawTextEnd(element: RawTextElement): RegExp {
  return new RegExp(`</${element}${TAG_NAME_END}`, 'gi');
}

export interface RawTextElementFound {
  element: RawTextElement;
  /** The opening tag's attributes, as written. */
  attributes: string;
  text: string;
}

/** Every script and style element of a document, in document order, as the tokenizer reads them. */
export function* rawTextElements(html: string): Generator<RawTextElementFound> {
  const opening = rawTextOpening();
  for (let open = opening.exec(html); open !== null; open = opening.exec(html)) {
    const element = (open[1] ?? '').toLowerCase() as RawTextElement;
    const tagEnd = html.indexOf('>', open.index);
    if (tagEnd === -1) return;
    const end = rawTextEnd(element);
    end.lastIndex = tagEnd + 1;
    const close = end.exec(html);
    const textEnd = close?.index ?? html.length;
    yield {
      element,
      attributes: html.slice(open.index + open[0].length, tagEnd),
      text: html.slice(tagEnd + 1, textEnd),
    };
    opening.lastIndex = close === null ? html.length : Math.max(html.indexOf('>', textEnd) + 1, textEnd + 1);
  }
}
