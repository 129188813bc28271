import 'server-only';

export { createSearchEngine, MAX_REQUESTS_PER_BATCH } from './engine';
export { SearchEngineError } from './errors';
export { MAX_BODY_BYTES } from './http-handler';
export { createInProcessRequester } from './in-process-requester';
export type { InProcessRequest, InProcessRequester, InProcessResponse } from './in-process-requester';
export type { RequestCaps } from './request-caps';
export type {
  EngineRawRequest,
  EngineResponse,
  IndexDefinition,
  IndexSettings,
  ReplicaDefinition,
  SearchEngine,
} from './types';
