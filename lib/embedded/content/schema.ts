import 'server-only';
import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { createResolvers } from './resolvers';
import type { SampleContent } from '@/lib/embedded/sample/content';
import { MAIL_TYPE_DEFS } from './mail-type-defs';
import { TYPE_DEFS } from './type-defs';

const JSON_SCALAR = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

export function createContentSchema(content: SampleContent) {
  return createSchema({
    typeDefs: [TYPE_DEFS, MAIL_TYPE_DEFS],
    resolvers: { JSON: JSON_SCALAR, ...createResolvers(content) },
  });
}
