import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionFetcher, type SuggestionAsk } from '@/lib/search/suggestions/suggestion-fetcher';
import { NO_SUGGESTIONS, type Suggestions } from '@/lib/search/suggestions/suggestions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function answerFor(query: string): Suggestions {
  return {
    places: [],
    properties: [{ kind: 'property', name: query, parts: [], place: '', webRef: '', href: '' }],
  };
}

/** A search service whose answers the test releases, in any order. */
function controlledSearch() {
  const pending: Array<{ ask: SuggestionAsk; resolve: () => void; reject: (error: Error) => void }> = [];
  const search = vi.fn(
    (ask: SuggestionAsk) =>
      new Promise<Suggestions>((resolve, reject) =>
        pending.push({ ask, resolve: () => resolve(answerFor(ask.query)), reject }),
      ),
  );
  return { search, pending };
}

function ask(query: string): SuggestionAsk {
  return { query, dealType: 'toLet' };
}

describe('createSuggestionFetcher', () => {
  it('asks once per quiet 150 ms of typing, with the text as it is then', () => {
    const { search } = controlledSearch();
    const fetcher = createSuggestionFetcher({ search, onAnswer: vi.fn() });
    for (const text of ['um', 'umh', 'umhl', 'umhla']) {
      fetcher.ask(ask(text));
      vi.advanceTimersByTime(100);
    }
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(search).toHaveBeenCalledExactlyOnceWith(ask('umhla'));
  });

  it('asks nothing for fewer than 2 characters, and answers with none at once', () => {
    const { search } = controlledSearch();
    const onAnswer = vi.fn();
    const fetcher = createSuggestionFetcher({ search, onAnswer });
    fetcher.ask(ask('um'));
    fetcher.ask(ask(' u '));
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(NO_SUGGESTIONS, ask(' u '));
  });

  it('drops an answer that arrives after a newer text was asked', async () => {
    const { search, pending } = controlledSearch();
    const onAnswer = vi.fn();
    const fetcher = createSuggestionFetcher({ search, onAnswer });
    fetcher.ask(ask('sand'));
    vi.advanceTimersByTime(150);
    fetcher.ask(ask('sandton'));
    vi.advanceTimersByTime(150);
    expect(pending.map((entry) => entry.ask.query)).toEqual(['sand', 'sandton']);
    pending[1]?.resolve();
    pending[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(answerFor('sandton'), ask('sandton'));
  });

  it('reports a failure of the latest ask only, and nothing after it stops', async () => {
    const { search, pending } = controlledSearch();
    const onAnswer = vi.fn();
    const onError = vi.fn();
    const fetcher = createSuggestionFetcher({ search, onAnswer, onError });
    fetcher.ask(ask('rose'));
    vi.advanceTimersByTime(150);
    pending[0]?.reject(new Error('down'));
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledOnce();
    fetcher.ask(ask('rosebank'));
    vi.advanceTimersByTime(150);
    fetcher.stop();
    pending[1]?.resolve();
    fetcher.ask(ask('x'));
    await vi.runAllTimersAsync();
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(NO_SUGGESTIONS, ask('x'));
  });
});
