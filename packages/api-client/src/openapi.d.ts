// Generated from docs/openapi.json by `npm run openapi --workspace @kontor/server`; do not edit.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
        503: {
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
        /** @description Default Response */
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
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
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
              }[];
            };
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
            }[];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
                keyNumber: number | null;
                info: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
                keyNumber: number | null;
                info: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
              keyNumber?: number | null;
              info?: string;
            };
            assignedStaff?: string[];
            archived?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
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
                keyNumber: number | null;
                info: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
                type: 'object' | 'task';
                propertyId: string | null;
                taskId: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
              type: 'object' | 'task';
              propertyId: string | null;
              taskId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
                type: 'object' | 'task';
                propertyId: string | null;
                taskId: string | null;
                createdBy: {
                  id: string;
                  name: string;
                } | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
              type: 'object' | 'task';
              propertyId: string | null;
              taskId: string | null;
              createdBy: {
                id: string;
                name: string;
              } | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
          };
        };
      };
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
          };
        };
      };
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
          };
        };
      };
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
    /** Mark a task assigned to the caller executed (worker app) */
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
          };
        };
      };
      responses: {
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
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
        /** @description Default Response */
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
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/problem+json': components['schemas']['Problem'];
          };
        };
        /** @description Default Response */
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
