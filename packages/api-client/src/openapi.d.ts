// Generated from docs/openapi.json by `npm run openapi --workspace @kontor/server`; do not edit.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check; 503 `draining` while the instance shuts down */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
        /** @description Service unavailable: the instance shuts down (`draining`, take it out of rotation) or the database cannot be reached (problem) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'draining';
            };
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in; sets the session cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                /** Format: email */
                email: string;
                name: string;
                isSuperuser: boolean;
              };
              projects: {
                id: string;
                name: string;
                description: string;
                logo: string | null;
                role: {
                  id: string;
                  name: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                  color: string;
                } | null;
                isWorker: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Too many attempts: wait for Retry-After seconds */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log out; deletes the session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Logged out */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The logged-in user and their projects */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                /** Format: email */
                email: string;
                name: string;
                isSuperuser: boolean;
              };
              projects: {
                id: string;
                name: string;
                description: string;
                logo: string | null;
                role: {
                  id: string;
                  name: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                  color: string;
                } | null;
                isWorker: boolean;
              }[];
            };
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password-reset link (same answer whether or not the e-mail exists) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Accepted: a mail goes out if the address is known */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token; ends the other sessions */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            password: string;
            passwordRepeat: string;
          };
        };
      };
      responses: {
        /** @description Password set */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's projects */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              logo: string | null;
              role: {
                id: string;
                name: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                color: string;
              } | null;
              isWorker: boolean;
            }[];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a project with its default roles (superusers) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default  */
            description?: string;
            /** @default null */
            logo?: string | null;
            /** @default [] */
            modules?: (
              | '/properties'
              | '/tasks'
              | '/tickets'
              | '/tours'
              | '/time-tracking'
              | '/time-settings'
              | '/staff'
              | '/user-management'
              | '/website'
              | '/articles'
              | '/events'
              | '/news'
              | '/categories'
              | '/persons'
              | '/images'
              | '/groups'
              | '/training-group'
              | '/downloads'
              | '/forms'
              | '/users'
              | '/locations'
              | '/calendar'
            )[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              logo: string | null;
              role: {
                id: string;
                name: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                color: string;
              } | null;
              isWorker: boolean;
              modules: {
                id: string;
                name: string;
                path: string;
                icon: string;
                position: number;
                subMenu: {
                  label: string;
                  path: string;
                }[];
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A project with the modules the caller may open */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              logo: string | null;
              role: {
                id: string;
                name: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                color: string;
              } | null;
              isWorker: boolean;
              modules: {
                id: string;
                name: string;
                path: string;
                icon: string;
                position: number;
                subMenu: {
                  label: string;
                  path: string;
                }[];
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change name, description or logo (administrators of the project, superusers) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string;
            logo?: string | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              logo: string | null;
              role: {
                id: string;
                name: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                color: string;
              } | null;
              isWorker: boolean;
              modules: {
                id: string;
                name: string;
                path: string;
                icon: string;
                position: number;
                subMenu: {
                  label: string;
                  path: string;
                }[];
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members of the project (staff picker) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              role: {
                id: string;
                name: string;
                color: string;
              };
              portrait: string | null;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/members/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set the caller's staff portrait in this project */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            portrait: string | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              role: {
                id: string;
                name: string;
                color: string;
              };
              portrait: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Properties of the project, paginated */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'name' | '-name' | 'createdAt' | '-createdAt';
          search?: string;
          archived?: 'true' | 'false';
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                createdAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                assignedStaff: {
                  id: string;
                  name: string;
                }[];
                archived: boolean;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a property */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              archived: boolean;
              version: number;
              settings: {
                address: string;
                keyNumber: number | null;
                info: string;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/properties/{propertyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One property */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              archived: boolean;
              version: number;
              settings: {
                address: string;
                keyNumber: number | null;
                info: string;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change name, settings, assigned staff or archived (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            settings?: {
              address?: string;
              keyNumber?: number | null;
              info?: string;
            };
            assignedStaff?: string[];
            archived?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              archived: boolean;
              version: number;
              settings: {
                address: string;
                keyNumber: number | null;
                info: string;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/properties/{propertyId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documents of a property, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                file: {
                  name: string;
                  url: string;
                };
                contentType: string;
                size: number;
                /** @enum {string} */
                type: 'object' | 'task' | 'ticket' | 'download';
                propertyId: string | null;
                taskId: string | null;
                ticketId: string | null;
                downloadId: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a document to a property
     * @description The file must be a PDF, DOC or DOCX (decided by its content), at most 20 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Name of the document (sent before the file) */
            name: string;
            /**
             * Format: binary
             * @description The document: PDF, DOC or DOCX
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              file: {
                name: string;
                url: string;
              };
              contentType: string;
              size: number;
              /** @enum {string} */
              type: 'object' | 'task' | 'ticket' | 'download';
              propertyId: string | null;
              taskId: string | null;
              ticketId: string | null;
              downloadId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/{taskId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documents of a task, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                file: {
                  name: string;
                  url: string;
                };
                contentType: string;
                size: number;
                /** @enum {string} */
                type: 'object' | 'task' | 'ticket' | 'download';
                propertyId: string | null;
                taskId: string | null;
                ticketId: string | null;
                downloadId: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a document to a task
     * @description The file must be a PDF, DOC or DOCX (decided by its content), at most 20 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Name of the document (sent before the file) */
            name: string;
            /**
             * Format: binary
             * @description The document: PDF, DOC or DOCX
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              file: {
                name: string;
                url: string;
              };
              contentType: string;
              size: number;
              /** @enum {string} */
              type: 'object' | 'task' | 'ticket' | 'download';
              propertyId: string | null;
              taskId: string | null;
              ticketId: string | null;
              downloadId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/{ticketId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documents of a ticket, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                file: {
                  name: string;
                  url: string;
                };
                contentType: string;
                size: number;
                /** @enum {string} */
                type: 'object' | 'task' | 'ticket' | 'download';
                propertyId: string | null;
                taskId: string | null;
                ticketId: string | null;
                downloadId: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a document to a ticket
     * @description The file must be a PDF, DOC or DOCX (decided by its content), at most 20 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Name of the document (sent before the file) */
            name: string;
            /**
             * Format: binary
             * @description The document: PDF, DOC or DOCX
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              file: {
                name: string;
                url: string;
              };
              contentType: string;
              size: number;
              /** @enum {string} */
              type: 'object' | 'task' | 'ticket' | 'download';
              propertyId: string | null;
              taskId: string | null;
              ticketId: string | null;
              downloadId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/downloads/{itemId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documents of a download, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                file: {
                  name: string;
                  url: string;
                };
                contentType: string;
                size: number;
                /** @enum {string} */
                type: 'object' | 'task' | 'ticket' | 'download';
                propertyId: string | null;
                taskId: string | null;
                ticketId: string | null;
                downloadId: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /**
     * Add a document to a download
     * @description The file must be a PDF, DOC or DOCX (decided by its content), at most 20 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Name of the document (sent before the file) */
            name: string;
            /**
             * Format: binary
             * @description The document: PDF, DOC or DOCX
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              file: {
                name: string;
                url: string;
              };
              contentType: string;
              size: number;
              /** @enum {string} */
              type: 'object' | 'task' | 'ticket' | 'download';
              propertyId: string | null;
              taskId: string | null;
              ticketId: string | null;
              downloadId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/downloads/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document for a download not saved yet
     * @description Attached when the owner is saved with this document as its file. PDF, DOC or DOCX, at most 20 MB.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Name of the document (sent before the file) */
            name: string;
            /**
             * Format: binary
             * @description The document: PDF, DOC or DOCX
             */
            file: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              file: {
                name: string;
                url: string;
              };
              contentType: string;
              size: number;
              /** @enum {string} */
              type: 'object' | 'task' | 'ticket' | 'download';
              propertyId: string | null;
              taskId: string | null;
              ticketId: string | null;
              downloadId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/documents/{documentId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored file of a document (PDF inline, Word as attachment; ETag, 304) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          documentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
            'application/msword': string;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/documents/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a document and its file */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          documentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/documents/{documentId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The file of a published download (PDF inline, Word as attachment; ETag, 304) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          documentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
            'application/msword': string;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Images of the project, newest first, paginated */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          search?: string;
          module?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                description: string;
                file: {
                  name: string;
                  url: string;
                };
                width: number | null;
                height: number | null;
                categories: string[];
                module: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
                connectedElements: {
                  type: string;
                  id: string;
                  label: string;
                }[];
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Upload 1 to 20 images */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description Name for every uploaded image (blank: the file names) */
            name?: string;
            /** @description Id of a module of this project the images are uploaded from */
            moduleId?: string;
            files: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                description: string;
                file: {
                  name: string;
                  url: string;
                };
                width: number | null;
                height: number | null;
                categories: string[];
                module: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
                connectedElements: {
                  type: string;
                  id: string;
                  label: string;
                }[];
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/images/by-ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Images by id (the picker's selection); ids of other projects are left out */
    get: {
      parameters: {
        query: {
          ids: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                description: string;
                file: {
                  name: string;
                  url: string;
                };
                width: number | null;
                height: number | null;
                categories: string[];
                module: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
                connectedElements: {
                  type: string;
                  id: string;
                  label: string;
                }[];
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/images/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One image */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          imageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              file: {
                name: string;
                url: string;
              };
              width: number | null;
              height: number | null;
              categories: string[];
              module: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              connectedElements: {
                type: string;
                id: string;
                label: string;
              }[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete an image, its file and thumbnails; image fields using it (logos, portraits) are cleared */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          imageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change name, description or categories of an image */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          imageId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            description?: string;
            categories?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              file: {
                name: string;
                url: string;
              };
              width: number | null;
              height: number | null;
              categories: string[];
              module: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              connectedElements: {
                type: string;
                id: string;
                label: string;
              }[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/images/{imageId}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The image scaled to a width and/or height (WebP, rendered once, then cached) */
    get: {
      parameters: {
        query?: {
          w?: number;
          h?: number;
          crop?: '0' | '1' | 'true' | 'false';
          v?: string;
        };
        header?: never;
        path: {
          projectId: string;
          imageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/webp': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/images/{imageId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored image file */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          imageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/jpeg': string;
            'image/png': string;
            'image/gif': string;
            'image/webp': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Background jobs, newest change first, at most 200 (superusers); default: failed and pending */
    get: {
      parameters: {
        query?: {
          state?:
            | ('pending' | 'running' | 'done' | 'failed')
            | ('pending' | 'running' | 'done' | 'failed')[];
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              kind: string;
              label: string;
              /** @enum {string} */
              state: 'pending' | 'running' | 'done' | 'failed';
              attempts: number;
              maxAttempts: number;
              runAt: string;
              lastError: string | null;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/{jobId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run a failed job again with all its attempts (superusers) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              kind: string;
              label: string;
              /** @enum {string} */
              state: 'pending' | 'running' | 'done' | 'failed';
              attempts: number;
              maxAttempts: number;
              runAt: string;
              lastError: string | null;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A task list page (by state; active by tab) with the counts of pages and tabs */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          status?: 'active' | 'executed' | 'completed' | 'archived';
          tab?: 'thisWeek' | 'overdue' | 'fromNextWeek' | 'noDate';
          task?: string;
          propertyId?: string;
          staffId?: string;
          search?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                /** @enum {string} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
                schedule:
                  | (
                      | {
                          /** @enum {string} */
                          type: 'single';
                          /** @enum {string} */
                          category: 'fixed' | 'opportunity';
                          time?: string | null;
                          dates: string[];
                        }
                      | {
                          /** @enum {string} */
                          type: 'multi';
                          /** @enum {string} */
                          category: 'fixed' | 'opportunity';
                          time?: string | null;
                          dates: string[];
                        }
                      | {
                          /** @enum {string} */
                          type: 'interval';
                          /** @enum {string} */
                          category: 'fixed' | 'opportunity';
                          time?: string | null;
                          interval: {
                            number: number;
                            /** @enum {string} */
                            unit: 'days' | 'weeks' | 'months';
                            startDate: string;
                            endDate: string | null;
                          };
                        }
                    )
                  | null;
                dueDate: string | null;
                property: {
                  id: string;
                  name: string;
                };
                ticketId: string | null;
                assignedStaff: {
                  id: string;
                  name: string;
                }[];
                executedAt: string | null;
                completedAt: string | null;
                createdAt: string;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
              counts: {
                pages: {
                  active: number;
                  executed: number;
                  completed: number;
                  archived: number;
                };
                tabs: {
                  thisWeek: number;
                  overdue: number;
                  fromNextWeek: number;
                  noDate: number;
                };
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a task ('Aufgabe erstellen'); with staff it starts assigned */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description?: string;
            propertyId: string;
            schedule?:
              | (
                  | {
                      /** @enum {string} */
                      type: 'single';
                      /** @enum {string} */
                      category: 'fixed' | 'opportunity';
                      time?: string | null;
                      dates: string[];
                    }
                  | {
                      /** @enum {string} */
                      type: 'multi';
                      /** @enum {string} */
                      category: 'fixed' | 'opportunity';
                      time?: string | null;
                      dates: string[];
                    }
                  | {
                      /** @enum {string} */
                      type: 'interval';
                      /** @enum {string} */
                      category: 'fixed' | 'opportunity';
                      time?: string | null;
                      interval: {
                        number: number;
                        /** @enum {string} */
                        unit: 'days' | 'weeks' | 'months';
                        startDate: string;
                        endDate: string | null;
                      };
                    }
                )
              | null;
            assignedStaff?: string[];
            images?: string[];
            ticketId?: string | null;
            notifyUrgently?: boolean;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
              schedule:
                | (
                    | {
                        /** @enum {string} */
                        type: 'single';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'multi';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'interval';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        interval: {
                          number: number;
                          /** @enum {string} */
                          unit: 'days' | 'weeks' | 'months';
                          startDate: string;
                          endDate: string | null;
                        };
                      }
                  )
                | null;
              dueDate: string | null;
              property: {
                id: string;
                name: string;
              };
              ticketId: string | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              executedAt: string | null;
              completedAt: string | null;
              createdAt: string;
              version: number;
              description: string;
              images: string[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              history: {
                /** @enum {string} */
                kind: 'state' | 'staff';
                /** @enum {string|null} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived' | null;
                staff:
                  | {
                      id: string;
                      name: string;
                    }[]
                  | null;
                by: {
                  id: string;
                  name: string;
                } | null;
                at: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/ticket-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The task form's ticket picker: non-closed tickets without a task */
    get: {
      parameters: {
        query?: {
          search?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                propertyId: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/{taskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One task with its history */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
              schedule:
                | (
                    | {
                        /** @enum {string} */
                        type: 'single';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'multi';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'interval';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        interval: {
                          number: number;
                          /** @enum {string} */
                          unit: 'days' | 'weeks' | 'months';
                          startDate: string;
                          endDate: string | null;
                        };
                      }
                  )
                | null;
              dueDate: string | null;
              property: {
                id: string;
                name: string;
              };
              ticketId: string | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              executedAt: string | null;
              completedAt: string | null;
              createdAt: string;
              version: number;
              description: string;
              images: string[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              history: {
                /** @enum {string} */
                kind: 'state' | 'staff';
                /** @enum {string|null} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived' | null;
                staff:
                  | {
                      id: string;
                      name: string;
                    }[]
                  | null;
                by: {
                  id: string;
                  name: string;
                } | null;
                at: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a task (irreversible) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a task (optimistic locking; the state decides which fields may change) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            description?: string;
            propertyId?: string;
            schedule?:
              | (
                  | {
                      /** @enum {string} */
                      type: 'single';
                      /** @enum {string} */
                      category: 'fixed' | 'opportunity';
                      time?: string | null;
                      dates: string[];
                    }
                  | {
                      /** @enum {string} */
                      type: 'multi';
                      /** @enum {string} */
                      category: 'fixed' | 'opportunity';
                      time?: string | null;
                      dates: string[];
                    }
                  | {
                      /** @enum {string} */
                      type: 'interval';
                      /** @enum {string} */
                      category: 'fixed' | 'opportunity';
                      time?: string | null;
                      interval: {
                        number: number;
                        /** @enum {string} */
                        unit: 'days' | 'weeks' | 'months';
                        startDate: string;
                        endDate: string | null;
                      };
                    }
                )
              | null;
            assignedStaff?: string[];
            images?: string[];
            notifyUrgently?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
              schedule:
                | (
                    | {
                        /** @enum {string} */
                        type: 'single';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'multi';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'interval';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        interval: {
                          number: number;
                          /** @enum {string} */
                          unit: 'days' | 'weeks' | 'months';
                          startDate: string;
                          endDate: string | null;
                        };
                      }
                  )
                | null;
              dueDate: string | null;
              property: {
                id: string;
                name: string;
              };
              ticketId: string | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              executedAt: string | null;
              completedAt: string | null;
              createdAt: string;
              version: number;
              description: string;
              images: string[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              history: {
                /** @enum {string} */
                kind: 'state' | 'staff';
                /** @enum {string|null} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived' | null;
                staff:
                  | {
                      id: string;
                      name: string;
                    }[]
                  | null;
                by: {
                  id: string;
                  name: string;
                } | null;
                at: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/{taskId}/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the task's staff ('change-task-staff'): created ⇄ assigned */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            staff: string[];
            notifyUrgently?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
              schedule:
                | (
                    | {
                        /** @enum {string} */
                        type: 'single';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'multi';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'interval';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        interval: {
                          number: number;
                          /** @enum {string} */
                          unit: 'days' | 'weeks' | 'months';
                          startDate: string;
                          endDate: string | null;
                        };
                      }
                  )
                | null;
              dueDate: string | null;
              property: {
                id: string;
                name: string;
              };
              ticketId: string | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              executedAt: string | null;
              completedAt: string | null;
              createdAt: string;
              version: number;
              description: string;
              images: string[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              history: {
                /** @enum {string} */
                kind: 'state' | 'staff';
                /** @enum {string|null} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived' | null;
                staff:
                  | {
                      id: string;
                      name: string;
                    }[]
                  | null;
                by: {
                  id: string;
                  name: string;
                } | null;
                at: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/{taskId}/execute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Als ausgeführt melden' (worker app): the caller's assigned task executed, with comment and photos */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            comment?: string;
            images?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
              schedule:
                | (
                    | {
                        /** @enum {string} */
                        type: 'single';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'multi';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        dates: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'interval';
                        /** @enum {string} */
                        category: 'fixed' | 'opportunity';
                        time?: string | null;
                        interval: {
                          number: number;
                          /** @enum {string} */
                          unit: 'days' | 'weeks' | 'months';
                          startDate: string;
                          endDate: string | null;
                        };
                      }
                  )
                | null;
              dueDate: string | null;
              property: {
                id: string;
                name: string;
              };
              ticketId: string | null;
              assignedStaff: {
                id: string;
                name: string;
              }[];
              executedAt: string | null;
              completedAt: string | null;
              createdAt: string;
              version: number;
              description: string;
              images: string[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              history: {
                /** @enum {string} */
                kind: 'state' | 'staff';
                /** @enum {string|null} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived' | null;
                staff:
                  | {
                      id: string;
                      name: string;
                    }[]
                  | null;
                by: {
                  id: string;
                  name: string;
                } | null;
                at: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Aufgaben schließen': executed → completed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Aufgaben archivieren': completed → archived */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/{taskId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The task's comments, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                text: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Comment on a task (allowed in every state) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          taskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              text: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A ticket list page with the count of every page */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          status?: 'open' | 'in_progress' | 'closed' | 'archived';
          ticket?: string;
          propertyId?: string;
          from?: string;
          to?: string;
          search?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                /** @enum {string} */
                state: 'open' | 'in_progress' | 'closed';
                archived: boolean;
                property: {
                  id: string;
                  name: string;
                };
                taskId: string | null;
                createdAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
              counts: {
                open: number;
                in_progress: number;
                closed: number;
                archived: number;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** 'Neues Ticket erstellen' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description?: string;
            propertyId: string;
            images?: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'open' | 'in_progress' | 'closed';
              archived: boolean;
              property: {
                id: string;
                name: string;
              };
              taskId: string | null;
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              description: string;
              images: string[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/{ticketId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ticket */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'open' | 'in_progress' | 'closed';
              archived: boolean;
              property: {
                id: string;
                name: string;
              };
              taskId: string | null;
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              description: string;
              images: string[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a ticket or its state (optimistic locking; archived is read-only) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            description?: string;
            propertyId?: string;
            images?: string[];
            /** @enum {string} */
            state?: 'open' | 'in_progress' | 'closed';
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              state: 'open' | 'in_progress' | 'closed';
              archived: boolean;
              property: {
                id: string;
                name: string;
              };
              taskId: string | null;
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              version: number;
              description: string;
              images: string[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/{ticketId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ticket's comments, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                text: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Comment on a ticket (allowed in every state) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          ticketId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              text: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'In Bearbeitung': open → in_progress */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Tickets schließen': in_progress → closed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive closed tickets */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tickets/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete closed tickets (irreversible; a linked task stays) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service catalogue ('Leistungseinstellungen'), by title */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                description: string;
                images: string[];
                active: boolean;
                defaultDuration: number | null;
                workers: {
                  id: string;
                  name: string;
                }[];
                substitutes: {
                  id: string;
                  name: string;
                }[];
                /** @enum {string} */
                costType:
                  | 'caretaking'
                  | 'gardening'
                  | 'winterService'
                  | 'buildingCleaning'
                  | 'stairwellCleaning'
                  | 'otherAllocable'
                  | 'notAllocable';
                createdAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a service ('Service erstellen') */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description?: string;
            images?: string[];
            active?: boolean;
            defaultDuration?: number | null;
            workerIds?: string[];
            substituteIds?: string[];
            /** @enum {string} */
            costType?:
              | 'caretaking'
              | 'gardening'
              | 'winterService'
              | 'buildingCleaning'
              | 'stairwellCleaning'
              | 'otherAllocable'
              | 'notAllocable';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              description: string;
              images: string[];
              active: boolean;
              defaultDuration: number | null;
              workers: {
                id: string;
                name: string;
              }[];
              substitutes: {
                id: string;
                name: string;
              }[];
              /** @enum {string} */
              costType:
                | 'caretaking'
                | 'gardening'
                | 'winterService'
                | 'buildingCleaning'
                | 'stairwellCleaning'
                | 'otherAllocable'
                | 'notAllocable';
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/services/worker-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workers and substitutes pickers: the project's members flagged as worker */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/services/{serviceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One service */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          serviceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              description: string;
              images: string[];
              active: boolean;
              defaultDuration: number | null;
              workers: {
                id: string;
                name: string;
              }[];
              substitutes: {
                id: string;
                name: string;
              }[];
              /** @enum {string} */
              costType:
                | 'caretaking'
                | 'gardening'
                | 'winterService'
                | 'buildingCleaning'
                | 'stairwellCleaning'
                | 'otherAllocable'
                | 'notAllocable';
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a service; `active: false` retires it (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          serviceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            description?: string;
            images?: string[];
            active?: boolean;
            defaultDuration?: number | null;
            workerIds?: string[];
            substituteIds?: string[];
            /** @enum {string} */
            costType?:
              | 'caretaking'
              | 'gardening'
              | 'winterService'
              | 'buildingCleaning'
              | 'stairwellCleaning'
              | 'otherAllocable'
              | 'notAllocable';
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              description: string;
              images: string[];
              active: boolean;
              defaultDuration: number | null;
              workers: {
                id: string;
                name: string;
              }[];
              substitutes: {
                id: string;
                name: string;
              }[];
              /** @enum {string} */
              costType:
                | 'caretaking'
                | 'gardening'
                | 'winterService'
                | 'buildingCleaning'
                | 'stairwellCleaning'
                | 'otherAllocable'
                | 'notAllocable';
              createdAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/properties/{propertyId}/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A property's services ('Leistungsverzeichnis') */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                propertyId: string;
                service: {
                  id: string;
                  title: string;
                  active: boolean;
                };
                active: boolean;
                schedule:
                  | {
                      /** @enum {string} */
                      type: 'interval';
                      every: number;
                      /** @enum {string} */
                      unit: 'weeks' | 'months';
                      startWeek: string | null;
                      endWeek: string | null;
                      days: (
                        | 'any'
                        | 'monday'
                        | 'tuesday'
                        | 'wednesday'
                        | 'thursday'
                        | 'friday'
                        | 'saturday'
                        | 'sunday'
                      )[];
                    }
                  | {
                      /** @enum {string} */
                      type: 'dates';
                      monthDays: number[];
                    };
                /** @enum {string} */
                holidayRule: 'skip' | 'nextWorkingDay';
                workers: {
                  id: string;
                  name: string;
                }[];
                substitutes: {
                  id: string;
                  name: string;
                }[];
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Add a service to a property ('Leistung hinzufügen'); staff default to the service's */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            serviceId: string;
            active?: boolean;
            schedule:
              | {
                  /** @enum {string} */
                  type: 'interval';
                  every: number;
                  /** @enum {string} */
                  unit: 'weeks' | 'months';
                  startWeek: string | null;
                  endWeek: string | null;
                  days: (
                    | 'any'
                    | 'monday'
                    | 'tuesday'
                    | 'wednesday'
                    | 'thursday'
                    | 'friday'
                    | 'saturday'
                    | 'sunday'
                  )[];
                }
              | {
                  /** @enum {string} */
                  type: 'dates';
                  monthDays: number[];
                };
            /** @enum {string} */
            holidayRule?: 'skip' | 'nextWorkingDay';
            workerIds?: string[];
            substituteIds?: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              propertyId: string;
              service: {
                id: string;
                title: string;
                active: boolean;
              };
              active: boolean;
              schedule:
                | {
                    /** @enum {string} */
                    type: 'interval';
                    every: number;
                    /** @enum {string} */
                    unit: 'weeks' | 'months';
                    startWeek: string | null;
                    endWeek: string | null;
                    days: (
                      | 'any'
                      | 'monday'
                      | 'tuesday'
                      | 'wednesday'
                      | 'thursday'
                      | 'friday'
                      | 'saturday'
                      | 'sunday'
                    )[];
                  }
                | {
                    /** @enum {string} */
                    type: 'dates';
                    monthDays: number[];
                  };
              /** @enum {string} */
              holidayRule: 'skip' | 'nextWorkingDay';
              workers: {
                id: string;
                name: string;
              }[];
              substitutes: {
                id: string;
                name: string;
              }[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/properties/{propertyId}/services/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a service from a property's Leistungsverzeichnis */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a property's service entry (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            active?: boolean;
            schedule?:
              | {
                  /** @enum {string} */
                  type: 'interval';
                  every: number;
                  /** @enum {string} */
                  unit: 'weeks' | 'months';
                  startWeek: string | null;
                  endWeek: string | null;
                  days: (
                    | 'any'
                    | 'monday'
                    | 'tuesday'
                    | 'wednesday'
                    | 'thursday'
                    | 'friday'
                    | 'saturday'
                    | 'sunday'
                  )[];
                }
              | {
                  /** @enum {string} */
                  type: 'dates';
                  monthDays: number[];
                };
            /** @enum {string} */
            holidayRule?: 'skip' | 'nextWorkingDay';
            workerIds?: string[];
            substituteIds?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              propertyId: string;
              service: {
                id: string;
                title: string;
                active: boolean;
              };
              active: boolean;
              schedule:
                | {
                    /** @enum {string} */
                    type: 'interval';
                    every: number;
                    /** @enum {string} */
                    unit: 'weeks' | 'months';
                    startWeek: string | null;
                    endWeek: string | null;
                    days: (
                      | 'any'
                      | 'monday'
                      | 'tuesday'
                      | 'wednesday'
                      | 'thursday'
                      | 'friday'
                      | 'saturday'
                      | 'sunday'
                    )[];
                  }
                | {
                    /** @enum {string} */
                    type: 'dates';
                    monthDays: number[];
                  };
              /** @enum {string} */
              holidayRule: 'skip' | 'nextWorkingDay';
              workers: {
                id: string;
                name: string;
              }[];
              substitutes: {
                id: string;
                name: string;
              }[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/service-matrix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The services matrix: non-archived properties × active services; with `week` the visits per cell */
    get: {
      parameters: {
        query?: {
          search?: string;
          week?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              services: {
                id: string;
                title: string;
              }[];
              properties: {
                id: string;
                name: string;
                entries: {
                  id: string;
                  serviceId: string;
                  active: boolean;
                  visits?: {
                    planned: number;
                    done: number;
                    missed: number;
                  };
                }[];
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/user-management/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members with roles */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                /** Format: email */
                email: string;
                isWorker: boolean;
                isSuperuser: boolean;
                role: {
                  id: string;
                  name: string;
                  color: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                };
                portrait: string | null;
                color: string;
                accountEditable: boolean;
              }[];
              roles: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                isDefault: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a staff member */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName: string;
            familyName: string;
            /** Format: email */
            email: string;
            roleId: string;
            /** @default true */
            withPassword?: boolean;
            password?: string;
            passwordRepeat?: string;
            /** @default null */
            portrait?: string | null;
            color?: string;
            /** @default false */
            isWorker?: boolean;
            /** @default false */
            isSuperuser?: boolean;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              isSuperuser: boolean;
              role: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
              };
              portrait: string | null;
              color: string;
              accountEditable: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/user-management/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit user data, role, portrait, colour or Arbeiter */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** Format: email */
            email?: string;
            roleId?: string;
            portrait?: string | null;
            color?: string;
            isWorker?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              isSuperuser: boolean;
              role: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
              };
              portrait: string | null;
              color: string;
              accountEditable: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/user-management/members/{userId}/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a member's password */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            passwordRepeat: string;
          };
        };
      };
      responses: {
        /** @description Password set */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/staff/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff with roles */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                /** Format: email */
                email: string;
                isWorker: boolean;
                isSuperuser: boolean;
                role: {
                  id: string;
                  name: string;
                  color: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                };
                portrait: string | null;
                color: string;
                accountEditable: boolean;
              }[];
              roles: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                isDefault: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/staff/members/{userId}/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Notification toggles */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tasks: boolean;
              tickets: boolean;
              absences: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    /** Set notification toggles */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tasks: boolean;
            tickets: boolean;
            absences: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              tasks: boolean;
              tickets: boolean;
              absences: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/users/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active users (no superusers) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                /** Format: email */
                email: string;
                isWorker: boolean;
                isSuperuser: boolean;
                role: {
                  id: string;
                  name: string;
                  color: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                };
                portrait: string | null;
                color: string;
                accountEditable: boolean;
              }[];
              roles: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                isDefault: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/users/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the user (or only their membership when they belong to other projects) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accountDeleted: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Rename, change e-mail or role */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** Format: email */
            email?: string;
            roleId?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              isSuperuser: boolean;
              role: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
              };
              portrait: string | null;
              color: string;
              accountEditable: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/admin/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members (administration) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              members: {
                id: string;
                name: string;
                /** Format: email */
                email: string;
                isWorker: boolean;
                isSuperuser: boolean;
                role: {
                  id: string;
                  name: string;
                  color: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                };
                portrait: string | null;
                color: string;
                accountEditable: boolean;
              }[];
              roles: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
                isDefault: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** 'Neuer Benutzer': create a member */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName: string;
            familyName: string;
            /** Format: email */
            email: string;
            roleId: string;
            /** @default true */
            withPassword?: boolean;
            password?: string;
            passwordRepeat?: string;
            /** @default null */
            portrait?: string | null;
            color?: string;
            /** @default false */
            isWorker?: boolean;
            /** @default false */
            isSuperuser?: boolean;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              isSuperuser: boolean;
              role: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
              };
              portrait: string | null;
              color: string;
              accountEditable: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/admin/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove the member from the project (the account stays) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Member removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a member's role */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roleId?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              isWorker: boolean;
              isSuperuser: boolean;
              role: {
                id: string;
                name: string;
                color: string;
                /** @enum {string} */
                type: 'worker' | 'office' | 'admin';
              };
              portrait: string | null;
              color: string;
              accountEditable: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles of the project */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** @enum {string} */
              type: 'worker' | 'office' | 'admin';
              color: string;
              isDefault: boolean;
              moduleIds: string[];
              memberCount: number;
              version: number;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a role (administrators of the project, superusers) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /**
             * @default office
             * @enum {string}
             */
            type?: 'worker' | 'office' | 'admin';
            /**
             * @default blue
             * @enum {string}
             */
            color?:
              | 'blue'
              | 'gray'
              | 'red'
              | 'pink'
              | 'grape'
              | 'violet'
              | 'indigo'
              | 'cyan'
              | 'teal'
              | 'green'
              | 'lime'
              | 'yellow'
              | 'orange';
            /** @default false */
            isDefault?: boolean;
            /** @default [] */
            moduleIds?: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** @enum {string} */
              type: 'worker' | 'office' | 'admin';
              color: string;
              isDefault: boolean;
              moduleIds: string[];
              memberCount: number;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/roles/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a role that is neither the default nor in use */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          roleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change a role; isDefault true makes it the only default */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          roleId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            /** @enum {string} */
            type?: 'worker' | 'office' | 'admin';
            /** @enum {string} */
            color?:
              | 'blue'
              | 'gray'
              | 'red'
              | 'pink'
              | 'grape'
              | 'violet'
              | 'indigo'
              | 'cyan'
              | 'teal'
              | 'green'
              | 'lime'
              | 'yellow'
              | 'orange';
            isDefault?: boolean;
            moduleIds?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** @enum {string} */
              type: 'worker' | 'office' | 'admin';
              color: string;
              isDefault: boolean;
              moduleIds: string[];
              memberCount: number;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open invitations, last sent first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              roleId: string;
              /** Format: date-time */
              sentAt: string;
              /** Format: date-time */
              expiresAt: string;
              expired: boolean;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Invite someone by e-mail with a role; the mail is queued with it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** Format: email */
            email: string;
            roleId: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              roleId: string;
              /** Format: date-time */
              sentAt: string;
              /** Format: date-time */
              expiresAt: string;
              expired: boolean;
              mailConfigured: boolean;
              link: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/invitations/{invitationId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the invitation again with a new link; the old link stops working (5 per address and hour) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          invitationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              /** Format: email */
              email: string;
              roleId: string;
              /** Format: date-time */
              sentAt: string;
              /** Format: date-time */
              expiresAt: string;
              expired: boolean;
              mailConfigured: boolean;
              link: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Too many attempts: wait for Retry-After seconds */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Withdraw an invitation; its link then says so */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          invitationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a link stands for: open (with project and e-mail) or why not */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'open' | 'accepted' | 'deleted' | 'expired' | 'invalid';
              invitation: {
                projectName: string;
                name: string;
                /** Format: email */
                email: string;
                hasAccount: boolean;
              } | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Too many attempts: wait for Retry-After seconds */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept with a new account: sets the password, joins, logs in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            passwordRepeat: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                /** Format: email */
                email: string;
                name: string;
                isSuperuser: boolean;
              };
              projects: {
                id: string;
                name: string;
                description: string;
                logo: string | null;
                role: {
                  id: string;
                  name: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                  color: string;
                } | null;
                isWorker: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Too many attempts: wait for Retry-After seconds */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept as the signed-in owner of the invited e-mail address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                /** Format: email */
                email: string;
                name: string;
                isSuperuser: boolean;
              };
              projects: {
                id: string;
                name: string;
                description: string;
                logo: string | null;
                role: {
                  id: string;
                  name: string;
                  /** @enum {string} */
                  type: 'worker' | 'office' | 'admin';
                  color: string;
                } | null;
                isWorker: boolean;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Too many attempts: wait for Retry-After seconds */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/deploy-hook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The deploy hook URL (administrators) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    /** Set or clear the deploy hook URL (administrators) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/deploy-hook/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest calls of the deploy hook: time, status, duration */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              startedAt: string;
              status: number | null;
              durationMs: number;
              error: string | null;
              attempt: number;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/deploy-hook/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Jetzt veröffentlichen': call the deploy hook now */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Call queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Too many attempts: wait for Retry-After seconds */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Beiträge: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                image: string | null;
                text: string;
                date: string | null;
                gallery: string[];
                categories: string[];
                author: string | null;
                /** @enum {string} */
                state: 'draft' | 'published';
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/articles/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Beiträge: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              gallery: string[];
              categories: string[];
              author: string | null;
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kalender: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                label: string;
                date: string | null;
                image: string | null;
                description: string;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/calendar/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kalender: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              date: string | null;
              image: string | null;
              description: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kategorien: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                description: string;
                image: string | null;
                color: string;
                group: string;
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/categories/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kategorien: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              image: string | null;
              color: string;
              group: string;
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/downloads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Downloads: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                info: string;
                file: {
                  name: string;
                  url: string;
                } | null;
                image: string | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/downloads/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Downloads: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              info: string;
              file: {
                name: string;
                url: string;
              } | null;
              image: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                text: string;
                description: string;
                image: string | null;
                dates: {
                  id: string;
                  /** Format: date-time */
                  start: string;
                  /** Format: date-time */
                  end: string | null;
                  label: string;
                  fullDay: boolean;
                  place: {
                    /** @enum {string} */
                    type: 'address' | 'location' | 'map' | 'online';
                    address?: string;
                    location?: string;
                    map?: {
                      latitude: number;
                      longitude: number;
                    };
                    online?: string;
                  } | null;
                }[];
                location: string | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/events/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              text: string;
              description: string;
              image: string | null;
              dates: {
                id: string;
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string | null;
                label: string;
                fullDay: boolean;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              location: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                label: string;
                image: string | null;
                times: {
                  id: string;
                  weekday: number;
                  start: string;
                  end: string;
                  place: {
                    /** @enum {string} */
                    type: 'address' | 'location' | 'map' | 'online';
                    address?: string;
                    location?: string;
                    map?: {
                      latitude: number;
                      longitude: number;
                    };
                    online?: string;
                  } | null;
                }[];
                persons: string[];
                team: {
                  id: string;
                  name: string;
                  description: string;
                  image: string | null;
                }[];
                gallery: string[];
                categories: string[];
                /** @enum {string} */
                state: 'draft' | 'published';
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/groups/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orte: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                label: string;
                image: string | null;
                address: string;
                description: string;
                coordinates: {
                  latitude: number;
                  longitude: number;
                } | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/locations/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orte: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              image: string | null;
              address: string;
              description: string;
              coordinates: {
                latitude: number;
                longitude: number;
              } | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** News: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                image: string | null;
                text: string;
                date: string | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/news/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** News: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/persons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personen: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                label: string;
                portrait: string | null;
                email: string;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/persons/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personen: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              portrait: string | null;
              email: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/training-group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: published items for the website */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                label: string;
                image: string | null;
                times: {
                  id: string;
                  weekday: number;
                  start: string;
                  end: string;
                  place: {
                    /** @enum {string} */
                    type: 'address' | 'location' | 'map' | 'online';
                    address?: string;
                    location?: string;
                    map?: {
                      latitude: number;
                      longitude: number;
                    };
                    online?: string;
                  } | null;
                }[];
                persons: string[];
                team: {
                  id: string;
                  name: string;
                  description: string;
                  image: string | null;
                }[];
                gallery: string[];
                categories: string[];
                /** @enum {string} */
                state: 'draft' | 'published';
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/training-group/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: one published item for the website */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Beiträge: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?:
            | '-date'
            | 'date'
            | 'title'
            | '-title'
            | 'createdAt'
            | '-createdAt'
            | 'updatedAt'
            | '-updatedAt';
          search?: string;
          state?: 'draft' | 'published';
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                image: string | null;
                text: string;
                date: string | null;
                gallery: string[];
                categories: string[];
                author: string | null;
                /** @enum {string} */
                state: 'draft' | 'published';
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Beiträge: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            image: string;
            text: string;
            /** Format: date-time */
            date: string;
            gallery?: string[];
            categories?: string[];
            author?: string | null;
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              gallery: string[];
              categories: string[];
              author: string | null;
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/articles/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Beiträge: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/articles/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Beiträge: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              gallery: string[];
              categories: string[];
              author: string | null;
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Beiträge: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Beiträge: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            image?: string;
            text?: string;
            /** Format: date-time */
            date?: string;
            gallery?: string[];
            categories?: string[];
            author?: string | null;
            /** @enum {string} */
            state?: 'draft' | 'published';
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              gallery: string[];
              categories: string[];
              author: string | null;
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kalender: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?:
            | '-date'
            | 'date'
            | 'title'
            | '-title'
            | 'createdAt'
            | '-createdAt'
            | 'updatedAt'
            | '-updatedAt';
          search?: string;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                label: string;
                date: string | null;
                image: string | null;
                description: string;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Kalender: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            label?: string;
            /** Format: date-time */
            date?: string | null;
            image?: string | null;
            description?: string;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              date: string | null;
              image: string | null;
              description: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calendar/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kalender: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calendar/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kalender: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              date: string | null;
              image: string | null;
              description: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Kalender: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Kalender: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            label?: string;
            /** Format: date-time */
            date?: string | null;
            image?: string | null;
            description?: string;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              date: string | null;
              image: string | null;
              description: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kategorien: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'name' | '-name' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt';
          search?: string;
          group?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                description: string;
                image: string | null;
                color: string;
                group: string;
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Kategorien: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string;
            image?: string | null;
            /** @enum {string} */
            color?:
              | 'blue'
              | 'blue-shade'
              | 'blue-tint'
              | 'green'
              | 'green-shade'
              | 'green-tint'
              | 'grey'
              | 'grey-shade'
              | 'grey-tint'
              | 'magenta'
              | 'magenta-shade'
              | 'magenta-tint'
              | 'red'
              | 'red-shade'
              | 'red-tint'
              | 'violet'
              | 'violet-shade'
              | 'violet-tint'
              | 'yellow'
              | 'yellow-shade'
              | 'yellow-tint';
            group?: string;
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              image: string | null;
              color: string;
              group: string;
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/categories/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Kategorien: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/categories/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kategorien: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              image: string | null;
              color: string;
              group: string;
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Kategorien: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Kategorien: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            description?: string;
            image?: string | null;
            /** @enum {string} */
            color?:
              | 'blue'
              | 'blue-shade'
              | 'blue-tint'
              | 'green'
              | 'green-shade'
              | 'green-tint'
              | 'grey'
              | 'grey-shade'
              | 'grey-tint'
              | 'magenta'
              | 'magenta-shade'
              | 'magenta-tint'
              | 'red'
              | 'red-shade'
              | 'red-tint'
              | 'violet'
              | 'violet-shade'
              | 'violet-tint'
              | 'yellow'
              | 'yellow-shade'
              | 'yellow-tint';
            group?: string;
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              image: string | null;
              color: string;
              group: string;
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/downloads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Downloads: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'title' | '-title' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt';
          search?: string;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                info: string;
                file: {
                  name: string;
                  url: string;
                } | null;
                image: string | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Downloads: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            info?: string;
            file: {
              name: string;
              url: string;
            };
            image?: string | null;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              info: string;
              file: {
                name: string;
                url: string;
              } | null;
              image: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/downloads/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Downloads: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/downloads/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Downloads: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              info: string;
              file: {
                name: string;
                url: string;
              } | null;
              image: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Downloads: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Downloads: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            info?: string;
            file?: {
              name: string;
              url: string;
            };
            image?: string | null;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              info: string;
              file: {
                name: string;
                url: string;
              } | null;
              image: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: '-createdAt' | 'title' | '-title' | 'createdAt' | 'updatedAt' | '-updatedAt';
          search?: string;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                text: string;
                description: string;
                image: string | null;
                dates: {
                  id: string;
                  /** Format: date-time */
                  start: string;
                  /** Format: date-time */
                  end: string | null;
                  label: string;
                  fullDay: boolean;
                  place: {
                    /** @enum {string} */
                    type: 'address' | 'location' | 'map' | 'online';
                    address?: string;
                    location?: string;
                    map?: {
                      latitude: number;
                      longitude: number;
                    };
                    online?: string;
                  } | null;
                }[];
                location: string | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Events: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            text: string;
            description?: string;
            image?: string | null;
            dates?: {
              id: string;
              /** Format: date-time */
              start: string;
              /** Format: date-time */
              end: string | null;
              label: string;
              fullDay: boolean;
              place: {
                /** @enum {string} */
                type: 'address' | 'location' | 'map' | 'online';
                address?: string;
                location?: string;
                map?: {
                  latitude: number;
                  longitude: number;
                };
                online?: string;
              } | null;
            }[];
            location?: string | null;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              text: string;
              description: string;
              image: string | null;
              dates: {
                id: string;
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string | null;
                label: string;
                fullDay: boolean;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              location: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/events/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Events: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/events/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Events: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              text: string;
              description: string;
              image: string | null;
              dates: {
                id: string;
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string | null;
                label: string;
                fullDay: boolean;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              location: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Events: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Events: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            text?: string;
            description?: string;
            image?: string | null;
            dates?: {
              id: string;
              /** Format: date-time */
              start: string;
              /** Format: date-time */
              end: string | null;
              label: string;
              fullDay: boolean;
              place: {
                /** @enum {string} */
                type: 'address' | 'location' | 'map' | 'online';
                address?: string;
                location?: string;
                map?: {
                  latitude: number;
                  longitude: number;
                };
                online?: string;
              } | null;
            }[];
            location?: string | null;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              text: string;
              description: string;
              image: string | null;
              dates: {
                id: string;
                /** Format: date-time */
                start: string;
                /** Format: date-time */
                end: string | null;
                label: string;
                fullDay: boolean;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              location: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'title' | '-title' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt';
          search?: string;
          state?: 'draft' | 'published';
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                label: string;
                image: string | null;
                times: {
                  id: string;
                  weekday: number;
                  start: string;
                  end: string;
                  place: {
                    /** @enum {string} */
                    type: 'address' | 'location' | 'map' | 'online';
                    address?: string;
                    location?: string;
                    map?: {
                      latitude: number;
                      longitude: number;
                    };
                    online?: string;
                  } | null;
                }[];
                persons: string[];
                team: {
                  id: string;
                  name: string;
                  description: string;
                  image: string | null;
                }[];
                gallery: string[];
                categories: string[];
                /** @enum {string} */
                state: 'draft' | 'published';
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Trainingsgruppe: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            label?: string;
            image?: string | null;
            times?: {
              id: string;
              weekday: number;
              start: string;
              end: string;
              place: {
                /** @enum {string} */
                type: 'address' | 'location' | 'map' | 'online';
                address?: string;
                location?: string;
                map?: {
                  latitude: number;
                  longitude: number;
                };
                online?: string;
              } | null;
            }[];
            persons?: string[];
            team?: {
              id: string;
              name: string;
              description: string;
              image: string | null;
            }[];
            gallery?: string[];
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/groups/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trainingsgruppe: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/groups/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Trainingsgruppe: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Trainingsgruppe: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            label?: string;
            image?: string | null;
            times?: {
              id: string;
              weekday: number;
              start: string;
              end: string;
              place: {
                /** @enum {string} */
                type: 'address' | 'location' | 'map' | 'online';
                address?: string;
                location?: string;
                map?: {
                  latitude: number;
                  longitude: number;
                };
                online?: string;
              } | null;
            }[];
            persons?: string[];
            team?: {
              id: string;
              name: string;
              description: string;
              image: string | null;
            }[];
            gallery?: string[];
            categories?: string[];
            /** @enum {string} */
            state?: 'draft' | 'published';
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orte: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'name' | '-name' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt';
          search?: string;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                label: string;
                image: string | null;
                address: string;
                description: string;
                coordinates: {
                  latitude: number;
                  longitude: number;
                } | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Orte: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            label?: string;
            image?: string | null;
            address?: string;
            description?: string;
            coordinates?: {
              latitude: number;
              longitude: number;
            } | null;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              image: string | null;
              address: string;
              description: string;
              coordinates: {
                latitude: number;
                longitude: number;
              } | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/locations/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Orte: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/locations/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orte: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              image: string | null;
              address: string;
              description: string;
              coordinates: {
                latitude: number;
                longitude: number;
              } | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Orte: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Orte: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            label?: string;
            image?: string | null;
            address?: string;
            description?: string;
            coordinates?: {
              latitude: number;
              longitude: number;
            } | null;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              image: string | null;
              address: string;
              description: string;
              coordinates: {
                latitude: number;
                longitude: number;
              } | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** News: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?:
            | '-date'
            | 'date'
            | 'title'
            | '-title'
            | 'createdAt'
            | '-createdAt'
            | 'updatedAt'
            | '-updatedAt';
          search?: string;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                image: string | null;
                text: string;
                date: string | null;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** News: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            image?: string | null;
            text: string;
            /** Format: date-time */
            date: string;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/news/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** News: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/news/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** News: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** News: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** News: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            image?: string | null;
            text?: string;
            /** Format: date-time */
            date?: string;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              image: string | null;
              text: string;
              date: string | null;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/persons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personen: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?:
            | 'name'
            | '-name'
            | 'email'
            | '-email'
            | 'createdAt'
            | '-createdAt'
            | 'updatedAt'
            | '-updatedAt';
          search?: string;
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                label: string;
                portrait: string | null;
                email: string;
                categories: string[];
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Personen: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            label?: string;
            portrait?: string | null;
            email?: string;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              portrait: string | null;
              email: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/persons/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Personen: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/persons/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Personen: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              portrait: string | null;
              email: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Personen: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Personen: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            label?: string;
            portrait?: string | null;
            email?: string;
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              label: string;
              portrait: string | null;
              email: string;
              categories: string[];
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/training-group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: one page, sorted, searched (German full text) and filtered */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'title' | '-title' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt';
          search?: string;
          state?: 'draft' | 'published';
          category?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                label: string;
                image: string | null;
                times: {
                  id: string;
                  weekday: number;
                  start: string;
                  end: string;
                  place: {
                    /** @enum {string} */
                    type: 'address' | 'location' | 'map' | 'online';
                    address?: string;
                    location?: string;
                    map?: {
                      latitude: number;
                      longitude: number;
                    };
                    online?: string;
                  } | null;
                }[];
                persons: string[];
                team: {
                  id: string;
                  name: string;
                  description: string;
                  image: string | null;
                }[];
                gallery: string[];
                categories: string[];
                /** @enum {string} */
                state: 'draft' | 'published';
                data: {
                  [key: string]: unknown;
                };
                refs: {
                  [key: string]: string;
                };
                createdAt: string;
                updatedAt: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                version: number;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Trainingsgruppe: create */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            label?: string;
            image?: string | null;
            times?: {
              id: string;
              weekday: number;
              start: string;
              end: string;
              place: {
                /** @enum {string} */
                type: 'address' | 'location' | 'map' | 'online';
                address?: string;
                location?: string;
                map?: {
                  latitude: number;
                  longitude: number;
                };
                online?: string;
              } | null;
            }[];
            persons?: string[];
            team?: {
              id: string;
              name: string;
              description: string;
              image: string | null;
            }[];
            gallery?: string[];
            categories?: string[];
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/training-group/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trainingsgruppe: delete the selected items */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              applied: string[];
              refused: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/training-group/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trainingsgruppe: one item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Trainingsgruppe: delete one item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Trainingsgruppe: change fields, state or custom data (optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          itemId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            title?: string;
            label?: string;
            image?: string | null;
            times?: {
              id: string;
              weekday: number;
              start: string;
              end: string;
              place: {
                /** @enum {string} */
                type: 'address' | 'location' | 'map' | 'online';
                address?: string;
                location?: string;
                map?: {
                  latitude: number;
                  longitude: number;
                };
                online?: string;
              } | null;
            }[];
            persons?: string[];
            team?: {
              id: string;
              name: string;
              description: string;
              image: string | null;
            }[];
            gallery?: string[];
            categories?: string[];
            /** @enum {string} */
            state?: 'draft' | 'published';
            data?: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              label: string;
              image: string | null;
              times: {
                id: string;
                weekday: number;
                start: string;
                end: string;
                place: {
                  /** @enum {string} */
                  type: 'address' | 'location' | 'map' | 'online';
                  address?: string;
                  location?: string;
                  map?: {
                    latitude: number;
                    longitude: number;
                  };
                  online?: string;
                } | null;
              }[];
              persons: string[];
              team: {
                id: string;
                name: string;
                description: string;
                image: string | null;
              }[];
              gallery: string[];
              categories: string[];
              /** @enum {string} */
              state: 'draft' | 'published';
              data: {
                [key: string]: unknown;
              };
              refs: {
                [key: string]: string;
              };
              createdAt: string;
              updatedAt: string;
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/clock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's time clock: state, the shift's events, the entry of the last out */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'off' | 'working' | 'break';
              since: string | null;
              events: {
                id: string;
                /** @enum {string} */
                kind: 'in' | 'break-start' | 'break-end' | 'out';
                deviceTime: string;
                receivedAt: string;
                deviceId: string;
                deviceSeq: number;
                late: boolean;
              }[];
              entryId: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Clock in, start or end a break, clock out (with the device time); replays 200 */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'in' | 'break-start' | 'break-end' | 'out';
            /** Format: date-time */
            deviceTime: string;
            deviceId: string;
            deviceSeq: number;
            comment?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'off' | 'working' | 'break';
              since: string | null;
              events: {
                id: string;
                /** @enum {string} */
                kind: 'in' | 'break-start' | 'break-end' | 'out';
                deviceTime: string;
                receivedAt: string;
                deviceId: string;
                deviceSeq: number;
                late: boolean;
              }[];
              entryId: string | null;
              day: {
                date: string;
                weekday: number;
                isWorkingDay: boolean;
                holiday: string | null;
                /** @enum {string|null} */
                absence: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                canAddTime: boolean;
                target: number;
                actual: number;
                saldo: number;
                worked: number;
                breaks: number;
                surcharges: {
                  surchargeId: string;
                  minutes: number;
                }[];
                findings: {
                  code: string;
                  message: string;
                }[];
                entries: {
                  id: string;
                  userId: string;
                  recordId: string;
                  date: string;
                  /** @enum {string} */
                  type: 'work' | 'absence';
                  /** @enum {string|null} */
                  absenceType:
                    'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                  start: string;
                  end: string;
                  breaks: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    id: string;
                  }[];
                  comment: string;
                  lateReceivedAt: string | null;
                  version: number;
                }[];
              } | null;
            };
          };
        };
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              state: 'off' | 'working' | 'break';
              since: string | null;
              events: {
                id: string;
                /** @enum {string} */
                kind: 'in' | 'break-start' | 'break-end' | 'out';
                deviceTime: string;
                receivedAt: string;
                deviceId: string;
                deviceSeq: number;
                late: boolean;
              }[];
              entryId: string | null;
              day: {
                date: string;
                weekday: number;
                isWorkingDay: boolean;
                holiday: string | null;
                /** @enum {string|null} */
                absence: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                canAddTime: boolean;
                target: number;
                actual: number;
                saldo: number;
                worked: number;
                breaks: number;
                surcharges: {
                  surchargeId: string;
                  minutes: number;
                }[];
                findings: {
                  code: string;
                  message: string;
                }[];
                entries: {
                  id: string;
                  userId: string;
                  recordId: string;
                  date: string;
                  /** @enum {string} */
                  type: 'work' | 'absence';
                  /** @enum {string|null} */
                  absenceType:
                    'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                  start: string;
                  end: string;
                  breaks: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    id: string;
                  }[];
                  comment: string;
                  lateReceivedAt: string | null;
                  version: number;
                }[];
              } | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a time (work or part absence) with breaks; the day and its findings */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId?: string;
            date: string;
            /** @enum {string} */
            type: 'work' | 'absence';
            /** @enum {string|null} */
            absenceType?: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
            /** @default false */
            fullDay?: boolean;
            start?: string | null;
            end?: string | null;
            /** @default false */
            endsNextDay?: boolean;
            /** @default [] */
            breaks?: {
              start?: string | null;
              end?: string | null;
            }[];
            /** @default  */
            comment?: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entry: {
                id: string;
                userId: string;
                recordId: string;
                date: string;
                /** @enum {string} */
                type: 'work' | 'absence';
                /** @enum {string|null} */
                absenceType: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                start: string;
                end: string;
                breaks: {
                  /** Format: date-time */
                  start: string;
                  /** Format: date-time */
                  end: string;
                  id: string;
                }[];
                comment: string;
                lateReceivedAt: string | null;
                version: number;
              };
              day: {
                date: string;
                weekday: number;
                isWorkingDay: boolean;
                holiday: string | null;
                /** @enum {string|null} */
                absence: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                canAddTime: boolean;
                target: number;
                actual: number;
                saldo: number;
                worked: number;
                breaks: number;
                surcharges: {
                  surchargeId: string;
                  minutes: number;
                }[];
                findings: {
                  code: string;
                  message: string;
                }[];
                entries: {
                  id: string;
                  userId: string;
                  recordId: string;
                  date: string;
                  /** @enum {string} */
                  type: 'work' | 'absence';
                  /** @enum {string|null} */
                  absenceType:
                    'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                  start: string;
                  end: string;
                  breaks: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    id: string;
                  }[];
                  comment: string;
                  lateReceivedAt: string | null;
                  version: number;
                }[];
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/entries/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The time slide-in's check before saving: refusals and legal findings */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId?: string;
            date: string;
            /** @enum {string} */
            type: 'work' | 'absence';
            /** @enum {string|null} */
            absenceType?: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
            /** @default false */
            fullDay?: boolean;
            start?: string | null;
            end?: string | null;
            /** @default false */
            endsNextDay?: boolean;
            /** @default [] */
            breaks?: {
              start?: string | null;
              end?: string | null;
            }[];
            /** @default  */
            comment?: string;
            entryId?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              issues: {
                field: string;
                message: string;
              }[];
              findings: {
                code: string;
                message: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/entries/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a time (its type is locked); the day and its findings */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            date: string;
            /** @enum {string} */
            type: 'work' | 'absence';
            /** @enum {string|null} */
            absenceType?: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
            /** @default false */
            fullDay?: boolean;
            start?: string | null;
            end?: string | null;
            /** @default false */
            endsNextDay?: boolean;
            /** @default [] */
            breaks?: {
              start?: string | null;
              end?: string | null;
            }[];
            /** @default  */
            comment?: string;
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entry: {
                id: string;
                userId: string;
                recordId: string;
                date: string;
                /** @enum {string} */
                type: 'work' | 'absence';
                /** @enum {string|null} */
                absenceType: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                start: string;
                end: string;
                breaks: {
                  /** Format: date-time */
                  start: string;
                  /** Format: date-time */
                  end: string;
                  id: string;
                }[];
                comment: string;
                lateReceivedAt: string | null;
                version: number;
              };
              day: {
                date: string;
                weekday: number;
                isWorkingDay: boolean;
                holiday: string | null;
                /** @enum {string|null} */
                absence: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                canAddTime: boolean;
                target: number;
                actual: number;
                saldo: number;
                worked: number;
                breaks: number;
                surcharges: {
                  surchargeId: string;
                  minutes: number;
                }[];
                findings: {
                  code: string;
                  message: string;
                }[];
                entries: {
                  id: string;
                  userId: string;
                  recordId: string;
                  date: string;
                  /** @enum {string} */
                  type: 'work' | 'absence';
                  /** @enum {string|null} */
                  absenceType:
                    'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                  start: string;
                  end: string;
                  breaks: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    id: string;
                  }[];
                  comment: string;
                  lateReceivedAt: string | null;
                  version: number;
                }[];
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    /** Delete a time */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          entryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mitarbeiterübersicht of one month: days, Zeitübersicht, Zuschläge, Urlaub */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
          year: number;
          month: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                name: string;
              };
              record: {
                id: string;
                year: number;
                startDate: string;
                endDate: string;
                timeSettings: {
                  /** @default 40 */
                  weeklyHours: number;
                  /** @default 5 */
                  weekdaysPerWeek: number;
                  /** @default 30 */
                  pauseMinutes: number;
                  /** @default 30 */
                  vacationDaysPerYear: number;
                  /** @default 08:00 */
                  startTime: string;
                };
              };
              days: {
                date: string;
                weekday: number;
                isWorkingDay: boolean;
                holiday: string | null;
                /** @enum {string|null} */
                absence: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                canAddTime: boolean;
                target: number;
                actual: number;
                saldo: number;
                worked: number;
                breaks: number;
                surcharges: {
                  surchargeId: string;
                  minutes: number;
                }[];
                findings: {
                  code: string;
                  message: string;
                }[];
                entries: {
                  id: string;
                  userId: string;
                  recordId: string;
                  date: string;
                  /** @enum {string} */
                  type: 'work' | 'absence';
                  /** @enum {string|null} */
                  absenceType:
                    'vacation' | 'compensation_times' | 'illness' | 'payed_absence' | null;
                  start: string;
                  end: string;
                  breaks: {
                    /** Format: date-time */
                    start: string;
                    /** Format: date-time */
                    end: string;
                    id: string;
                  }[];
                  comment: string;
                  lateReceivedAt: string | null;
                  version: number;
                }[];
              }[];
              overview: {
                previousSaldo: number;
                target: number;
                actual: number;
                saldo: number;
                account: number;
              };
              surcharges: {
                surchargeId: string;
                name: string;
                value: number;
                minutes: number;
              }[];
              vacation: {
                endOfPreviousMonth: number;
                taken: number;
                remaining: number;
                entitlement: number;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}/timesheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signable monthly timesheet of one employee as PDF (A4, German) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
          year: number;
          month: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/users/{userId}/years/{year}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 'Zeiten Übersicht': monthly saldo of the year and the six-month findings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          userId: string;
          year: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: string;
                name: string;
              };
              rows: {
                label: string;
                target: number;
                actual: number;
                saldo: number;
                account: number;
              }[];
              total: {
                label: string;
                target: number;
                actual: number;
                saldo: number;
                account: number;
              };
              findings: {
                code: string;
                message: string;
                firstMonth: number;
                lastMonth: number;
                date: string | null;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/weeks/{year}/{week}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Wochenübersicht 'KW n' of all employees */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          year: number;
          week: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              year: number;
              week: number;
              dates: string[];
              rows: {
                user: {
                  id: string;
                  name: string;
                };
                workingDays: number;
                vacationDays: number;
                absenceDays: number;
                workTime: number;
                breaks: number;
                total: number;
                saldo: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kalender: absences and holidays of a month or quarter */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              absences: {
                id: string;
                user: {
                  id: string;
                  name: string;
                };
                startDate: string;
                endDate: string;
                /** @enum {string} */
                type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
                /** @enum {string} */
                state: 'created' | 'submitted' | 'approved';
                comment: string;
                version: number;
              }[];
              holidays: {
                date: string;
                name: string;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/exports/payroll/{year}/{month}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payroll CSV of one month: a row per employee and surcharge rate (UTF-8, BOM) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          year: number;
          month: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/absences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Abwesenheiten (everyone for staff, optionally one employee; else own) */
    get: {
      parameters: {
        query?: {
          userId?: string;
          year?: number;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                user: {
                  id: string;
                  name: string;
                };
                startDate: string;
                endDate: string;
                /** @enum {string} */
                type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
                /** @enum {string} */
                state: 'created' | 'submitted' | 'approved';
                comment: string;
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** 'Neue Abwesenheit' (state created) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId?: string | '';
            startDate: string | '';
            endDate: string | '';
            /** @enum {string} */
            type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
            /** @default  */
            comment?: string;
            submit?: boolean;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              startDate: string;
              endDate: string;
              /** @enum {string} */
              type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
              /** @enum {string} */
              state: 'created' | 'submitted' | 'approved';
              comment: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/absences/{absenceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an absence that is not approved */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          absenceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            startDate: string | '';
            endDate: string | '';
            /** @enum {string} */
            type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
            /** @default  */
            comment?: string;
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              startDate: string;
              endDate: string;
              /** @enum {string} */
              type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
              /** @enum {string} */
              state: 'created' | 'submitted' | 'approved';
              comment: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    /** Delete an absence (an approved one: staff only) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          absenceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/absences/{absenceId}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit an absence for approval (created → submitted) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          absenceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              startDate: string;
              endDate: string;
              /** @enum {string} */
              type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
              /** @enum {string} */
              state: 'created' | 'submitted' | 'approved';
              comment: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/absences/{absenceId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an absence (office or admin): locks it and generates its days */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          absenceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              startDate: string;
              endDate: string;
              /** @enum {string} */
              type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
              /** @enum {string} */
              state: 'created' | 'submitted' | 'approved';
              comment: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/absences/{absenceId}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Ablehnen' (office or admin): submitted → created; the owner gets the reason in a message */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          absenceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            reason?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              startDate: string;
              endDate: string;
              /** @enum {string} */
              type: 'vacation' | 'compensation_times' | 'illness' | 'payed_absence';
              /** @enum {string} */
              state: 'created' | 'submitted' | 'approved';
              comment: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/month-resets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Monatsdaten aktualisieren': write the planned days of a month for employees (a job) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            year: number;
            month: number;
            userIds: string[];
            /** @enum {string} */
            mode: 'fill' | 'replace';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              state: 'pending' | 'running' | 'done' | 'failed';
              done: number;
              total: number;
              days: number;
              employees: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-tracking/month-resets/{resetId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Progress of a 'Monatsdaten aktualisieren' run */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          resetId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              state: 'pending' | 'running' | 'done' | 'failed';
              done: number;
              total: number;
              days: number;
              employees: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Records of a year with Urlaub (verfügbar / genommen) and Saldo */
    get: {
      parameters: {
        query: {
          year: number;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                user: {
                  id: string;
                  name: string;
                };
                year: number;
                startMonth: number;
                endMonth: number;
                startDate: string;
                endDate: string;
                timeSettings: {
                  /** @default 40 */
                  weeklyHours: number;
                  /** @default 5 */
                  weekdaysPerWeek: number;
                  /** @default 30 */
                  pauseMinutes: number;
                  /** @default 30 */
                  vacationDaysPerYear: number;
                  /** @default 08:00 */
                  startTime: string;
                };
                holidayTemplateId: string | null;
                formerRecordId: string | null;
                initialSaldo: number;
                initialVacation: number;
                vacation: {
                  available: number;
                  taken: number;
                };
                saldo: number;
                editable: boolean;
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** 'Neuen Record erstellen' (optionally copying the former year's record) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: string;
            year: number;
            /** @default 1 */
            startMonth?: number;
            /** @default 12 */
            endMonth?: number;
            holidayTemplateId?: string | null;
            /** @default false */
            copyPrevious?: boolean;
            initialSaldo: number;
            initialVacation: number;
            timeSettings: {
              /** @default 40 */
              weeklyHours?: number;
              /** @default 5 */
              weekdaysPerWeek?: number;
              /** @default 30 */
              pauseMinutes?: number;
              /** @default 30 */
              vacationDaysPerYear?: number;
              /** @default 08:00 */
              startTime?: string;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              year: number;
              startMonth: number;
              endMonth: number;
              startDate: string;
              endDate: string;
              timeSettings: {
                /** @default 40 */
                weeklyHours: number;
                /** @default 5 */
                weekdaysPerWeek: number;
                /** @default 30 */
                pauseMinutes: number;
                /** @default 30 */
                vacationDaysPerYear: number;
                /** @default 08:00 */
                startTime: string;
              };
              holidayTemplateId: string | null;
              formerRecordId: string | null;
              initialSaldo: number;
              initialVacation: number;
              vacation: {
                available: number;
                taken: number;
              };
              saldo: number;
              editable: boolean;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/records/{recordId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One record */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          recordId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              year: number;
              startMonth: number;
              endMonth: number;
              startDate: string;
              endDate: string;
              timeSettings: {
                /** @default 40 */
                weeklyHours: number;
                /** @default 5 */
                weekdaysPerWeek: number;
                /** @default 30 */
                pauseMinutes: number;
                /** @default 30 */
                vacationDaysPerYear: number;
                /** @default 08:00 */
                startTime: string;
              };
              holidayTemplateId: string | null;
              formerRecordId: string | null;
              initialSaldo: number;
              initialVacation: number;
              vacation: {
                available: number;
                taken: number;
              };
              saldo: number;
              editable: boolean;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** 'Zeiterfassung {year} bearbeiten' (past years read-only: 409) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          recordId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            startMonth?: number;
            endMonth?: number;
            holidayTemplateId?: string | null;
            initialSaldo?: number;
            initialVacation?: number;
            timeSettings?: {
              /** @default 40 */
              weeklyHours?: number;
              /** @default 5 */
              weekdaysPerWeek?: number;
              /** @default 30 */
              pauseMinutes?: number;
              /** @default 30 */
              vacationDaysPerYear?: number;
              /** @default 08:00 */
              startTime?: string;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              user: {
                id: string;
                name: string;
              };
              year: number;
              startMonth: number;
              endMonth: number;
              startDate: string;
              endDate: string;
              timeSettings: {
                /** @default 40 */
                weeklyHours: number;
                /** @default 5 */
                weekdaysPerWeek: number;
                /** @default 30 */
                pauseMinutes: number;
                /** @default 30 */
                vacationDaysPerYear: number;
                /** @default 08:00 */
                startTime: string;
              };
              holidayTemplateId: string | null;
              formerRecordId: string | null;
              initialSaldo: number;
              initialVacation: number;
              vacation: {
                available: number;
                taken: number;
              };
              saldo: number;
              editable: boolean;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/surcharges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Zuschläge: active ones, or the archive */
    get: {
      parameters: {
        query?: {
          archived?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                name: string;
                /** @default  */
                short: string;
                /** @default  */
                description: string;
                /** @default blue */
                color: string;
                /** @enum {string} */
                type: 'time' | 'day' | 'overtime';
                value: number;
                time?: {
                  start: string;
                  end: string;
                };
                days?: {
                  weekdays?: number[];
                  holidays?: boolean | string[];
                  dates?: string[];
                };
                onlyIfStartedBeforeMidnight?: boolean;
                continuesUntilFourNextDay?: boolean;
                group?: string;
                startDate: string;
                endDate: string | null;
                /** @default [] */
                connectedRecords: string[];
                id: string;
                active: boolean;
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a surcharge */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default  */
            short?: string;
            /** @default  */
            description?: string;
            /** @default blue */
            color?: string;
            /** @enum {string} */
            type: 'time' | 'day' | 'overtime';
            value: number;
            time?: {
              start: string;
              end: string;
            };
            days?: {
              weekdays?: number[];
              holidays?: boolean | string[];
              dates?: string[];
            };
            onlyIfStartedBeforeMidnight?: boolean;
            continuesUntilFourNextDay?: boolean;
            group?: string;
            startDate: string;
            endDate?: string | null;
            /** @default [] */
            connectedRecords?: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              /** @default  */
              short: string;
              /** @default  */
              description: string;
              /** @default blue */
              color: string;
              /** @enum {string} */
              type: 'time' | 'day' | 'overtime';
              value: number;
              time?: {
                start: string;
                end: string;
              };
              days?: {
                weekdays?: number[];
                holidays?: boolean | string[];
                dates?: string[];
              };
              onlyIfStartedBeforeMidnight?: boolean;
              continuesUntilFourNextDay?: boolean;
              group?: string;
              startDate: string;
              endDate: string | null;
              /** @default [] */
              connectedRecords: string[];
              id: string;
              active: boolean;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/surcharges/presets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The § 3b EStG tax-free surcharges offered as presets */
    get: {
      parameters: {
        query: {
          startDate: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                name: string;
                /** @default  */
                short: string;
                /** @default  */
                description: string;
                /** @default blue */
                color: string;
                /** @enum {string} */
                type: 'time' | 'day' | 'overtime';
                value: number;
                time?: {
                  start: string;
                  end: string;
                };
                days?: {
                  weekdays?: number[];
                  holidays?: boolean | string[];
                  dates?: string[];
                };
                onlyIfStartedBeforeMidnight?: boolean;
                continuesUntilFourNextDay?: boolean;
                group?: string;
                startDate: string;
                endDate?: string | null;
                /** @default [] */
                connectedRecords: string[];
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/surcharges/{surchargeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a surcharge (applies retroactively) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          surchargeId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default  */
            short?: string;
            /** @default  */
            description?: string;
            /** @default blue */
            color?: string;
            /** @enum {string} */
            type: 'time' | 'day' | 'overtime';
            value: number;
            time?: {
              start: string;
              end: string;
            };
            days?: {
              weekdays?: number[];
              holidays?: boolean | string[];
              dates?: string[];
            };
            onlyIfStartedBeforeMidnight?: boolean;
            continuesUntilFourNextDay?: boolean;
            group?: string;
            startDate: string;
            endDate?: string | null;
            /** @default [] */
            connectedRecords?: string[];
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              /** @default  */
              short: string;
              /** @default  */
              description: string;
              /** @default blue */
              color: string;
              /** @enum {string} */
              type: 'time' | 'day' | 'overtime';
              value: number;
              time?: {
                start: string;
                end: string;
              };
              days?: {
                weekdays?: number[];
                holidays?: boolean | string[];
                dates?: string[];
              };
              onlyIfStartedBeforeMidnight?: boolean;
              continuesUntilFourNextDay?: boolean;
              group?: string;
              startDate: string;
              endDate: string | null;
              /** @default [] */
              connectedRecords: string[];
              id: string;
              active: boolean;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/surcharges/{surchargeId}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive a surcharge with an end date */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          surchargeId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            endDate?: string | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              /** @default  */
              short: string;
              /** @default  */
              description: string;
              /** @default blue */
              color: string;
              /** @enum {string} */
              type: 'time' | 'day' | 'overtime';
              value: number;
              time?: {
                start: string;
                end: string;
              };
              days?: {
                weekdays?: number[];
                holidays?: boolean | string[];
                dates?: string[];
              };
              onlyIfStartedBeforeMidnight?: boolean;
              continuesUntilFourNextDay?: boolean;
              group?: string;
              startDate: string;
              endDate: string | null;
              /** @default [] */
              connectedRecords: string[];
              id: string;
              active: boolean;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/holiday-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feiertag-Templates */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                holidayIds: string[];
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** 'Neues Feiertag-Template erstellen' */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            holidayIds: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              holidayIds: string[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/holiday-templates/{templateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the holidays of a template (its name is fixed) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          templateId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            holidayIds: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              holidayIds: string[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    /** Delete a template no record uses */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          templateId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/holidays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feiertage with their dates in the 5 displayed years */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              years: number[];
              items: {
                id: string;
                name: string;
                dates: {
                  [key: string]: string;
                };
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/time-settings/holidays/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Daten aktualisieren': this year and the next six, offline, for one Bundesland */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            state:
              | 'BW'
              | 'BY'
              | 'BE'
              | 'BB'
              | 'HB'
              | 'HH'
              | 'HE'
              | 'MV'
              | 'NI'
              | 'NW'
              | 'RP'
              | 'SL'
              | 'SN'
              | 'ST'
              | 'SH'
              | 'TH';
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              years: number[];
              items: {
                id: string;
                name: string;
                dates: {
                  [key: string]: string;
                };
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One worker's tour ('Touren'): a week's visits by property and service, or without `week` the overview of their services */
    get: {
      parameters: {
        query?: {
          week?: string;
          workerId?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              worker: {
                id: string;
                name: string;
              };
              week: string | null;
              days: string[];
              properties: {
                id: string;
                name: string;
                address: string;
                keyNumber: number | null;
                info: string;
                services: {
                  entryId: string;
                  serviceId: string;
                  title: string;
                  /** @enum {string} */
                  costType:
                    | 'caretaking'
                    | 'gardening'
                    | 'winterService'
                    | 'buildingCleaning'
                    | 'stairwellCleaning'
                    | 'otherAllocable'
                    | 'notAllocable';
                  schedule:
                    | {
                        /** @enum {string} */
                        type: 'interval';
                        every: number;
                        /** @enum {string} */
                        unit: 'weeks' | 'months';
                        startWeek: string | null;
                        endWeek: string | null;
                        days: (
                          | 'any'
                          | 'monday'
                          | 'tuesday'
                          | 'wednesday'
                          | 'thursday'
                          | 'friday'
                          | 'saturday'
                          | 'sunday'
                        )[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'dates';
                        monthDays: number[];
                      };
                  visits: {
                    entryId: string;
                    plannedDate: string;
                    date: string;
                    anyDay: boolean;
                    holiday: string | null;
                    /** @enum {string} */
                    status: 'planned' | 'done' | 'missed' | 'skipped';
                    substituteFor: {
                      id: string;
                      name: string;
                    } | null;
                    coveredBy: {
                      id: string;
                      name: string;
                    } | null;
                    doneAt: string | null;
                    doneBy: {
                      id: string;
                      name: string;
                    } | null;
                    comment: string | null;
                    photoCount: number;
                  }[];
                }[];
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tours/visits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a visit done (time, comment, up to 10 photos as image ids); again: replaces it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            entryId: string;
            plannedDate: string;
            /** Format: date-time */
            doneAt?: string;
            comment?: string;
            images?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              entryId: string;
              plannedDate: string;
              doneAt: string;
              doneBy: {
                id: string;
                name: string;
              } | null;
              comment: string;
              images: string[];
              version: number;
            };
          };
        };
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              entryId: string;
              plannedDate: string;
              doneAt: string;
              doneBy: {
                id: string;
                name: string;
              } | null;
              comment: string;
              images: string[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tours/visits/{entryId}/{plannedDate}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Take a confirmation back (office and admin roles) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          entryId: string;
          plannedDate: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tours/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tours' settings: which holiday template their holiday rule uses */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              holidayTemplateId: string | null;
              effectiveTemplate: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    /** Choose the tours' holiday template (null: automatic) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            holidayTemplateId: string | null;
            version: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              holidayTemplateId: string | null;
              effectiveTemplate: {
                id: string;
                name: string;
              } | null;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tours/sheet.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A worker's printable tour sheet of a week (PDF, A4, with a signature field) */
    get: {
      parameters: {
        query?: {
          week?: string;
          workerId?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/properties/{propertyId}/service-proof': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A property's Leistungsnachweis of a month: every planned visit and what became of it (PDF or CSV) */
    get: {
      parameters: {
        query: {
          month: string;
          format?: 'pdf' | 'csv';
        };
        header?: never;
        path: {
          projectId: string;
          propertyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
            'text/csv': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tours/calendar-feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a worker's iCal feed exists and since when (never the token) */
    get: {
      parameters: {
        query?: {
          workerId?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              exists: boolean;
              createdAt: string | null;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create or rotate a worker's secret iCal feed URL (shown only in this answer) */
    post: {
      parameters: {
        query?: {
          workerId?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              createdAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    /** Revoke a worker's iCal feed URL */
    delete: {
      parameters: {
        query?: {
          workerId?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked (also when there was none) */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/{token}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A worker's tour as iCalendar (4 weeks back, 12 ahead); subscribe by URL */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/calendar': string;
          };
        };
        /** @description Not Modified: the ETag sent in If-None-Match still matches */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Forms of the project, sorted by name */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          search?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                name: string;
                description: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a form (no fields, default settings) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default  */
            description?: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              fields: {
                id: string;
                name: string;
                label: string;
                /** @enum {string} */
                type: 'text' | 'email' | 'textarea' | 'file' | 'select' | 'checkbox';
                required: boolean;
                options: {
                  id: string;
                  label: string;
                  value: string;
                  text: string;
                }[];
                info: string;
                description: string;
                placeholder: string;
              }[];
              settings: {
                /** @default false */
                notification: boolean;
                /** @default [] */
                recipients: {
                  id: string;
                  /** @default  */
                  name: string;
                  /** Format: email */
                  email: string;
                }[];
                /** @default false */
                response: boolean;
                /** @default  */
                notificationText: string;
                /** @default  */
                senderEmail: string;
                /** @default false */
                staticForm: boolean;
                /** @default  */
                consentText: string;
                /** @default 180 */
                retentionDays: number;
              };
              consentVersion: number;
              siteDomain: string;
              version: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/forms/{formId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One form */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              fields: {
                id: string;
                name: string;
                label: string;
                /** @enum {string} */
                type: 'text' | 'email' | 'textarea' | 'file' | 'select' | 'checkbox';
                required: boolean;
                options: {
                  id: string;
                  label: string;
                  value: string;
                  text: string;
                }[];
                info: string;
                description: string;
                placeholder: string;
              }[];
              settings: {
                /** @default false */
                notification: boolean;
                /** @default [] */
                recipients: {
                  id: string;
                  /** @default  */
                  name: string;
                  /** Format: email */
                  email: string;
                }[];
                /** @default false */
                response: boolean;
                /** @default  */
                notificationText: string;
                /** @default  */
                senderEmail: string;
                /** @default false */
                staticForm: boolean;
                /** @default  */
                consentText: string;
                /** @default 180 */
                retentionDays: number;
              };
              consentVersion: number;
              siteDomain: string;
              version: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a form with its submissions */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change name, description or settings (the sender must end in the site's domain) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            description?: string;
            settings?: {
              /** @default false */
              notification?: boolean;
              /** @default [] */
              recipients?: {
                id: string;
                /** @default  */
                name?: string;
                email: string;
              }[];
              /** @default false */
              response?: boolean;
              /** @default  */
              notificationText?: string;
              /** @default  */
              senderEmail?: string;
              /** @default false */
              staticForm?: boolean;
              /** @default  */
              consentText?: string;
              /** @default 180 */
              retentionDays?: number;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              fields: {
                id: string;
                name: string;
                label: string;
                /** @enum {string} */
                type: 'text' | 'email' | 'textarea' | 'file' | 'select' | 'checkbox';
                required: boolean;
                options: {
                  id: string;
                  label: string;
                  value: string;
                  text: string;
                }[];
                info: string;
                description: string;
                placeholder: string;
              }[];
              settings: {
                /** @default false */
                notification: boolean;
                /** @default [] */
                recipients: {
                  id: string;
                  /** @default  */
                  name: string;
                  /** Format: email */
                  email: string;
                }[];
                /** @default false */
                response: boolean;
                /** @default  */
                notificationText: string;
                /** @default  */
                senderEmail: string;
                /** @default false */
                staticForm: boolean;
                /** @default  */
                consentText: string;
                /** @default 180 */
                retentionDays: number;
              };
              consentVersion: number;
              siteDomain: string;
              version: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/forms/{formId}/fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the fields (refused for a static form) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            fields: {
              id: string;
              name: string;
              label?: string;
              /** @enum {string} */
              type: 'text' | 'email' | 'textarea' | 'file' | 'select' | 'checkbox';
              /** @default false */
              required?: boolean;
              options?: {
                id: string;
                label: string;
                value: string;
                /** @default  */
                text?: string;
              }[];
              /** @default  */
              info?: string;
              /** @default  */
              description?: string;
              placeholder?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              description: string;
              fields: {
                id: string;
                name: string;
                label: string;
                /** @enum {string} */
                type: 'text' | 'email' | 'textarea' | 'file' | 'select' | 'checkbox';
                required: boolean;
                options: {
                  id: string;
                  label: string;
                  value: string;
                  text: string;
                }[];
                info: string;
                description: string;
                placeholder: string;
              }[];
              settings: {
                /** @default false */
                notification: boolean;
                /** @default [] */
                recipients: {
                  id: string;
                  /** @default  */
                  name: string;
                  /** Format: email */
                  email: string;
                }[];
                /** @default false */
                response: boolean;
                /** @default  */
                notificationText: string;
                /** @default  */
                senderEmail: string;
                /** @default false */
                staticForm: boolean;
                /** @default  */
                consentText: string;
                /** @default 180 */
                retentionDays: number;
              };
              consentVersion: number;
              siteDomain: string;
              version: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/forms/{formId}/test-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 'Test E-Mail senden': queues a sample mail to the address */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          formId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Accepted: the mail is queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/worker/agenda': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's agenda: tour visits and assigned tasks per day (Berlin), at most 14 days */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              from: string;
              to: string;
              days: {
                date: string;
                holiday: string | null;
                items: (
                  | {
                      /** @enum {string} */
                      kind: 'task';
                      id: string;
                      title: string;
                      description: string;
                      /** @enum {string} */
                      state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
                      dueDate: string | null;
                      overdue: boolean;
                      assignedAt: string | null;
                      images: string[];
                      property: {
                        id: string;
                        name: string;
                        address: string;
                        keyNumber: number | null;
                        info: string;
                      };
                      version: number;
                    }
                  | {
                      /** @enum {string} */
                      kind: 'visit';
                      entryId: string;
                      plannedDate: string;
                      serviceName: string;
                      serviceDescription: string;
                      /** @enum {string} */
                      status: 'planned' | 'done' | 'missed' | 'skipped';
                      substituteFor: {
                        id: string;
                        name: string;
                      } | null;
                      doneAt: string | null;
                      property: {
                        id: string;
                        name: string;
                        address: string;
                        keyNumber: number | null;
                        info: string;
                      };
                    }
                )[];
              }[];
              undated: {
                /** @enum {string} */
                kind: 'task';
                id: string;
                title: string;
                description: string;
                /** @enum {string} */
                state: 'created' | 'assigned' | 'executed' | 'completed' | 'archived';
                dueDate: string | null;
                overdue: boolean;
                assignedAt: string | null;
                images: string[];
                property: {
                  id: string;
                  name: string;
                  address: string;
                  keyNumber: number | null;
                  info: string;
                };
                version: number;
              }[];
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 'Nachrichten': the caller's newest messages (at most 30) and the unread count */
    get: {
      parameters: {
        query?: {
          before?: number;
          limit?: number;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                seq: number;
                /** @enum {string} */
                kind:
                  | 'task-assigned'
                  | 'task-executed'
                  | 'ticket-created'
                  | 'absence-submitted'
                  | 'absence-approved'
                  | 'absence-refused'
                  | 'member-joined';
                title: string;
                body: string;
                createdAt: string;
                read: boolean;
                urgent: boolean;
                link: {
                  /** @enum {string} */
                  type: 'task' | 'ticket' | 'absence';
                  id: string;
                } | null;
                actor: {
                  id: string;
                  name: string;
                } | null;
              }[];
              unread: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** 'Neue Nachricht' on the dashboard: clears all of the caller’s messages */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's messages live, as Server-Sent Events
     * @description Needs `Accept: text/event-stream`. Each message is `id: <seq>`, `event: notification`, `data: <Notification JSON>`. With `Last-Event-ID` (or `?since=<seq>`) the newest 100 missed messages come first, oldest first. A comment line every 20 s; `event: session-ended` just before the server closes the stream of an ended session.
     */
    get: {
      parameters: {
        query?: {
          since?: number;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The event stream (text/event-stream) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not acceptable: an event stream is sent only to a request with `Accept: text/event-stream` */
        406: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The bell: the caller's unread messages */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              unread: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks the messages up to a seq read (what the user has seen) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            upToSeq: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              unread: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/{notificationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes one of the caller’s messages */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          notificationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/push/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The installation's VAPID public key (the browser's applicationServerKey) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              publicKey: string;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/push/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether this device (endpoint) receives the caller's pushes in the project */
    get: {
      parameters: {
        query: {
          endpoint: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscribed: boolean;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    /** Stores this device's push subscription for the caller (a device another member used passes to the caller) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endpoint: string;
            keys: {
              p256dh: string;
              auth: string;
            };
          };
        };
      };
      responses: {
        /** @description Stored */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    /** Removes the caller's subscription of this device (nothing if it is not theirs) */
    delete: {
      parameters: {
        query: {
          endpoint: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/admin/modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All the project's modules with settings and definitions (administrators) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              path: string;
              icon: string;
              position: number;
              subMenu: {
                label: string;
                path: string;
              }[];
              hasSettings: boolean;
              settings: {
                categories: {
                  id: string;
                  label: string;
                  /** @default  */
                  value: string;
                  position: number;
                }[];
              };
              fields: {
                id: string;
                /** @enum {string} */
                type:
                  | 'input'
                  | 'url'
                  | 'number'
                  | 'password'
                  | 'textarea'
                  | 'select'
                  | 'texteditor'
                  | 'persons_select'
                  | 'person_select'
                  | 'image';
                label: string;
                name: string;
                /** @default {
                 *       "validate": false,
                 *       "required": "Pflichtfeld",
                 *       "startValue": null,
                 *       "endValue": null
                 *     } */
                validation: {
                  /** @default false */
                  validate: boolean;
                  /** @default Pflichtfeld */
                  required: string;
                  /** @default null */
                  startValue: number | null;
                  /** @default null */
                  endValue: number | null;
                };
                position: number;
                /** @default [] */
                selectOptions: {
                  label: string;
                  value: string;
                }[];
                /** @default {
                 *       "numberStartValue": null,
                 *       "numberEndValue": null
                 *     } */
                options: {
                  /** @default null */
                  numberStartValue: number | null;
                  /** @default null */
                  numberEndValue: number | null;
                };
              }[];
              categories: {
                id: string;
                label: string;
                key: string;
                /** @default  */
                connectedClass: string;
                /** @default false */
                isMulti: boolean;
                position: number;
                /** @default [] */
                categoryIds: string[];
              }[];
              version: number;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Add a module from the catalogue, each path once per project */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            path:
              | '/properties'
              | '/tasks'
              | '/tickets'
              | '/tours'
              | '/time-tracking'
              | '/time-settings'
              | '/staff'
              | '/user-management'
              | '/website'
              | '/articles'
              | '/events'
              | '/news'
              | '/categories'
              | '/persons'
              | '/images'
              | '/groups'
              | '/training-group'
              | '/downloads'
              | '/forms'
              | '/users'
              | '/locations'
              | '/calendar';
            name: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              path: string;
              icon: string;
              position: number;
              subMenu: {
                label: string;
                path: string;
              }[];
              hasSettings: boolean;
              settings: {
                categories: {
                  id: string;
                  label: string;
                  /** @default  */
                  value: string;
                  position: number;
                }[];
              };
              fields: {
                id: string;
                /** @enum {string} */
                type:
                  | 'input'
                  | 'url'
                  | 'number'
                  | 'password'
                  | 'textarea'
                  | 'select'
                  | 'texteditor'
                  | 'persons_select'
                  | 'person_select'
                  | 'image';
                label: string;
                name: string;
                /** @default {
                 *       "validate": false,
                 *       "required": "Pflichtfeld",
                 *       "startValue": null,
                 *       "endValue": null
                 *     } */
                validation: {
                  /** @default false */
                  validate: boolean;
                  /** @default Pflichtfeld */
                  required: string;
                  /** @default null */
                  startValue: number | null;
                  /** @default null */
                  endValue: number | null;
                };
                position: number;
                /** @default [] */
                selectOptions: {
                  label: string;
                  value: string;
                }[];
                /** @default {
                 *       "numberStartValue": null,
                 *       "numberEndValue": null
                 *     } */
                options: {
                  /** @default null */
                  numberStartValue: number | null;
                  /** @default null */
                  numberEndValue: number | null;
                };
              }[];
              categories: {
                id: string;
                label: string;
                key: string;
                /** @default  */
                connectedClass: string;
                /** @default false */
                isMulti: boolean;
                position: number;
                /** @default [] */
                categoryIds: string[];
              }[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/admin/modules/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the order of all modules at once */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            moduleIds: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              path: string;
              icon: string;
              position: number;
              subMenu: {
                label: string;
                path: string;
              }[];
              hasSettings: boolean;
              settings: {
                categories: {
                  id: string;
                  label: string;
                  /** @default  */
                  value: string;
                  position: number;
                }[];
              };
              fields: {
                id: string;
                /** @enum {string} */
                type:
                  | 'input'
                  | 'url'
                  | 'number'
                  | 'password'
                  | 'textarea'
                  | 'select'
                  | 'texteditor'
                  | 'persons_select'
                  | 'person_select'
                  | 'image';
                label: string;
                name: string;
                /** @default {
                 *       "validate": false,
                 *       "required": "Pflichtfeld",
                 *       "startValue": null,
                 *       "endValue": null
                 *     } */
                validation: {
                  /** @default false */
                  validate: boolean;
                  /** @default Pflichtfeld */
                  required: string;
                  /** @default null */
                  startValue: number | null;
                  /** @default null */
                  endValue: number | null;
                };
                position: number;
                /** @default [] */
                selectOptions: {
                  label: string;
                  value: string;
                }[];
                /** @default {
                 *       "numberStartValue": null,
                 *       "numberEndValue": null
                 *     } */
                options: {
                  /** @default null */
                  numberStartValue: number | null;
                  /** @default null */
                  numberEndValue: number | null;
                };
              }[];
              categories: {
                id: string;
                label: string;
                key: string;
                /** @default  */
                connectedClass: string;
                /** @default false */
                isMulti: boolean;
                position: number;
                /** @default [] */
                categoryIds: string[];
              }[];
              version: number;
            }[];
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/admin/modules/{moduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a module; roles lose it from their module lists */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          moduleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Removed */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Rename a module or replace its settings, categories or fields */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          moduleId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            name?: string;
            settings?: {
              categories: {
                id: string;
                label: string;
                /** @default  */
                value?: string;
                position: number;
              }[];
            };
            categories?: {
              id: string;
              label: string;
              key: string;
              /** @default  */
              connectedClass?: string;
              /** @default false */
              isMulti?: boolean;
              position: number;
              /** @default [] */
              categoryIds?: string[];
            }[];
            fields?: {
              id: string;
              /** @enum {string} */
              type:
                | 'input'
                | 'url'
                | 'number'
                | 'password'
                | 'textarea'
                | 'select'
                | 'texteditor'
                | 'persons_select'
                | 'person_select'
                | 'image';
              label: string;
              name: string;
              /** @default {
               *       "validate": false,
               *       "required": "Pflichtfeld",
               *       "startValue": null,
               *       "endValue": null
               *     } */
              validation?: {
                /** @default false */
                validate?: boolean;
                /** @default Pflichtfeld */
                required?: string;
                /** @default null */
                startValue?: number | null;
                /** @default null */
                endValue?: number | null;
              };
              position: number;
              /** @default [] */
              selectOptions?: {
                label: string;
                value: string;
              }[];
              /** @default {
               *       "numberStartValue": null,
               *       "numberEndValue": null
               *     } */
              options?: {
                /** @default null */
                numberStartValue?: number | null;
                /** @default null */
                numberEndValue?: number | null;
              };
            }[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              name: string;
              path: string;
              icon: string;
              position: number;
              subMenu: {
                label: string;
                path: string;
              }[];
              hasSettings: boolean;
              settings: {
                categories: {
                  id: string;
                  label: string;
                  /** @default  */
                  value: string;
                  position: number;
                }[];
              };
              fields: {
                id: string;
                /** @enum {string} */
                type:
                  | 'input'
                  | 'url'
                  | 'number'
                  | 'password'
                  | 'textarea'
                  | 'select'
                  | 'texteditor'
                  | 'persons_select'
                  | 'person_select'
                  | 'image';
                label: string;
                name: string;
                /** @default {
                 *       "validate": false,
                 *       "required": "Pflichtfeld",
                 *       "startValue": null,
                 *       "endValue": null
                 *     } */
                validation: {
                  /** @default false */
                  validate: boolean;
                  /** @default Pflichtfeld */
                  required: string;
                  /** @default null */
                  startValue: number | null;
                  /** @default null */
                  endValue: number | null;
                };
                position: number;
                /** @default [] */
                selectOptions: {
                  label: string;
                  value: string;
                }[];
                /** @default {
                 *       "numberStartValue": null,
                 *       "numberEndValue": null
                 *     } */
                options: {
                  /** @default null */
                  numberStartValue: number | null;
                  /** @default null */
                  numberEndValue: number | null;
                };
              }[];
              categories: {
                id: string;
                label: string;
                key: string;
                /** @default  */
                connectedClass: string;
                /** @default false */
                isMulti: boolean;
                position: number;
                /** @default [] */
                categoryIds: string[];
              }[];
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/projects/{projectId}/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Name, description, logo, e-mail and site settings (administrators) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              /** @default  */
              description: string;
              /** @default null */
              logo: string | null;
              /** @default {
               *       "senderName": "",
               *       "senderAddress": "",
               *       "replyTo": ""
               *     } */
              email: {
                /** @default  */
                senderName: string;
                /** @default  */
                senderAddress: string;
                /** @default  */
                replyTo: string;
              };
              /** @default {
               *       "domain": "",
               *       "primaryColor": "",
               *       "secondaryColor": "",
               *       "tertiaryColor": ""
               *     } */
              site: {
                /** @default  */
                domain: string;
                /** @default  */
                primaryColor: string;
                /** @default  */
                secondaryColor: string;
                /** @default  */
                tertiaryColor: string;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    /** Replace the project settings */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @default  */
            description?: string;
            /** @default null */
            logo?: string | null;
            /** @default {
             *       "senderName": "",
             *       "senderAddress": "",
             *       "replyTo": ""
             *     } */
            email?: {
              /** @default  */
              senderName?: string;
              /** @default  */
              senderAddress?: string;
              /** @default  */
              replyTo?: string;
            };
            /** @default {
             *       "domain": "",
             *       "primaryColor": "",
             *       "secondaryColor": "",
             *       "tertiaryColor": ""
             *     } */
            site?: {
              /** @default  */
              domain?: string;
              /** @default  */
              primaryColor?: string;
              /** @default  */
              secondaryColor?: string;
              /** @default  */
              tertiaryColor?: string;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              /** @default  */
              description: string;
              /** @default null */
              logo: string | null;
              /** @default {
               *       "senderName": "",
               *       "senderAddress": "",
               *       "replyTo": ""
               *     } */
              email: {
                /** @default  */
                senderName: string;
                /** @default  */
                senderAddress: string;
                /** @default  */
                replyTo: string;
              };
              /** @default {
               *       "domain": "",
               *       "primaryColor": "",
               *       "secondaryColor": "",
               *       "tertiaryColor": ""
               *     } */
              site: {
                /** @default  */
                domain: string;
                /** @default  */
                primaryColor: string;
                /** @default  */
                secondaryColor: string;
                /** @default  */
                tertiaryColor: string;
              };
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/website/pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pages of the website, newest first, searched by title or path */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          search?: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                path: string;
                title: string;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                updatedBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    /** Create a page (superusers; the path is unique in the project) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            path: string;
            title: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              path: string;
              title: string;
              subtitle: string;
              image: string | null;
              documents: string[];
              categories: string[];
              elements: (
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'text';
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'image';
                    /** @default null */
                    image: string | null;
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'video';
                    /** @default  */
                    url: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'link';
                    /** @default  */
                    url: string;
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'divider';
                    /** @default {
                     *       "size": "medium",
                     *       "showLine": false
                     *     } */
                    divider: {
                      /**
                       * @default medium
                       * @enum {string}
                       */
                      size: 'small' | 'medium' | 'large';
                      /** @default false */
                      showLine: boolean;
                    };
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'table';
                    /** @default null */
                    tableRef: string | null;
                    /** @default null */
                    table: {
                      columns: {
                        id: string;
                        name: string;
                        /**
                         * @default left
                         * @enum {string}
                         */
                        textAlign: 'left' | 'center' | 'right';
                      }[];
                      rows: {
                        id: string;
                        data: {
                          [key: string]: string;
                        };
                      }[];
                      settings: {
                        /** @default  */
                        title: string;
                        /** @default  */
                        description: string;
                        /** @default  */
                        footer: string;
                        /** @default true */
                        showHeader: boolean;
                      };
                    } | null;
                  }
              )[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/website/pages/{webpageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page with its elements */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          webpageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              path: string;
              title: string;
              subtitle: string;
              image: string | null;
              documents: string[];
              categories: string[];
              elements: (
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'text';
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'image';
                    /** @default null */
                    image: string | null;
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'video';
                    /** @default  */
                    url: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'link';
                    /** @default  */
                    url: string;
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'divider';
                    /** @default {
                     *       "size": "medium",
                     *       "showLine": false
                     *     } */
                    divider: {
                      /**
                       * @default medium
                       * @enum {string}
                       */
                      size: 'small' | 'medium' | 'large';
                      /** @default false */
                      showLine: boolean;
                    };
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'table';
                    /** @default null */
                    tableRef: string | null;
                    /** @default null */
                    table: {
                      columns: {
                        id: string;
                        name: string;
                        /**
                         * @default left
                         * @enum {string}
                         */
                        textAlign: 'left' | 'center' | 'right';
                      }[];
                      rows: {
                        id: string;
                        data: {
                          [key: string]: string;
                        };
                      }[];
                      settings: {
                        /** @default  */
                        title: string;
                        /** @default  */
                        description: string;
                        /** @default  */
                        footer: string;
                        /** @default true */
                        showHeader: boolean;
                      };
                    } | null;
                  }
              )[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a page (superusers) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          webpageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Deleted */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** Change the side panel and/or the whole ordered element list (path: superusers; optimistic locking by version) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
          webpageId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
            path?: string;
            title?: string;
            subtitle?: string;
            image?: string | null;
            documents?: string[];
            categories?: string[];
            elements?: (
              | {
                  id: string;
                  name?: string;
                  /** @default true */
                  active?: boolean;
                  /** @enum {string} */
                  type: 'text';
                  /** @default  */
                  text?: string;
                }
              | {
                  id: string;
                  name?: string;
                  /** @default true */
                  active?: boolean;
                  /** @enum {string} */
                  type: 'image';
                  /** @default null */
                  image?: string | null;
                  /** @default  */
                  text?: string;
                }
              | {
                  id: string;
                  name?: string;
                  /** @default true */
                  active?: boolean;
                  /** @enum {string} */
                  type: 'video';
                  /** @default  */
                  url?: string | '';
                }
              | {
                  id: string;
                  name?: string;
                  /** @default true */
                  active?: boolean;
                  /** @enum {string} */
                  type: 'link';
                  /** @default  */
                  url?: string | '';
                  text?: string;
                }
              | {
                  id: string;
                  name?: string;
                  /** @default true */
                  active?: boolean;
                  /** @enum {string} */
                  type: 'divider';
                  /** @default {
                   *       "size": "medium",
                   *       "showLine": false
                   *     } */
                  divider?: {
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    size?: 'small' | 'medium' | 'large';
                    /** @default false */
                    showLine?: boolean;
                  };
                }
              | {
                  id: string;
                  name?: string;
                  /** @default true */
                  active?: boolean;
                  /** @enum {string} */
                  type: 'table';
                  /** @default null */
                  tableRef?: string | null;
                  table?: {
                    columns: {
                      id: string;
                      name: string;
                      /**
                       * @default left
                       * @enum {string}
                       */
                      textAlign?: 'left' | 'center' | 'right';
                    }[];
                    rows: {
                      id: string;
                      data: {
                        [key: string]: string;
                      };
                    }[];
                    settings: {
                      title?: string;
                      /** @default  */
                      description?: string;
                      /** @default  */
                      footer?: string;
                      /** @default true */
                      showHeader?: boolean;
                    };
                  } | null;
                }
            )[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              path: string;
              title: string;
              subtitle: string;
              image: string | null;
              documents: string[];
              categories: string[];
              elements: (
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'text';
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'image';
                    /** @default null */
                    image: string | null;
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'video';
                    /** @default  */
                    url: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'link';
                    /** @default  */
                    url: string;
                    /** @default  */
                    text: string;
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'divider';
                    /** @default {
                     *       "size": "medium",
                     *       "showLine": false
                     *     } */
                    divider: {
                      /**
                       * @default medium
                       * @enum {string}
                       */
                      size: 'small' | 'medium' | 'large';
                      /** @default false */
                      showLine: boolean;
                    };
                  }
                | {
                    id: string;
                    /** @default  */
                    name: string;
                    /** @default true */
                    active: boolean;
                    /** @enum {string} */
                    type: 'table';
                    /** @default null */
                    tableRef: string | null;
                    /** @default null */
                    table: {
                      columns: {
                        id: string;
                        name: string;
                        /**
                         * @default left
                         * @enum {string}
                         */
                        textAlign: 'left' | 'center' | 'right';
                      }[];
                      rows: {
                        id: string;
                        data: {
                          [key: string]: string;
                        };
                      }[];
                      settings: {
                        /** @default  */
                        title: string;
                        /** @default  */
                        description: string;
                        /** @default  */
                        footer: string;
                        /** @default true */
                        showHeader: boolean;
                      };
                    } | null;
                  }
              )[];
              createdBy: {
                id: string;
                name: string;
              } | null;
              updatedBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
              updatedAt: string;
              version: number;
            };
          };
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not logged in: no or an expired session cookie */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Payload too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unsupported media type: only application/json (or multipart/form-data for uploads) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Unprocessable: the Idempotency-Key was used before for a different request */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/public/projects/{projectId}/website': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Site colours, logo, favicon and the list of pages (ETag, 304) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              settings: {
                primaryColor: string;
                secondaryColor: string;
                tertiaryColor: string;
                logo: {
                  url: string;
                  alt: string;
                } | null;
                favicon: {
                  url: string;
                  alt: string;
                } | null;
              };
              pages: {
                id: string;
                path: string;
                title: string;
                updatedAt: string;
              }[];
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}/website/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page by path: active elements in order, references resolved (ETag, 304) */
    get: {
      parameters: {
        query: {
          path: string;
        };
        header?: never;
        path: {
          projectId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              path: string;
              title: string;
              subtitle: string;
              image: {
                url: string;
                alt: string;
              } | null;
              documents: {
                id: string;
                title: string;
                url: string | null;
              }[];
              categories: {
                id: string;
                name: string;
              }[];
              elements: (
                | {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    type: 'text';
                    html: string;
                  }
                | {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    type: 'image';
                    image: {
                      url: string;
                      alt: string;
                    } | null;
                    text: string;
                  }
                | {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    type: 'video';
                    url: string;
                  }
                | {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    type: 'link';
                    url: string;
                    text: string;
                  }
                | {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    type: 'divider';
                    /** @enum {string} */
                    size: 'small' | 'medium' | 'large';
                    showLine: boolean;
                  }
                | {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    type: 'table';
                    table: {
                      columns: {
                        id: string;
                        name: string;
                        /**
                         * @default left
                         * @enum {string}
                         */
                        textAlign: 'left' | 'center' | 'right';
                      }[];
                      rows: {
                        id: string;
                        data: {
                          [key: string]: string;
                        };
                      }[];
                      settings: {
                        /** @default  */
                        title: string;
                        /** @default  */
                        description: string;
                        /** @default  */
                        footer: string;
                        /** @default true */
                        showHeader: boolean;
                      };
                    } | null;
                  }
              )[];
              updatedAt: string;
            };
          };
        };
        /** @description Not modified (ETag) */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Bad request: a path, query or body value fails its schema (per-field `errors`) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Not found: no such project for the caller (also when not a member) or no such record */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description URI too long: a path segment exceeds the router limit */
        414: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ProblemInput: {
      type: string;
      title: string;
      status: number;
      detail: string;
      errors?: {
        [key: string]: string[];
      };
    };
    Problem: {
      type: string;
      title: string;
      status: number;
      detail: string;
      errors?: {
        [key: string]: string[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
