import { describe, expect, it } from 'vitest';

import { createFixtureClient, createFixtureEngine, searchOne, TRANSPORTS } from './fixtures';

const engine = createFixtureEngine();

describe.each(TRANSPORTS)('highlighting through the real lite client (%s)', (transport) => {
  const client = createFixtureClient(engine, transport);

  it('wraps whole words and typed prefixes in the default tags with match levels', async () => {
    const { hits } = await searchOne(client, { query: 'sandton off', hitsPerPage: 1 });
    expect(hits[0]?._highlightResult).toMatchObject({
      property_name: {
        value: '<em>Sandton</em> <em>Off</em>ice Park',
        matchLevel: 'full',
        matchedWords: ['sandton', 'off'],
        fullyHighlighted: false,
      },
      suburb: {
        value: '<em>Sandton</em>',
        matchLevel: 'partial',
        matchedWords: ['sandton'],
        fullyHighlighted: true,
      },
      city: { value: 'Johannesburg', matchLevel: 'none', matchedWords: [] },
    });
  });

  it("uses the request's highlightPreTag and highlightPostTag", async () => {
    const { hits } = await searchOne(client, {
      query: 'rosebank',
      hitsPerPage: 1,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    expect(hits[0]?._highlightResult?.property_name).toMatchObject({
      value: '__ais-highlight__Rosebank__/ais-highlight__ Retail Centre',
      matchLevel: 'full',
    });
  });

  it('wraps a whole word matched through a typo', async () => {
    const { hits } = await searchOne(client, { query: 'sandtn', hitsPerPage: 1 });
    expect(hits[0]?._highlightResult?.suburb).toMatchObject({
      value: '<em>Sandton</em>',
      matchLevel: 'full',
    });
  });

  it('nests results for dotted attributes and keeps arrays as arrays', async () => {
    const { hits } = await searchOne(client, { query: 'parking', hitsPerPage: 1 });
    expect(hits[0]?.objectID).toBe('unit-4');
    expect(hits[0]?._highlightResult).toMatchObject({
      marketing: { property_marketing_description: { matchLevel: 'none' } },
      features: [
        { value: 'Gautrain', matchLevel: 'none' },
        { value: '<em>Parking</em>', matchLevel: 'full', fullyHighlighted: true },
      ],
      property_responsibility: [{ name: { value: 'Pieter van Wyk', matchLevel: 'none' } }],
    });
    const fibre = await searchOne(client, { query: 'fibre', hitsPerPage: 1 });
    expect(fibre.hits[0]?._highlightResult).toMatchObject({
      marketing: {
        property_marketing_description: {
          value: 'Modern office space with backup power and <em>fibre</em> on a former industrial site.',
          matchLevel: 'full',
        },
      },
    });
  });

  it('highlights only attributesToHighlight when given', async () => {
    const { hits } = await searchOne(client, {
      query: 'sandton',
      hitsPerPage: 1,
      attributesToHighlight: ['suburb'],
    });
    expect(Object.keys(hits[0]?._highlightResult ?? {})).toEqual(['suburb']);
  });

  it('returns plain values with matchLevel none for an empty query', async () => {
    const { hits } = await searchOne(client, { query: '', hitsPerPage: 1 });
    expect(hits[0]?._highlightResult?.property_name).toEqual({
      value: 'Sandton Office Park',
      matchLevel: 'none',
      matchedWords: [],
      fullyHighlighted: false,
    });
  });
});
