import 'server-only';

/** A refused indexing request, answered as Algolia does: `{ message, status }` with that HTTP status. */
export class IndexAdminError extends Error {
  override readonly name = 'IndexAdminError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Recognised by its name and status, not `instanceof`: the embedded service is made by the server's
 * start-up bundle and called from the route handler's, and each bundle has its own copy of the class.
 */
export function isIndexAdminError(error: unknown): error is IndexAdminError {
  return (
    error instanceof Error &&
    error.name === 'IndexAdminError' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
