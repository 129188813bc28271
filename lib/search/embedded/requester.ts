/**
 * Where the server publishes the embedded engine's in-process requester. The search client
 * factory is shared with browser code, so it reads the requester from here instead of
 * importing the (server-only) engine.
 */
export const EMBEDDED_REQUESTER_KEY = '__embeddedSearchRequester';

export interface EmbeddedRequester {
  send(request: { method: string; url: string; data?: string | Uint8Array | undefined }): Promise<{
    status: number;
    content: string;
    isTimedOut: boolean;
  }>;
}

export interface EmbeddedRequesterHolder {
  [EMBEDDED_REQUESTER_KEY]?: EmbeddedRequester;
}
