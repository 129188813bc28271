import { describe, expect, it } from 'vitest';
import { measureNesting } from '@/lib/embedded/content/nesting-limit';

describe('measureNesting', () => {
  it('counts the deepest nesting of braces, parentheses and brackets', () => {
    expect(measureNesting('{ __typename }', 100)).toBe(1);
    expect(measureNesting('query Q($ids: [[ID!]]) { a(where: { b: [1] }) { c } }', 100)).toBe(4);
    expect(measureNesting('{ a { b } } { c }', 100)).toBe(2);
  });

  it('ignores brackets inside strings, block strings and comments', () => {
    expect(measureNesting('{ page(slug: "{{{[[[(((") { title } }', 100)).toBe(2);
    expect(measureNesting('{ a(s: "\\"{{{") }', 100)).toBe(2);
    expect(measureNesting('{ a(s: """ {{{ \\""" {{{ """) }', 100)).toBe(2);
    expect(measureNesting('# {{{{{{\n{ a }', 100)).toBe(1);
  });

  it('stops counting once past the limit', () => {
    expect(measureNesting('{'.repeat(1_000_000), 32)).toBe(33);
  });

  it('leaves unbalanced or unterminated input to the parser', () => {
    expect(measureNesting('}}} { a', 100)).toBe(1);
    expect(measureNesting('{ a(s: "unterminated', 100)).toBe(2);
  });
});
