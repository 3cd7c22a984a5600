// Generated from docs/openapi.json by `npx nx run client:codegen` (openapi-typescript).
// Never edit by hand; libs/client/src/generated-types.spec.ts fails when it is stale.

export interface paths {
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3.1 document
         * @description Needs no key. The page at `/docs` renders it.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description Newest first.
         *
         *     Permission: `read:contacts`.
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact
         * @description A contact needs a name (first, last or full) or an email; missing name parts are derived on read.
         *
         *     Permission: `write:contacts`.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contact
         * @description Permission: `read:contacts`.
         */
        get: operations["getContact"];
        put?: never;
        post?: never;
        /**
         * Delete a contact
         * @description The contact leaves every list it was in.
         *
         *     Permission: `write:contacts`.
         */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /**
         * Update a contact
         * @description Only the fields sent change; null clears a field; tags and custom_fields are replaced whole.
         *
         *     Permission: `write:contacts`.
         */
        patch: operations["updateContact"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every error answer. */
        Error: {
            error: {
                /**
                 * @description Stable, machine-readable; see the error table of the guide.
                 * @enum {string}
                 */
                code: "validation_error" | "invalid_date_range" | "invalid_url" | "invalid_json" | "missing_auth" | "invalid_key" | "revoked_key" | "insufficient_credits" | "insufficient_permissions" | "admin_key_required" | "not_found" | "campaign_not_found" | "deal_not_found" | "no_match" | "conversation_required" | "route_not_found" | "duplicate_name" | "idempotency_conflict" | "sync_in_progress" | "campaign_not_draft" | "campaign_not_active" | "campaign_not_paused" | "task_not_pending" | "version_conflict" | "payload_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "provider_error" | "service_unavailable" | "upstream_timeout";
                /** @description Says what went wrong and what to fix; for people, may change. */
                message: string;
                /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        Contact: {
            /** Format: uuid */
            id: string;
            /** @description Always populated: derived from full_name or the email when not set. */
            first_name: string;
            last_name: string;
            full_name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            job_title: string | null;
            company: string | null;
            /** Format: uuid */
            related_company_id: string | null;
            linkedin_url: string | null;
            priority: 1 | 2 | 3 | null;
            tags: string[];
            /** @description Any JSON object; kept exactly as sent. */
            custom_fields: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_date: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_date: string;
        };
        ContactWrite: {
            first_name?: string | null;
            last_name?: string | null;
            full_name?: string | null;
            /** Format: email */
            email?: string | null;
            phone?: string | null;
            job_title?: string | null;
            /** @description Company name as text. */
            company?: string | null;
            /**
             * Format: uuid
             * @description The linked company record.
             */
            related_company_id?: string | null;
            /** Format: uri */
            linkedin_url?: string | null;
            /** @description 1 = high, 2 = medium, 3 = low. */
            priority?: 1 | 2 | 3 | null;
            tags?: string[] | null;
            /** @description Any JSON object kept exactly as sent (at most 16 KiB, 10 levels). */
            custom_fields?: Record<string, never>;
        };
        PageMeta: {
            page: number;
            per_page: number;
            /** @description Records matching the filters, across all pages. */
            total: number;
        };
        ContactWithIncludes: {
            /** Format: uuid */
            id: string;
            /** @description Always populated: derived from full_name or the email when not set. */
            first_name: string;
            last_name: string;
            full_name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            job_title: string | null;
            company: string | null;
            /** Format: uuid */
            related_company_id: string | null;
            linkedin_url: string | null;
            priority: 1 | 2 | 3 | null;
            tags: string[];
            /** @description Any JSON object; kept exactly as sent. */
            custom_fields: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_date: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_date: string;
            /** @description With include=notes or *: the 3 newest notes. */
            recent_notes?: components["schemas"]["ContactNoteSummary"][];
            /** @description With include=tasks or *: up to 3 open tasks. */
            open_tasks?: components["schemas"]["ContactTaskSummary"][];
            /** @description With include=deals or *: up to 3 most recently updated open deals whose main contact this is. */
            open_deals?: components["schemas"]["ContactDealSummary"][];
        };
        ContactNoteSummary: {
            /** Format: uuid */
            id: string;
            title: string | null;
            content: string | null;
            note_type: string | null;
            category: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_date: string | null;
        };
        ContactTaskSummary: {
            /** Format: uuid */
            id: string;
            title: string | null;
            status: string | null;
            priority: string | null;
            due_date: string | null;
            /** Format: uuid */
            assigned_to_user_id: string | null;
        };
        ContactDealSummary: {
            /** Format: uuid */
            id: string;
            name: string | null;
            stage: string | null;
            estimated_value: number | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_date: string | null;
        };
        Deleted: {
            /** Format: uuid */
            id: string;
            /** @enum {boolean} */
            deleted: true;
        };
    };
    responses: {
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`. */
        IdempotencyConflict: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "idempotency_conflict",
                 *         "message": "idempotency conflict"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "idempotency_conflict";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `version_conflict`. */
        IdempotencyConflictOrVersionConflict: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "idempotency_conflict",
                 *         "message": "idempotency conflict"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "idempotency_conflict" | "version_conflict";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description The key may not do this, or the integration it needs is not connected. Codes: `insufficient_permissions`. */
        InsufficientPermissions: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "insufficient_permissions",
                 *         "message": "This key lacks the permission write:contacts"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "insufficient_permissions";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description An unexpected error; the message carries the request id. Codes: `internal_error`. */
        InternalError: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "internal_error",
                 *         "message": "internal error"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "internal_error";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description Not found (records of other workspaces are not found either). Codes: `not_found`. */
        NotFound: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Record not found"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "not_found";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description The body is larger than allowed. Codes: `payload_too_large`. */
        PayloadTooLarge: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payload_too_large",
                 *         "message": "payload too large"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "payload_too_large";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description A rate limit was reached; retry after `Retry-After` seconds. Codes: `rate_limited`. */
        RateLimited: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "rate_limited",
                 *         "message": "Rate limit exceeded: 10 calls per minute; the window resets at 2026-11-24T09:31:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "rate_limited";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description A service is unavailable; retry with backoff. Codes: `service_unavailable`. */
        ServiceUnavailable: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "service_unavailable",
                 *         "message": "service unavailable"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "service_unavailable";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description No valid API key. Codes: `missing_auth`, `invalid_key`, `revoked_key`. */
        Unauthenticated: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "missing_auth",
                 *         "message": "missing auth"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "missing_auth" | "invalid_key" | "revoked_key";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description The body is not `application/json`. Codes: `unsupported_media_type`. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unsupported_media_type",
                 *         "message": "unsupported media type"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "unsupported_media_type";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description A service did not answer in time; retry with the same Idempotency-Key. Codes: `upstream_timeout`. */
        UpstreamTimeout: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "upstream_timeout",
                 *         "message": "upstream timeout"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "upstream_timeout";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description The request is invalid; `error.details.fields` names each problem. Codes: `validation_error`. */
        ValidationError: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_error",
                 *         "message": "email: must be a valid email address"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "validation_error";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description The request is invalid; `error.details.fields` names each problem. Codes: `validation_error`, `invalid_json`. */
        ValidationErrorOrInvalidJson: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_error",
                 *         "message": "email: must be a valid email address"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "validation_error" | "invalid_json";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** @description Conflicts with the current state. Codes: `version_conflict`. */
        VersionConflict: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "version_conflict",
                 *         "message": "version conflict"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "version_conflict";
                        /** @description Says what went wrong and what to fix; for people, may change. */
                        message: string;
                        /** @description For validation errors, `fields`: one `{field, message}` per problem. */
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifies this request in logs and support tickets. */
        "X-Request-ID": string;
        /** @description The workspace's daily call limit. */
        "X-RateLimit-Limit": number;
        /** @description Calls left today. */
        "X-RateLimit-Remaining": number;
        /** @description When the daily window resets (Unix time, seconds; 00:00 UTC). */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before the next call. */
        "Retry-After": number;
        /** @description `true` when this answer is the stored answer of an earlier call with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0"
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A rate limit was reached; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Rate limit exceeded: 10 calls per minute; the window resets at 2026-11-24T09:31:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                /** @description Exact email address (case-insensitive). */
                email?: string;
                /** @description Contacts carrying this tag. */
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "first_name": "Jane",
                     *           "last_name": "Doe",
                     *           "full_name": "Jane Doe",
                     *           "email": "jane.doe@example.com",
                     *           "phone": "+44 20 7946 0000",
                     *           "job_title": "General Counsel",
                     *           "company": "Doe & Partners",
                     *           "related_company_id": null,
                     *           "linkedin_url": null,
                     *           "priority": 1,
                     *           "tags": [
                     *             "litigation"
                     *           ],
                     *           "custom_fields": {
                     *             "source": "conference"
                     *           },
                     *           "created_date": "2026-11-24T09:30:00.000Z",
                     *           "updated_date": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 50,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_name": "Jane",
                 *       "last_name": "Doe",
                 *       "email": "jane.doe@example.com",
                 *       "tags": [
                 *         "litigation"
                 *       ],
                 *       "custom_fields": {
                 *         "source": "conference"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContactWrite"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "first_name": "Jane",
                     *         "last_name": "Doe",
                     *         "full_name": "Jane Doe",
                     *         "email": "jane.doe@example.com",
                     *         "phone": "+44 20 7946 0000",
                     *         "job_title": "General Counsel",
                     *         "company": "Doe & Partners",
                     *         "related_company_id": null,
                     *         "linkedin_url": null,
                     *         "priority": 1,
                     *         "tags": [
                     *           "litigation"
                     *         ],
                     *         "custom_fields": {
                     *           "source": "conference"
                     *         },
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getContact: {
        parameters: {
            query?: {
                /** @description Comma list of notes, tasks, deals, or * for all. */
                include?: string;
            };
            header?: never;
            path: {
                /** @description The record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "first_name": "Jane",
                     *         "last_name": "Doe",
                     *         "full_name": "Jane Doe",
                     *         "email": "jane.doe@example.com",
                     *         "phone": "+44 20 7946 0000",
                     *         "job_title": "General Counsel",
                     *         "company": "Doe & Partners",
                     *         "related_company_id": null,
                     *         "linkedin_url": null,
                     *         "priority": 1,
                     *         "tags": [
                     *           "litigation"
                     *         ],
                     *         "custom_fields": {
                     *           "source": "conference"
                     *         },
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T09:30:00.000Z",
                     *         "open_deals": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ContactWithIncludes"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["VersionConflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "job_title": "Managing Partner",
                 *       "tags": [
                 *         "litigation",
                 *         "vip"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContactWrite"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "first_name": "Jane",
                     *         "last_name": "Doe",
                     *         "full_name": "Jane Doe",
                     *         "email": "jane.doe@example.com",
                     *         "phone": "+44 20 7946 0000",
                     *         "job_title": "Managing Partner",
                     *         "company": "Doe & Partners",
                     *         "related_company_id": null,
                     *         "linkedin_url": null,
                     *         "priority": 1,
                     *         "tags": [
                     *           "litigation",
                     *           "vip"
                     *         ],
                     *         "custom_fields": {
                     *           "source": "conference"
                     *         },
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Contact"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflictOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
}
