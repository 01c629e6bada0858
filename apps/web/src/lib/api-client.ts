import { createApiClient } from '@kontor/api-client';

export {
  ApiError,
  NETWORK_ERROR,
  UNKNOWN_ERROR,
  apiPath,
  errorMessage,
  toApiError,
  unwrap,
} from '@kontor/api-client';

/** The browser's typed API client: same origin, session cookie (see docs/api-client.md). */
export const api = createApiClient();
