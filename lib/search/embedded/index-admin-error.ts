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
