import 'server-only';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
// A Yoga plugin, not a React hook: renamed so the hooks lint does not take it for one.
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isDevelopment } from '@/lib/config';

/**
 * What one request from anyone without the server token may cost. Every answer the site needs
 * fits many times over; an alias of a list of rich-text bodies repeated a hundred times does not.
 */
export const PUBLIC_QUERY_BUDGET = {
  /** Each alias runs its field again: `a1: pages { body } a2: pages { body } …`. */
  maxAliases: 15,
  /** Tokens of the document, counted as it is parsed, before anything else is done with it. */
  maxTokens: 1000,
  /** GraphQL Armor's static cost of the operation (objects 2, scalars 1, ×1.5 per level). */
  maxCost: 5000,
  /** The answer as JSON, measured before it is written. */
  maxAnswerBytes: 1024 * 1024,
} as const;

/**
 * The JSON size of `value`, counted without writing it, stopping once past `limit` (the count is
 * then only known to exceed it). Strings count their UTF-16 length, a close lower bound of UTF-8.
 */
export function jsonSizeWithin(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && size <= limit) {
    const item = stack.pop();
    if (item === null || item === undefined) size += 4;
    else if (typeof item === 'string') size += item.length + 2;
    else if (typeof item === 'number' || typeof item === 'boolean') size += String(item).length;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      if (size > limit) break;
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object') {
      const entries = Object.entries(item);
      size += 2 + entries.length;
      for (const [key, entry] of entries) {
        size += key.length + 3;
        stack.push(entry);
      }
    }
  }
  return size;
}

/** Refuses an answer larger than `maxBytes` with a 400 naming the limit, before it is serialised. */
export function answerSizeLimit(maxBytes: number): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('data' in result) || jsonSizeWithin(result.data, maxBytes) <= maxBytes) return;
          setResult({
            errors: [
              createGraphQLError(
                `Answer size limit of ${maxBytes} bytes exceeded: ask for fewer fields or fewer items.`,
                { extensions: { http: { status: 400 } } },
              ),
            ],
          });
        },
      };
    },
  };
}

/**
 * A document that does not parse is the client's mistake: a 400 with the parser's message. Once
 * the parser is replaced (the token limit's), its syntax errors come from another copy of graphql
 * in the server's bundle, which Yoga does not recognise and would answer with a masked 500; so
 * they are known by name, not by class, and remade as Yoga's own.
 */
export function parseErrorsAsBadRequests(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (error) {
          if (!(error instanceof Error) || error.name !== 'GraphQLError') throw error;
          throw createGraphQLError(error.message, { extensions: { http: { status: 400 } } });
        }
      });
    },
  };
}

/**
 * The budget of a request without the server token, as GraphQL Armor's plugins for Yoga and an
 * answer-size limit; in production the schema is not introspectable and a misspelt field gets no
 * suggestion. An over-budget request is a 400 whose error names the limit it broke, decided before
 * any resolver runs (the answer's size excepted).
 */
export function publicQueryBudget(): Plugin[] {
  const budget = PUBLIC_QUERY_BUDGET;
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: budget.maxTokens }),
    parseErrorsAsBadRequests(),
    maxAliasesPlugin({ n: budget.maxAliases }),
    costLimitPlugin({ maxCost: budget.maxCost }),
    answerSizeLimit(budget.maxAnswerBytes),
  ];
  if (!isDevelopment) plugins.push(disableIntrospectionPlugin(), blockFieldSuggestionsPlugin());
  return plugins;
}
