import { debounce } from '@/lib/async/debounce';
import type { DealType } from '@/lib/deal';
import { MIN_SUGGESTION_QUERY } from './suggestion-query';
import { NO_SUGGESTIONS, type Suggestions } from './suggestions';

/** The search service asked at most once per this many milliseconds of typing. */
export const SUGGESTION_DEBOUNCE_MS = 150;

export interface SuggestionAsk {
  query: string;
  dealType: DealType;
}

export interface SuggestionFetcherOptions {
  search: (ask: SuggestionAsk) => Promise<Suggestions>;
  /** Each answer, for the text it answers; never one older than the last it gave. */
  onAnswer: (suggestions: Suggestions, ask: SuggestionAsk) => void;
  /** A search that failed: the box shows none, the form still searches. */
  onError?: (error: unknown) => void;
  waitMs?: number;
}

export interface SuggestionFetcher {
  /** The text and deal as they are now: asked after the debounce, or answered at once with none. */
  ask(ask: SuggestionAsk): void;
  /** Nothing asked or answered after this (the box closed for good). */
  stop(): void;
}

/**
 * Debounced suggestions for a search box: text shorter than `MIN_SUGGESTION_QUERY` asks nothing,
 * and an answer that arrives after a newer ask was made is dropped, so the list never goes back to
 * an older text's.
 */
export function createSuggestionFetcher({
  search,
  onAnswer,
  onError,
  waitMs = SUGGESTION_DEBOUNCE_MS,
}: SuggestionFetcherOptions): SuggestionFetcher {
  let latest = 0;
  const send = debounce((ask: SuggestionAsk, ticket: number) => {
    search(ask).then(
      (suggestions) => {
        if (ticket === latest) onAnswer(suggestions, ask);
      },
      (error: unknown) => {
        if (ticket === latest) onError?.(error);
      },
    );
  }, waitMs);
  return {
    ask(ask) {
      latest += 1;
      const query = ask.query.trim();
      if (query.length < MIN_SUGGESTION_QUERY) {
        send.cancel();
        onAnswer(NO_SUGGESTIONS, ask);
        return;
      }
      send({ ...ask, query }, latest);
    },
    stop() {
      latest += 1;
      send.cancel();
    },
  };
}
