/** The HTTP status of an `algoliasearch` ApiError (the service answered), or undefined (it did not). */
export function apiStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
