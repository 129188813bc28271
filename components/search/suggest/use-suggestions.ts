import type { LiteClient } from 'algoliasearch/lite';
import { useEffect, useMemo, useState } from 'react';
import type { DealType } from '@/lib/deal';
import { createSearchClient } from '@/lib/search/client';
import { INDEX_NAMES } from '@/lib/search/indices';
import { dealIndexName } from '@/lib/search/state/ui-state';
import { createSuggestionFetcher, type SuggestionAsk } from '@/lib/search/suggestions/suggestion-fetcher';
import { buildSuggestionRequests } from '@/lib/search/suggestions/suggestion-query';
import { NO_SUGGESTIONS, readSuggestions, type Suggestions } from '@/lib/search/suggestions/suggestions';

let client: LiteClient | undefined;

/** One round trip to the search service per ask (its lite client keeps answers it already had). */
async function searchSuggestions({ query, dealType }: SuggestionAsk): Promise<Suggestions> {
  client ??= createSearchClient();
  const { results } = await client.search({
    requests: buildSuggestionRequests(query, dealIndexName(dealType, INDEX_NAMES)),
  });
  return readSuggestions(results, dealType, query);
}

export interface SuggestionAnswer {
  suggestions: Suggestions;
  /** The text they answer, as it was asked (trimmed). */
  query: string;
}

/** The suggestions for the box's text and deal, debounced, the latest only; none when the service fails. */
export function useSuggestions(query: string, dealType: DealType): SuggestionAnswer {
  const [answer, setAnswer] = useState<SuggestionAnswer>({ suggestions: NO_SUGGESTIONS, query: '' });
  const fetcher = useMemo(
    () =>
      createSuggestionFetcher({
        search: searchSuggestions,
        onAnswer: (suggestions, ask) => setAnswer({ suggestions, query: ask.query.trim() }),
        onError: () => setAnswer({ suggestions: NO_SUGGESTIONS, query: '' }),
      }),
    [],
  );
  useEffect(() => fetcher.ask({ query, dealType }), [fetcher, query, dealType]);
  useEffect(() => () => fetcher.stop(), [fetcher]);
  return answer;
}
