import { describe, expect, it } from 'vitest';
import { fetchFlightAfterFirstPaint } from '@/lib/rendering/flight-after-first-paint';

const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const push = (instruction: unknown) => `<script>self.__next_f.push(${JSON.stringify(instruction)})</script>`;

const DOCUMENT =
  '<!DOCTYPE html><html lang="en-ZA"><head><title>Pomona Yard</title></head><body>' +
  `<main><h1>Pomona Yard</h1></main>${BOOTSTRAP}` +
  push([1, '1:"$Sreact.fragment"\n0:{"P":null,"c":["","to-let"],"b":"k2fOJ9GW0dbT"}\n']) +
  '<footer>Ridgeway Commercial</footer>' +
  push([1, '2:["$","p",null,{"children":"Kempton Park \u2013 R85 per m\u00b2"}]\n']) +
  '</body></html>';

describe('fetchFlightAfterFirstPaint', () => {
  it('takes the payload out of the document, keeping the bootstrap the loader pushes it into', () => {
    const { html, scriptsMoved, flight, buildId } = fetchFlightAfterFirstPaint(DOCUMENT);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en-ZA"><head><title>Pomona Yard</title></head><body>' +
        `<main><h1>Pomona Yard</h1></main>${BOOTSTRAP}<footer>Ridgeway Commercial</footer></body></html>`,
    );
    expect(scriptsMoved).toBe(2);
    expect(flight).toBe(
      '1:"$Sreact.fragment"\n0:{"P":null,"c":["","to-let"],"b":"k2fOJ9GW0dbT"}\n' +
        '2:["$","p",null,{"children":"Kempton Park – R85 per m²"}]\n',
    );
    expect(buildId).toBe('k2fOJ9GW0dbT');
  });

  it('reads a push whose text holds the characters React escapes in a script', () => {
    const escaped = `${BOOTSTRAP}<script>self.__next_f.push([1,"3:\\"\\u003c/script\\u003e)\\"\\n0:{\\"b\\":\\"x-1\\"}"])</script>`;
    expect(fetchFlightAfterFirstPaint(`<body>${escaped}</body>`)).toEqual({
      html: `<body>${BOOTSTRAP}</body>`,
      scriptsMoved: 1,
      flight: '3:"</script>)"\n0:{"b":"x-1"}',
      buildId: 'x-1',
    });
  });

  it('leaves a payload with a binary row or a form state in the document', () => {
    for (const other of [push([3, 'AAEC']), push([2, { action: 'enquire' }])]) {
      const document = DOCUMENT.replace('<footer>', `${other}<footer>`);
      expect(fetchFlightAfterFirstPaint(document)).toEqual({
        html: document,
        scriptsMoved: 0,
        flight: '',
        buildId: '',
      });
    }
  });

  it('leaves a document without the bootstrap, or without a payload, as it is', () => {
    const withoutBootstrap = DOCUMENT.replace(BOOTSTRAP, '');
    expect(fetchFlightAfterFirstPaint(withoutBootstrap).html).toBe(withoutBootstrap);
    const withNonce = DOCUMENT.replace(BOOTSTRAP, BOOTSTRAP.replace('<script>', '<script nonce="abc">'));
    expect(fetchFlightAfterFirstPaint(withNonce).scriptsMoved).toBe(0);
    const empty = `<body>${BOOTSTRAP}</body>`;
    expect(fetchFlightAfterFirstPaint(empty)).toEqual({
      html: empty,
      scriptsMoved: 0,
      flight: '',
      buildId: '',
    });
  });

  it('leaves a payload that names no build, so the loader could not tell its build', () => {
    const nameless = DOCUMENT.replace(',\\"b\\":\\"k2fOJ9GW0dbT\\"', '');
    expect(nameless).not.toBe(DOCUMENT);
    expect(fetchFlightAfterFirstPaint(nameless).html).toBe(nameless);
  });

  it('leaves a push it cannot read', () => {
    const broken = DOCUMENT.replace('<footer>', '<script>self.__next_f.push([1,unknown])</script><footer>');
    expect(fetchFlightAfterFirstPaint(broken).html).toBe(broken);
  });
});
