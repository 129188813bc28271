import 'server-only';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Rejects operations nested deeper than `maxDepth` fields, fragments included, before execution. */
export function createDepthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    function measure(selectionSet: SelectionSetNode | undefined, depth: number, seen: Set<string>): number {
      if (!selectionSet) return depth;
      let deepest = depth;
      for (const selection of selectionSet.selections) {
        if (deepest > maxDepth) break;
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, measure(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, measure(selection.selectionSet, depth, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
          if (!fragment || seen.has(name)) continue;
          deepest = Math.max(deepest, measure(fragment.selectionSet, depth, new Set(seen).add(name)));
        }
      }
      return deepest;
    }

    return {
      OperationDefinition(operation) {
        const depth = measure(operation.selectionSet, 0, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is nested too deeply: the limit is ${maxDepth} levels.`, {
              nodes: [operation],
            }),
          );
        }
      },
    };
  };
}
