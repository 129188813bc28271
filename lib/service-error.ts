/**
 * The shape of each backend's typed error (ContentError, ListingsError, SearchError): a code pages
 * branch on, never the message, and the underlying failure as `cause`. Each names itself, as
 * minified code keeps no class names.
 */
export abstract class ServiceError<Code extends string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
