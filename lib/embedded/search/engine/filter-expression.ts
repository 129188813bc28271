import 'server-only';
import { badRequest } from './errors';
import { TAGS_ATTRIBUTE, type FilterNode, type NumericOperator } from './filter-syntax';

type LexToken =
  | { type: 'open' | 'close' | 'colon'; position: number }
  | { type: 'operator'; value: NumericOperator; position: number }
  | { type: 'word' | 'quoted'; value: string; position: number };

const OPERATORS: readonly NumericOperator[] = ['<=', '>=', '!=', '<', '>', '='];
const WORD_BREAK = /[\s()":<>=]/;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
/** Algolia's grammar never needs more; the parser recurses once per level, so the cap keeps the stack safe. */
export const MAX_FILTER_NESTING = 32;

function fail(message: string): never {
  throw badRequest(`filters: ${message}`);
}

function readQuoted(source: string, start: number): { value: string; end: number } {
  let value = '';
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\' && i + 1 < source.length) {
      value += source[i + 1];
      i += 1;
    } else if (char === '"') {
      return { value, end: i + 1 };
    } else {
      value += char;
    }
  }
  return fail(`unterminated quote at position ${start}`);
}

function lex(source: string): LexToken[] {
  const tokens: LexToken[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close', position: i });
      i += 1;
    } else if (char === ':') {
      tokens.push({ type: 'colon', position: i });
      i += 1;
    } else if (char === '"') {
      const quoted = readQuoted(source, i);
      tokens.push({ type: 'quoted', value: quoted.value, position: i });
      i = quoted.end;
    } else {
      const operator = OPERATORS.find((candidate) => source.startsWith(candidate, i));
      if (operator) {
        tokens.push({ type: 'operator', value: operator, position: i });
        i += operator.length;
        continue;
      }
      let end = i;
      while (end < source.length && !WORD_BREAK.test(source[end] ?? '') && !source.startsWith('!=', end))
        end += 1;
      tokens.push({ type: 'word', value: source.slice(i, end), position: i });
      i = end;
    }
  }
  return tokens;
}

function isKeyword(token: LexToken | undefined, keyword: string): boolean {
  return token?.type === 'word' && token.value === keyword;
}

function describe(token: LexToken | undefined): string {
  if (!token) return 'end of filters';
  if (token.type === 'word' || token.type === 'quoted')
    return `"${token.value}" at position ${token.position}`;
  if (token.type === 'operator') return `"${token.value}" at position ${token.position}`;
  return `"${token.type === 'open' ? '(' : token.type === 'close' ? ')' : ':'}" at position ${token.position}`;
}

/**
 * Recursive descent over Algolia's filter grammar: `attr:value`, `attr:"quoted"`, `attr op number`,
 * `attr:lo TO hi`, bare tags, NOT on a single filter, and AND/OR groups. Algolia rejects an AND inside an OR,
 * NOT on a group, mixed connectors without parentheses and OR across filter types, so this does too.
 */
class FilterParser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: LexToken[]) {}

  parse(): FilterNode {
    const node = this.parseSequence();
    if (this.index < this.tokens.length) fail(`unexpected ${describe(this.tokens[this.index])}`);
    return node;
  }

  private peek(): LexToken | undefined {
    return this.tokens[this.index];
  }

  private next(): LexToken | undefined {
    const token = this.tokens[this.index];
    this.index += 1;
    return token;
  }

  private parseSequence(): FilterNode {
    const children = [this.parseClause()];
    let connector: 'AND' | 'OR' | null = null;
    while (isKeyword(this.peek(), 'AND') || isKeyword(this.peek(), 'OR')) {
      const token = this.next();
      const current = token?.type === 'word' && token.value === 'OR' ? 'OR' : 'AND';
      if (connector && connector !== current)
        fail(`mixing AND and OR needs parentheses (${describe(token)})`);
      connector = current;
      children.push(this.parseClause());
    }
    if (children.length === 1) return children[0] ?? fail('empty expression');
    if (connector === 'AND') {
      return {
        kind: 'and',
        children: children.flatMap((child) => (child.kind === 'and' ? child.children : [child])),
      };
    }
    const alternatives = children.flatMap((child) => (child.kind === 'or' ? child.children : [child]));
    if (alternatives.some((child) => child.kind === 'and')) fail('an AND group cannot be inside an OR');
    const families = new Set(alternatives.map(filterFamily));
    if (families.size > 1) fail('OR cannot combine numeric, facet and tag filters');
    return { kind: 'or', children: alternatives };
  }

  private parseClause(): FilterNode {
    const token = this.peek();
    if (isKeyword(token, 'NOT')) {
      this.next();
      if (this.peek()?.type === 'open')
        fail(`NOT cannot apply to a parenthesised group (${describe(this.peek())})`);
      return { kind: 'not', child: this.parseFilter() };
    }
    if (token?.type === 'open') {
      this.next();
      if (this.depth === MAX_FILTER_NESTING) {
        fail(
          `parentheses are nested more than ${MAX_FILTER_NESTING} levels deep at position ${token.position}`,
        );
      }
      this.depth += 1;
      const inner = this.parseSequence();
      this.depth -= 1;
      if (this.next()?.type !== 'close') fail(`missing ")" for the "(" at position ${token.position}`);
      return inner;
    }
    return this.parseFilter();
  }

  private readValue(what: string): string {
    const token = this.next();
    if (token?.type === 'quoted') return token.value;
    if (token?.type === 'word' && !KEYWORDS.has(token.value)) return token.value;
    return fail(`expected ${what}, found ${describe(token)}`);
  }

  private readNumber(what: string): number {
    const token = this.next();
    const text = token?.type === 'word' || token?.type === 'quoted' ? token.value : '';
    if (!NUMBER.test(text)) fail(`expected ${what}, found ${describe(token)}`);
    return Number(text);
  }

  private parseFilter(): FilterNode {
    const attribute = this.readValue('a filter');
    const after = this.peek();
    if (after?.type === 'operator') {
      this.next();
      return {
        kind: 'numeric',
        attribute,
        operator: after.value,
        value: this.readNumber(`a number after ${after.value}`),
      };
    }
    if (after?.type !== 'colon') return { kind: 'facet', attribute: TAGS_ATTRIBUTE, value: attribute };
    this.next();
    const value = this.readValue(`a value after "${attribute}:"`);
    if (!isKeyword(this.peek(), 'TO')) return { kind: 'facet', attribute, value };
    this.next();
    if (!NUMBER.test(value)) fail(`the lower bound of "${attribute}" must be a number, found "${value}"`);
    return { kind: 'range', attribute, low: Number(value), high: this.readNumber('an upper bound after TO') };
  }
}

function filterFamily(node: FilterNode): string {
  if (node.kind === 'not') return filterFamily(node.child);
  if (node.kind === 'numeric' || node.kind === 'range') return 'numeric';
  if (node.kind === 'facet') return node.attribute === TAGS_ATTRIBUTE ? 'tag' : 'facet';
  return node.kind;
}

export function parseFilterExpression(source: string): FilterNode | null {
  const tokens = lex(source);
  if (tokens.length === 0) return null;
  return new FilterParser(tokens).parse();
}
