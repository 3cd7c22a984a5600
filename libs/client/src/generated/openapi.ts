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
    "/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies
         * @description Newest first. Filters combine: every one given must match.
         *
         *     Permission: `read:companies`.
         */
        get: operations["listCompanies"];
        put?: never;
        /**
         * Create a company
         * @description Only `name` is required; fields left out are null (tags `[]`). Without a `domain`, the domain is taken from the website host without `www.`. Duplicate domains are allowed (subsidiaries share them).
         *
         *     Permission: `companies:write`.
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a company
         * @description Permission: `read:companies`.
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        /**
         * Delete a company
         * @description The company's notes and the contacts' `related_company_id` stay as they are; they are no longer reachable through the deleted company.
         *
         *     Permission: `companies:write`.
         */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        /**
         * Update a company
         * @description Only the fields sent change; null clears a field (name cannot be cleared); `tags` replaces the existing tags. Answers only `id`, `name`, `industry` and `updated_date`; a PATCH that changes nothing answers the same without a write.
         *
         *     Permission: `companies:write`.
         */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/v1/companies/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a company's notes
         * @description Newest first.
         *
         *     Permission: `read:companies`.
         */
        get: operations["listCompanyNotes"];
        put?: never;
        /**
         * Add a note to a company
         * @description `title` is required; `note_type` defaults to `general`. Notes are not editable.
         *
         *     Permission: `companies:write`.
         */
        post: operations["createCompanyNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a contact's notes
         * @description Newest first.
         *
         *     Permission: `read:contacts`.
         */
        get: operations["listContactNotes"];
        put?: never;
        /**
         * Add a note to a contact
         * @description `title` is required; `note_type` defaults to `general`. The note appears on the contact's timeline. Notes are not editable.
         *
         *     Permission: `write:contacts`.
         */
        post: operations["createContactNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a contact's timeline
         * @description Notes, created and completed tasks, messages sent, emails received and meetings that concern the contact, newest first (by `occurred_at`; a meeting sits at its start). Entries are recorded from events shortly after they happen and never change. Read-only.
         *
         *     Permission: `read:contacts`.
         */
        get: operations["listContactActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Newest first. Filters combine: every one given must match.
         *
         *     Permission: `read:tasks`.
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description Defaults: status `open`, priority `medium`. `contact_id` and `deal_id` must be live records of the workspace (400 naming the field otherwise). With an Idempotency-Key, a retry answers the task the first call created.
         *
         *     Permission: `write:tasks`.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Audited; no event is published (there is no task.deleted event).
         *
         *     Permission: `write:tasks`.
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Only the fields sent change; null clears an optional field (title, status and priority cannot be cleared). Completing sets `completed_at`; reopening clears it. Only links that change are checked: `contact_id` and `deal_id` must be live records of the workspace (400 naming the field otherwise). A PATCH that changes nothing answers 200 without a write.
         *
         *     Permission: `write:tasks`.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/v1/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deals
         * @description Newest first; the filters combine (all must match).
         *
         *     Permission: `deals:read`.
         */
        get: operations["listDeals"];
        put?: never;
        /**
         * Create a deal
         * @description Only `name` is required. Defaults: stage `qualification`, status `open`, pipeline `default`, currency `USD`. A deal created won or lost gets closed_date = today (UTC) unless it is given. `main_contact_id` must name a live contact of the workspace.
         *
         *     Permission: `write:deals`.
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a deal
         * @description A missing deal, a deleted one and one of another workspace are all 404 `deal_not_found`.
         *
         *     Permission: `deals:read`.
         */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        /**
         * Delete a deal
         * @description The deal disappears from reads and lists; its documents become unreachable.
         *
         *     Permission: `write:deals`.
         */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        /**
         * Update a deal
         * @description Only the fields sent change; null clears an optional field; tags are replaced whole. Moving open -> won or lost sets closed_date to today (UTC) unless it is given, won <-> lost keeps it, back to open clears it. A PATCH that changes nothing answers 200 without a write or an event.
         *
         *     Permission: `write:deals`.
         */
        patch: operations["updateDeal"];
        trace?: never;
    };
    "/v1/deals/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a deal's documents
         * @description Most recently linked first. A missing deal (or one of another workspace) is 404 `not_found`.
         *
         *     Permission: `read:documents`.
         */
        get: operations["listDealDocuments"];
        put?: never;
        /**
         * Link a document to a deal
         * @description `name` and `mime_type` are required; `folder` defaults to `/`. A missing deal (or one of another workspace) is 404 `not_found`. Linking emits no event.
         *
         *     Permission: `write:documents`.
         */
        post: operations["linkDealDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lists
         * @description Newest first.
         *
         *     Permission: `read:lists`.
         */
        get: operations["listLists"];
        put?: never;
        /**
         * Create a list
         * @description A static list of contacts, empty at first. Names are unique in the workspace, ignoring case and repeated spaces (409 `duplicate_name`).
         *
         *     Permission: `write:lists`.
         */
        post: operations["createList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a list
         * @description Permission: `read:lists`.
         */
        get: operations["getList"];
        put?: never;
        post?: never;
        /**
         * Delete a list
         * @description The contacts themselves stay; only the list and its memberships go.
         *
         *     Permission: `write:lists`.
         */
        delete: operations["deleteList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lists/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add contacts to a list
         * @description Contacts already in the list are skipped silently; `added` counts only new members. `contact_ids` holds 1 to 100 ids, counted as sent. Malformed ids, and on adding ids that do not name a live contact of the workspace, refuse the whole call with 400 `validation_error` listing them in `error.details.invalid_ids`; nothing changes then.
         *
         *     Permission: `write:lists`.
         */
        post: operations["addListContacts"];
        /**
         * Remove contacts from a list
         * @description The ids go in the body, as for adding. Contacts not in the list are skipped silently; `removed` counts only those that left. `contact_ids` holds 1 to 100 ids, counted as sent. Malformed ids, and on adding ids that do not name a live contact of the workspace, refuse the whole call with 400 `validation_error` listing them in `error.details.invalid_ids`; nothing changes then.
         *
         *     Permission: `write:lists`.
         */
        delete: operations["removeListContacts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 1,000 contacts
         * @description Each record follows the rules of POST /v1/contacts. The valid records are stored and the others reported by index (not all-or-nothing); when no record is valid the call is 400 `validation_error` with the same per-index list in `error.details.errors`. A malformed envelope (missing, empty or over 1000 records, unknown keys) is refused whole. With an `Idempotency-Key`, record ids are derived from the workspace, the key and the index, so a retry stores each record once and emits the bulk event once. Emits contact.bulk_created.
         *
         *     Permission: `write:contacts`.
         */
        post: operations["bulkCreateContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 1,000 deals
         * @description Each record follows the rules of POST /v1/deals. The valid records are stored and the others reported by index; the answer is 201 when at least one deal was created and 200 (with `count` 0) when none was. A malformed envelope (missing, empty or over 1000 records, unknown keys) is refused whole. With an `Idempotency-Key`, record ids are derived from the workspace, the key and the index, so a retry stores each record once and emits the bulk event once. Emits deal.bulk_created.
         *
         *     Permission: `write:deals`.
         */
        post: operations["bulkCreateDeals"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update up to 1,000 deals
         * @description Each record is a deal `id` plus the fields of PATCH /v1/deals/{id}, applied with the same rules. Records with an unknown id, a repeated id or bad fields are reported by index and the others applied; a record that changes nothing counts as updated. A malformed envelope is refused whole. Emits one deal.bulk_updated for the deals that changed.
         *
         *     Permission: `write:deals`.
         */
        patch: operations["bulkUpdateDeals"];
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
            /** @description The task's status (open or in_progress: completed and cancelled tasks are not embedded). */
            status: string | null;
            /** @description The task's priority: low, medium, high or urgent (not the contact's 1-3 scale). */
            priority: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
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
        Company: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Lower-cased host name; taken from the website when not given. */
            domain: string | null;
            industry: string | null;
            size: string | null;
            website: string | null;
            linkedin_url: string | null;
            city: string | null;
            country: string | null;
            description: string | null;
            tags: string[];
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
        CompanyCreate: {
            name: string;
            industry?: string | null;
            /** Format: uri */
            website?: string | null;
            /** Format: uri */
            linkedin_url?: string | null;
            /** @description Headcount range as text, e.g. 11-50. */
            size?: string | null;
            city?: string | null;
            country?: string | null;
            /** @description A bare host name (acme.com), stored lower-cased. When absent on create, taken from the website host without `www.`. */
            domain?: string | null;
            description?: string | null;
            tags?: string[] | null;
        };
        CompanyUpdated: {
            /** Format: uuid */
            id: string;
            name: string;
            industry: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_date: string;
        };
        CompanyPatch: {
            name?: string;
            industry?: string | null;
            /** Format: uri */
            website?: string | null;
            /** Format: uri */
            linkedin_url?: string | null;
            /** @description Headcount range as text, e.g. 11-50. */
            size?: string | null;
            city?: string | null;
            country?: string | null;
            /** @description A bare host name (acme.com), stored lower-cased. When absent on create, taken from the website host without `www.`. */
            domain?: string | null;
            description?: string | null;
            tags?: string[] | null;
        };
        CompanyNote: {
            /** Format: uuid */
            id: string;
            title: string;
            content: string | null;
            note_type: string;
            tags: string[];
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_date: string;
        };
        CompanyNoteCreate: {
            title: string;
            /** @description Kept exactly as written, at most 50,000 characters. */
            content?: string | null;
            /**
             * @description A free label such as call or meeting; `general` when not given.
             * @example call
             */
            note_type?: string;
            tags?: string[] | null;
        };
        ContactNote: {
            /** Format: uuid */
            id: string;
            title: string;
            content: string | null;
            note_type: string;
            category: string | null;
            tags: string[];
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_date: string;
        };
        ContactNoteCreate: {
            title: string;
            /** @description Kept exactly as written, at most 50,000 characters. */
            content?: string | null;
            /**
             * @description A free label such as call or meeting; `general` when not given.
             * @example call
             */
            note_type?: string;
            tags?: string[] | null;
            /** @description A free label, e.g. billing or intake. */
            category?: string | null;
        };
        Activity: {
            /**
             * Format: uuid
             * @description Derived from the source record, so a source recorded twice lands once.
             */
            id: string;
            /** @enum {string} */
            type: "note" | "task_created" | "task_completed" | "message_sent" | "email_received" | "meeting";
            /** Format: uuid */
            contact_id: string;
            /**
             * Format: date-time
             * @description When it happened (note written, message sent, email received, meeting start); the timeline's sort key. May carry the source's UTC offset.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            title: string;
            /** @description A short plain-text excerpt (at most 280 characters); empty when the source has none. */
            summary: string;
            source: {
                /** @description The event the entry was recorded from: note.created, message.sent, email.received, meeting.created, task.created or task.updated. */
                event: string;
                /** @description The source record's id (note, message, email, meeting or task). */
                id: string;
            };
            /** @description References that depend on the type: note_type, channel, status, deal_id, from, end_time, ... */
            metadata: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When the CRM recorded the entry.
             * @example 2026-11-24T09:30:00.000Z
             */
            created_date: string;
        };
        Task: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            status: "open" | "in_progress" | "completed" | "cancelled";
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "urgent";
            /**
             * Format: date-time
             * @description UTC.
             * @example 2026-11-24T09:30:00.000Z
             */
            due_date: string | null;
            /** Format: uuid */
            contact_id: string | null;
            /** Format: uuid */
            deal_id: string | null;
            /** Format: uuid */
            assigned_to_user_id: string | null;
            /**
             * Format: date-time
             * @description When the task was completed; null unless its status is completed.
             * @example 2026-11-24T09:30:00.000Z
             */
            completed_at: string | null;
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
        TaskCreate: {
            title: string;
            /** @description An empty string is the same as null. */
            description?: string | null;
            /**
             * @description Default `open`. Becoming `completed` sets completed_at; leaving it clears completed_at.
             * @enum {string}
             */
            status?: "open" | "in_progress" | "completed" | "cancelled";
            /**
             * @description Default `medium`.
             * @enum {string}
             */
            priority?: "low" | "medium" | "high" | "urgent";
            /**
             * @description A date (YYYY-MM-DD, midnight UTC) or a timestamp with a zone (Z or ±hh:mm); stored and shown as a UTC timestamp.
             * @example 2026-12-01T17:00:00+01:00
             */
            due_date?: string | null;
            /**
             * Format: uuid
             * @description A live contact of the workspace.
             */
            contact_id?: string | null;
            /**
             * Format: uuid
             * @description A live deal of the workspace.
             */
            deal_id?: string | null;
            /**
             * Format: uuid
             * @description The user the task is for (not checked against the users).
             */
            assigned_to_user_id?: string | null;
        };
        TaskPatch: {
            title?: string;
            /** @description An empty string is the same as null. */
            description?: string | null;
            /**
             * @description Default `open`. Becoming `completed` sets completed_at; leaving it clears completed_at.
             * @enum {string}
             */
            status?: "open" | "in_progress" | "completed" | "cancelled";
            /**
             * @description Default `medium`.
             * @enum {string}
             */
            priority?: "low" | "medium" | "high" | "urgent";
            /**
             * @description A date (YYYY-MM-DD, midnight UTC) or a timestamp with a zone (Z or ±hh:mm); stored and shown as a UTC timestamp.
             * @example 2026-12-01T17:00:00+01:00
             */
            due_date?: string | null;
            /**
             * Format: uuid
             * @description A live contact of the workspace.
             */
            contact_id?: string | null;
            /**
             * Format: uuid
             * @description A live deal of the workspace.
             */
            deal_id?: string | null;
            /**
             * Format: uuid
             * @description The user the task is for (not checked against the users).
             */
            assigned_to_user_id?: string | null;
        };
        Deal: {
            /** Format: uuid */
            id: string;
            name: string;
            stage: string;
            /** @enum {string} */
            status: "open" | "won" | "lost";
            pipeline: string;
            estimated_value: number | null;
            /** @description ISO 4217. */
            currency: string;
            /** Format: uuid */
            main_contact_id: string | null;
            /** Format: uuid */
            owner_user_id: string | null;
            /** @enum {string|null} */
            priority: "low" | "medium" | "high" | "urgent" | null;
            matter_type: string | null;
            tags: string[];
            /** Format: uuid */
            related_company_id: string | null;
            high_level_description: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            next_follow_up_date: string | null;
            fee_model: string | null;
            probability: number | null;
            /**
             * Format: date
             * @description The day the deal was won or lost (UTC); null while open.
             * @example 2026-12-01
             */
            closed_date: string | null;
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
        DealCreate: {
            name: string;
            /** @description A free label, e.g. qualification, proposal, closed_won; default `qualification`. */
            stage?: string;
            /**
             * @description Default `open`. Moving to won or lost sets closed_date to today (UTC) unless it is given; moving back to open clears it.
             * @enum {string}
             */
            status?: "open" | "won" | "lost";
            /**
             * @description Pipeline slug; default `default`.
             * @example litigation
             */
            pipeline?: string;
            /** @description In the deal currency. */
            estimated_value?: number | null;
            /**
             * @description ISO 4217 code, case-insensitive (stored upper-case); default USD.
             * @example GBP
             */
            currency?: string;
            /**
             * Format: uuid
             * @description Must be a live contact of this workspace.
             */
            main_contact_id?: string | null;
            /** Format: uuid */
            owner_user_id?: string | null;
            /** @enum {string|null} */
            priority?: "low" | "medium" | "high" | "urgent" | null;
            /** @description A free label, e.g. litigation, m&a, employment. */
            matter_type?: string | null;
            /** @description Replaced whole; null clears; repeated tags are kept once. */
            tags?: string[] | null;
            /** Format: uuid */
            related_company_id?: string | null;
            high_level_description?: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            next_follow_up_date?: string | null;
            /** @description A free label, e.g. hourly, fixed, contingency, retainer. */
            fee_model?: string | null;
            probability?: number | null;
            /**
             * Format: date
             * @description Only on a won or lost deal; null is refused there, a date is refused on an open one.
             * @example 2026-12-01
             */
            closed_date?: string | null;
        };
        DealUpdate: {
            name?: string;
            /** @description A free label, e.g. qualification, proposal, closed_won; default `qualification`. */
            stage?: string;
            /**
             * @description Default `open`. Moving to won or lost sets closed_date to today (UTC) unless it is given; moving back to open clears it.
             * @enum {string}
             */
            status?: "open" | "won" | "lost";
            /**
             * @description Pipeline slug; default `default`.
             * @example litigation
             */
            pipeline?: string;
            /** @description In the deal currency. */
            estimated_value?: number | null;
            /**
             * @description ISO 4217 code, case-insensitive (stored upper-case); default USD.
             * @example GBP
             */
            currency?: string;
            /**
             * Format: uuid
             * @description Must be a live contact of this workspace.
             */
            main_contact_id?: string | null;
            /** Format: uuid */
            owner_user_id?: string | null;
            /** @enum {string|null} */
            priority?: "low" | "medium" | "high" | "urgent" | null;
            /** @description A free label, e.g. litigation, m&a, employment. */
            matter_type?: string | null;
            /** @description Replaced whole; null clears; repeated tags are kept once. */
            tags?: string[] | null;
            /** Format: uuid */
            related_company_id?: string | null;
            high_level_description?: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            next_follow_up_date?: string | null;
            /** @description A free label, e.g. hourly, fixed, contingency, retainer. */
            fee_model?: string | null;
            probability?: number | null;
            /**
             * Format: date
             * @description Only on a won or lost deal; null is refused there, a date is refused on an open one.
             * @example 2026-12-01
             */
            closed_date?: string | null;
        };
        DealDocument: {
            /** Format: uuid */
            id: string;
            name: string;
            mime_type: string;
            size_bytes: number | null;
            folder: string;
            tags: string[];
            role: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            linked_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        DealDocumentLink: {
            name: string;
            /**
             * @description type/subtype, stored lower-case.
             * @example application/pdf
             */
            mime_type: string;
            size_bytes?: number | null;
            /**
             * @description An absolute path; default `/`. A trailing "/" is dropped.
             * @example /Matters/2026
             */
            folder?: string;
            /** @description Repeated tags are kept once. */
            tags?: string[];
            /** @description What the document is to the deal, e.g. engagement_letter, evidence. */
            role?: string | null;
        };
        List: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** @description Member contacts; a deleted contact leaves every list. */
            contact_count: number;
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
        ListCreate: {
            /** @description Unique in the workspace, compared case-insensitively with runs of spaces folded. */
            name: string;
            /** @description An empty string is stored as null. */
            description?: string | null;
        };
        ListContactsAdded: {
            /** @description Contacts that joined; ids already in the list are skipped silently. */
            added: number;
            /** Format: uuid */
            list_id: string;
            /** @description Members after the change. */
            contact_count: number;
        };
        ListContactIds: {
            /** @description 1 to 100 contact ids; a repeated id counts once. */
            contact_ids: string[];
        };
        ListContactsRemoved: {
            /** @description Contacts that left; ids not in the list are skipped silently. */
            removed: number;
            /** Format: uuid */
            list_id: string;
            /** @description Members after the change. */
            contact_count: number;
        };
        BulkCreated: {
            /** @description Each stored record: its position in the request and its new id, in request order. */
            created: {
                index: number;
                /** Format: uuid */
                id: string;
            }[];
            /** @description Each refused record with every problem found in it, in request order. */
            errors: components["schemas"]["BulkItemError"][];
            /** @description Records created. */
            count: number;
        };
        BulkItemError: {
            /** @description Position of the record in the request. */
            index: number;
            errors: components["schemas"]["FieldIssue"][];
        };
        FieldIssue: {
            /** @description The field, dotted for nested ones (`tags.2`); `body` for the record as a whole. */
            field: string;
            message: string;
        };
        ContactBulkCreate: {
            /** @description 1 to 1000 records. */
            contacts: components["schemas"]["ContactWrite"][];
        };
        DealBulkCreate: {
            /** @description 1 to 1000 records. */
            deals: components["schemas"]["DealCreate"][];
        };
        BulkUpdated: {
            /** @description Each record applied (including those that changed nothing), in request order. */
            updated: {
                index: number;
                /** Format: uuid */
                id: string;
            }[];
            /** @description Each refused record with its problems, in request order. */
            errors: components["schemas"]["BulkItemError"][];
            /** @description Records applied. */
            count: number;
        };
        DealBulkUpdate: {
            /** @description 1 to 1000 records. */
            deals: components["schemas"]["DealBulkUpdateItem"][];
        };
        DealBulkUpdateItem: {
            /**
             * Format: uuid
             * @description The deal to change.
             */
            id: string;
            name?: string;
            /** @description A free label, e.g. qualification, proposal, closed_won; default `qualification`. */
            stage?: string;
            /**
             * @description Default `open`. Moving to won or lost sets closed_date to today (UTC) unless it is given; moving back to open clears it.
             * @enum {string}
             */
            status?: "open" | "won" | "lost";
            /**
             * @description Pipeline slug; default `default`.
             * @example litigation
             */
            pipeline?: string;
            /** @description In the deal currency. */
            estimated_value?: number | null;
            /**
             * @description ISO 4217 code, case-insensitive (stored upper-case); default USD.
             * @example GBP
             */
            currency?: string;
            /**
             * Format: uuid
             * @description Must be a live contact of this workspace.
             */
            main_contact_id?: string | null;
            /** Format: uuid */
            owner_user_id?: string | null;
            /** @enum {string|null} */
            priority?: "low" | "medium" | "high" | "urgent" | null;
            /** @description A free label, e.g. litigation, m&a, employment. */
            matter_type?: string | null;
            /** @description Replaced whole; null clears; repeated tags are kept once. */
            tags?: string[] | null;
            /** Format: uuid */
            related_company_id?: string | null;
            high_level_description?: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            next_follow_up_date?: string | null;
            /** @description A free label, e.g. hourly, fixed, contingency, retainer. */
            fee_model?: string | null;
            probability?: number | null;
            /**
             * Format: date
             * @description Only on a won or lost deal; null is refused there, a date is refused on an open one.
             * @example 2026-12-01
             */
            closed_date?: string | null;
        };
    };
    responses: {
        /** @description Not found (records of other workspaces are not found either). Codes: `deal_not_found`. */
        DealNotFound: {
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
                 *         "code": "deal_not_found",
                 *         "message": "deal not found"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "deal_not_found";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `duplicate_name`. */
        IdempotencyConflictOrDuplicateName: {
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
                        code: "idempotency_conflict" | "duplicate_name";
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
    listCompanies: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                /** @description Exact domain, case-insensitive (acme.com). */
                domain?: string;
                /** @description Companies carrying this tag. */
                tag?: string;
                /** @description Words the name must contain, each matched as a word prefix, case-insensitive ("lovel part" finds "Lovelace & Partners"); at most 8 words. */
                q?: string;
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
                     *           "id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                     *           "name": "Lovelace & Partners LLP",
                     *           "domain": "lovelace-partners.example.com",
                     *           "industry": "Legal services",
                     *           "size": "51-200",
                     *           "website": "https://www.lovelace-partners.example.com",
                     *           "linkedin_url": null,
                     *           "city": "London",
                     *           "country": "GB",
                     *           "description": "Commercial litigation and arbitration boutique.",
                     *           "tags": [
                     *             "litigation",
                     *             "referral"
                     *           ],
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
                        data: components["schemas"]["Company"][];
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
    createCompany: {
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
                 *       "name": "Lovelace & Partners LLP",
                 *       "industry": "Legal services",
                 *       "size": "51-200",
                 *       "website": "https://www.lovelace-partners.example.com",
                 *       "city": "London",
                 *       "country": "GB",
                 *       "description": "Commercial litigation and arbitration boutique.",
                 *       "tags": [
                 *         "litigation",
                 *         "referral"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CompanyCreate"];
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
                     *         "id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                     *         "name": "Lovelace & Partners LLP",
                     *         "domain": "lovelace-partners.example.com",
                     *         "industry": "Legal services",
                     *         "size": "51-200",
                     *         "website": "https://www.lovelace-partners.example.com",
                     *         "linkedin_url": null,
                     *         "city": "London",
                     *         "country": "GB",
                     *         "description": "Commercial litigation and arbitration boutique.",
                     *         "tags": [
                     *           "litigation",
                     *           "referral"
                     *         ],
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
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
    getCompany: {
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
                     *         "id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                     *         "name": "Lovelace & Partners LLP",
                     *         "domain": "lovelace-partners.example.com",
                     *         "industry": "Legal services",
                     *         "size": "51-200",
                     *         "website": "https://www.lovelace-partners.example.com",
                     *         "linkedin_url": null,
                     *         "city": "London",
                     *         "country": "GB",
                     *         "description": "Commercial litigation and arbitration boutique.",
                     *         "tags": [
                     *           "litigation",
                     *           "referral"
                     *         ],
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Company"];
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
    deleteCompany: {
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
                     *         "id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
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
    updateCompany: {
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
                 *       "industry": "Legal services: arbitration",
                 *       "tags": [
                 *         "arbitration"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CompanyPatch"];
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
                     *         "id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                     *         "name": "Lovelace & Partners LLP",
                     *         "industry": "Legal services: arbitration",
                     *         "updated_date": "2026-11-25T14:05:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CompanyUpdated"];
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
    listCompanyNotes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
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
                     *       "data": [
                     *         {
                     *           "id": "5a1e9c3b-2d4f-4e6a-9b8c-1d2e3f4a5b6c",
                     *           "title": "Panel review call",
                     *           "content": "They are reviewing their external counsel panel in Q1; send our arbitration credentials before 15 January.",
                     *           "note_type": "call",
                     *           "tags": [
                     *             "panel-review"
                     *           ],
                     *           "created_date": "2026-11-24T10:15:00.000Z"
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
                        data: components["schemas"]["CompanyNote"][];
                        meta: components["schemas"]["PageMeta"];
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
    createCompanyNote: {
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
                 *       "title": "Panel review call",
                 *       "content": "They are reviewing their external counsel panel in Q1; send our arbitration credentials before 15 January.",
                 *       "note_type": "call",
                 *       "tags": [
                 *         "panel-review"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CompanyNoteCreate"];
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
                     *         "id": "5a1e9c3b-2d4f-4e6a-9b8c-1d2e3f4a5b6c",
                     *         "title": "Panel review call",
                     *         "content": "They are reviewing their external counsel panel in Q1; send our arbitration credentials before 15 January.",
                     *         "note_type": "call",
                     *         "tags": [
                     *           "panel-review"
                     *         ],
                     *         "created_date": "2026-11-24T10:15:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CompanyNote"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listContactNotes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
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
                     *       "data": [
                     *         {
                     *           "id": "6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d",
                     *           "title": "Intake call",
                     *           "content": "Dispute over a supply contract; limitation date in March. Conflict check requested.",
                     *           "note_type": "call",
                     *           "category": "intake",
                     *           "tags": [
                     *             "litigation"
                     *           ],
                     *           "created_date": "2026-11-24T11:00:00.000Z"
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
                        data: components["schemas"]["ContactNote"][];
                        meta: components["schemas"]["PageMeta"];
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
    createContactNote: {
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
                 *       "title": "Intake call",
                 *       "content": "Dispute over a supply contract; limitation date in March. Conflict check requested.",
                 *       "note_type": "call",
                 *       "category": "intake",
                 *       "tags": [
                 *         "litigation"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContactNoteCreate"];
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
                     *         "id": "6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d",
                     *         "title": "Intake call",
                     *         "content": "Dispute over a supply contract; limitation date in March. Conflict check requested.",
                     *         "note_type": "call",
                     *         "category": "intake",
                     *         "tags": [
                     *           "litigation"
                     *         ],
                     *         "created_date": "2026-11-24T11:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ContactNote"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listContactActivities: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                /** @description Only these types: one or a comma list of note, task_created, task_completed, message_sent, email_received, meeting. */
                type?: string;
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
                     *       "data": [
                     *         {
                     *           "id": "9d3b6f1e-8a2c-5d4e-b6f7-0a1b2c3d4e5f",
                     *           "type": "task_created",
                     *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "occurred_at": "2026-11-24T11:20:00.000Z",
                     *           "title": "Send conflict check",
                     *           "summary": "Run the conflict check before the engagement letter goes out.",
                     *           "source": {
                     *             "event": "task.created",
                     *             "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e"
                     *           },
                     *           "metadata": {
                     *             "status": "open",
                     *             "priority": "high",
                     *             "due_date": "2026-11-27T00:00:00.000Z",
                     *             "deal_id": null
                     *           },
                     *           "created_date": "2026-11-24T11:20:00.412Z"
                     *         },
                     *         {
                     *           "id": "2e4c8a0f-1b3d-5e6f-a7b8-c9d0e1f2a3b4",
                     *           "type": "note",
                     *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "occurred_at": "2026-11-24T11:00:00.000Z",
                     *           "title": "Intake call",
                     *           "summary": "Dispute over a supply contract; limitation date in March. Conflict check requested.",
                     *           "source": {
                     *             "event": "note.created",
                     *             "id": "6b2f0d4c-3e5a-4f7b-8c9d-2e3f4a5b6c7d"
                     *           },
                     *           "metadata": {
                     *             "note_type": "call",
                     *             "category": "intake",
                     *             "company_id": null
                     *           },
                     *           "created_date": "2026-11-24T11:00:00.318Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Activity"][];
                        meta: components["schemas"]["PageMeta"];
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
    listTasks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                /** @description Only tasks with this status. */
                status?: "open" | "in_progress" | "completed" | "cancelled";
                /** @description Tasks assigned to this user. */
                assigned_to_user_id?: string;
                /** @description Tasks linked to this contact. */
                contact_id?: string;
                /** @description Tasks linked to this deal. */
                deal_id?: string;
                /** @description Due at or before: a date or a timestamp with a zone; a date alone covers its whole day (UTC). Undated tasks never match. */
                due_before?: string;
                /** @description Due at or after: a date (from its midnight UTC) or a timestamp with a zone. Undated tasks never match. */
                due_after?: string;
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
                     *           "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e",
                     *           "title": "Send conflict check",
                     *           "description": "Run the conflict check before the engagement letter goes out.",
                     *           "status": "open",
                     *           "priority": "high",
                     *           "due_date": "2026-11-27T00:00:00.000Z",
                     *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "deal_id": null,
                     *           "assigned_to_user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "completed_at": null,
                     *           "created_date": "2026-11-24T11:20:00.000Z",
                     *           "updated_date": "2026-11-24T11:20:00.000Z"
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
                        data: components["schemas"]["Task"][];
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
    createTask: {
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
                 *       "title": "Send conflict check",
                 *       "description": "Run the conflict check before the engagement letter goes out.",
                 *       "priority": "high",
                 *       "due_date": "2026-11-27",
                 *       "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *       "assigned_to_user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
                 *     }
                 */
                "application/json": components["schemas"]["TaskCreate"];
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
                     *         "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e",
                     *         "title": "Send conflict check",
                     *         "description": "Run the conflict check before the engagement letter goes out.",
                     *         "status": "open",
                     *         "priority": "high",
                     *         "due_date": "2026-11-27T00:00:00.000Z",
                     *         "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "deal_id": null,
                     *         "assigned_to_user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "completed_at": null,
                     *         "created_date": "2026-11-24T11:20:00.000Z",
                     *         "updated_date": "2026-11-24T11:20:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
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
    deleteTask: {
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
                     *         "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e",
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
    updateTask: {
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
                 *       "status": "completed"
                 *     }
                 */
                "application/json": components["schemas"]["TaskPatch"];
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
                     *         "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e",
                     *         "title": "Send conflict check",
                     *         "description": "Run the conflict check before the engagement letter goes out.",
                     *         "status": "completed",
                     *         "priority": "high",
                     *         "due_date": "2026-11-27T00:00:00.000Z",
                     *         "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "deal_id": null,
                     *         "assigned_to_user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "completed_at": "2026-11-26T16:45:00.000Z",
                     *         "created_date": "2026-11-24T11:20:00.000Z",
                     *         "updated_date": "2026-11-26T16:45:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"];
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
    listDeals: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                /** @description Only deals in this status. */
                status?: "open" | "won" | "lost";
                /** @description Only deals at this stage (exact). */
                stage?: string;
                /** @description Only deals of this pipeline. */
                pipeline?: string;
                /** @description Only deals this user owns. */
                owner_user_id?: string;
                /** @description Only deals whose main contact this is. */
                main_contact_id?: string;
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
                     *       "data": {
                     *         "deals": [
                     *           {
                     *             "id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                     *             "name": "Harbour Freight v. Northwind Shipping",
                     *             "stage": "proposal",
                     *             "status": "open",
                     *             "pipeline": "litigation",
                     *             "estimated_value": 85000,
                     *             "currency": "GBP",
                     *             "main_contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *             "owner_user_id": "5b2d8c41-7e3a-4f6b-8d9c-1a2b3c4d5e6f",
                     *             "priority": "high",
                     *             "matter_type": "litigation",
                     *             "tags": [
                     *               "commercial",
                     *               "shipping"
                     *             ],
                     *             "related_company_id": null,
                     *             "high_level_description": "Breach of a charter-party contract; client seeks damages for late delivery.",
                     *             "next_follow_up_date": "2026-12-01",
                     *             "fee_model": "hourly",
                     *             "probability": 60,
                     *             "closed_date": null,
                     *             "created_date": "2026-11-24T09:30:00.000Z",
                     *             "updated_date": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            deals: components["schemas"]["Deal"][];
                        };
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
    createDeal: {
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
                 *       "name": "Harbour Freight v. Northwind Shipping",
                 *       "stage": "proposal",
                 *       "pipeline": "litigation",
                 *       "estimated_value": 85000,
                 *       "currency": "gbp",
                 *       "main_contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *       "owner_user_id": "5b2d8c41-7e3a-4f6b-8d9c-1a2b3c4d5e6f",
                 *       "priority": "high",
                 *       "matter_type": "litigation",
                 *       "tags": [
                 *         "commercial",
                 *         "shipping"
                 *       ],
                 *       "high_level_description": "Breach of a charter-party contract; client seeks damages for late delivery.",
                 *       "next_follow_up_date": "2026-12-01",
                 *       "fee_model": "hourly",
                 *       "probability": 60
                 *     }
                 */
                "application/json": components["schemas"]["DealCreate"];
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
                     *         "deal": {
                     *           "id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                     *           "name": "Harbour Freight v. Northwind Shipping",
                     *           "stage": "proposal",
                     *           "status": "open",
                     *           "pipeline": "litigation",
                     *           "estimated_value": 85000,
                     *           "currency": "GBP",
                     *           "main_contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "owner_user_id": "5b2d8c41-7e3a-4f6b-8d9c-1a2b3c4d5e6f",
                     *           "priority": "high",
                     *           "matter_type": "litigation",
                     *           "tags": [
                     *             "commercial",
                     *             "shipping"
                     *           ],
                     *           "related_company_id": null,
                     *           "high_level_description": "Breach of a charter-party contract; client seeks damages for late delivery.",
                     *           "next_follow_up_date": "2026-12-01",
                     *           "fee_model": "hourly",
                     *           "probability": 60,
                     *           "closed_date": null,
                     *           "created_date": "2026-11-24T09:30:00.000Z",
                     *           "updated_date": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            deal: components["schemas"]["Deal"];
                        };
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
    getDeal: {
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
                     *         "deal": {
                     *           "id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                     *           "name": "Harbour Freight v. Northwind Shipping",
                     *           "stage": "proposal",
                     *           "status": "open",
                     *           "pipeline": "litigation",
                     *           "estimated_value": 85000,
                     *           "currency": "GBP",
                     *           "main_contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "owner_user_id": "5b2d8c41-7e3a-4f6b-8d9c-1a2b3c4d5e6f",
                     *           "priority": "high",
                     *           "matter_type": "litigation",
                     *           "tags": [
                     *             "commercial",
                     *             "shipping"
                     *           ],
                     *           "related_company_id": null,
                     *           "high_level_description": "Breach of a charter-party contract; client seeks damages for late delivery.",
                     *           "next_follow_up_date": "2026-12-01",
                     *           "fee_model": "hourly",
                     *           "probability": 60,
                     *           "closed_date": null,
                     *           "created_date": "2026-11-24T09:30:00.000Z",
                     *           "updated_date": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            deal: components["schemas"]["Deal"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["DealNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    deleteDeal: {
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
                     *         "id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
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
            404: components["responses"]["DealNotFound"];
            409: components["responses"]["VersionConflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    updateDeal: {
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
                 *       "status": "won",
                 *       "stage": "closed_won"
                 *     }
                 */
                "application/json": components["schemas"]["DealUpdate"];
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
                     *         "deal": {
                     *           "id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                     *           "name": "Harbour Freight v. Northwind Shipping",
                     *           "stage": "closed_won",
                     *           "status": "won",
                     *           "pipeline": "litigation",
                     *           "estimated_value": 85000,
                     *           "currency": "GBP",
                     *           "main_contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "owner_user_id": "5b2d8c41-7e3a-4f6b-8d9c-1a2b3c4d5e6f",
                     *           "priority": "high",
                     *           "matter_type": "litigation",
                     *           "tags": [
                     *             "commercial",
                     *             "shipping"
                     *           ],
                     *           "related_company_id": null,
                     *           "high_level_description": "Breach of a charter-party contract; client seeks damages for late delivery.",
                     *           "next_follow_up_date": "2026-12-01",
                     *           "fee_model": "hourly",
                     *           "probability": 60,
                     *           "closed_date": "2026-11-24",
                     *           "created_date": "2026-11-24T09:30:00.000Z",
                     *           "updated_date": "2026-11-24T15:05:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            deal: components["schemas"]["Deal"];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["DealNotFound"];
            409: components["responses"]["IdempotencyConflictOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listDealDocuments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                /** @description Only documents linked with this role (exact). */
                role?: string;
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
                     *         "documents": [
                     *           {
                     *             "id": "7d4e1a2b-3c5f-4a6b-8c9d-0e1f2a3b4c5d",
                     *             "name": "engagement-letter-northwind.pdf",
                     *             "mime_type": "application/pdf",
                     *             "size_bytes": 182344,
                     *             "folder": "/Matters/2026/Northwind",
                     *             "tags": [
                     *               "signed"
                     *             ],
                     *             "role": "engagement_letter",
                     *             "linked_at": "2026-11-24T10:15:00.000Z",
                     *             "created_at": "2026-11-24T10:15:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            documents: components["schemas"]["DealDocument"][];
                        };
                        meta: components["schemas"]["PageMeta"];
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
    linkDealDocument: {
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
                 *       "name": "engagement-letter-northwind.pdf",
                 *       "mime_type": "application/pdf",
                 *       "size_bytes": 182344,
                 *       "folder": "/Matters/2026/Northwind/",
                 *       "tags": [
                 *         "signed"
                 *       ],
                 *       "role": "engagement_letter"
                 *     }
                 */
                "application/json": components["schemas"]["DealDocumentLink"];
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
                     *         "id": "7d4e1a2b-3c5f-4a6b-8c9d-0e1f2a3b4c5d",
                     *         "name": "engagement-letter-northwind.pdf",
                     *         "mime_type": "application/pdf",
                     *         "size_bytes": 182344,
                     *         "folder": "/Matters/2026/Northwind",
                     *         "tags": [
                     *           "signed"
                     *         ],
                     *         "role": "engagement_letter",
                     *         "linked_at": "2026-11-24T10:15:00.000Z",
                     *         "created_at": "2026-11-24T10:15:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DealDocument"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listLists: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
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
                     *           "id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                     *           "name": "GCs to call before year end",
                     *           "description": "General counsel met at the Legal Innovation Forum.",
                     *           "contact_count": 12,
                     *           "created_date": "2026-11-24T09:30:00.000Z",
                     *           "updated_date": "2026-11-24T11:02:00.000Z"
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
                        data: components["schemas"]["List"][];
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
    createList: {
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
                 *       "name": "GCs to call before year end",
                 *       "description": "General counsel met at the Legal Innovation Forum."
                 *     }
                 */
                "application/json": components["schemas"]["ListCreate"];
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
                     *         "id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                     *         "name": "GCs to call before year end",
                     *         "description": "General counsel met at the Legal Innovation Forum.",
                     *         "contact_count": 0,
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            409: components["responses"]["IdempotencyConflictOrDuplicateName"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getList: {
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
                     *         "id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                     *         "name": "GCs to call before year end",
                     *         "description": "General counsel met at the Legal Innovation Forum.",
                     *         "contact_count": 12,
                     *         "created_date": "2026-11-24T09:30:00.000Z",
                     *         "updated_date": "2026-11-24T11:02:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["List"];
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
    deleteList: {
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
                     *         "id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
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
    addListContacts: {
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
                 *       "contact_ids": [
                 *         "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *         "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ListContactIds"];
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
                     *         "added": 2,
                     *         "list_id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                     *         "contact_count": 14
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ListContactsAdded"];
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
    removeListContacts: {
        parameters: {
            query?: never;
            header?: never;
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
                 *       "contact_ids": [
                 *         "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *         "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ListContactIds"];
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
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "removed": 2,
                     *         "list_id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                     *         "contact_count": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ListContactsRemoved"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    bulkCreateContacts: {
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
                 *       "contacts": [
                 *         {
                 *           "first_name": "Jane",
                 *           "last_name": "Doe",
                 *           "email": "jane.doe@example.com",
                 *           "job_title": "General Counsel"
                 *         },
                 *         {
                 *           "phone": "+44 20 7946 0123",
                 *           "job_title": "Paralegal"
                 *         },
                 *         {
                 *           "email": "a.okafor@okafor-legal.example",
                 *           "tags": [
                 *             "employment"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ContactBulkCreate"];
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
                     *         "created": [
                     *           {
                     *             "index": 0,
                     *             "id": "0b7c3d9e-5f1a-4b2c-8d3e-9f0a1b2c3d4e"
                     *           },
                     *           {
                     *             "index": 2,
                     *             "id": "1c8d4e0f-6a2b-4c3d-9e4f-0a1b2c3d4e5f"
                     *           }
                     *         ],
                     *         "errors": [
                     *           {
                     *             "index": 1,
                     *             "errors": [
                     *               {
                     *                 "field": "body",
                     *                 "message": "a contact needs at least one of first_name, last_name, full_name or email"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BulkCreated"];
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
    bulkCreateDeals: {
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
                 *       "deals": [
                 *         {
                 *           "name": "Estate of M. Clarke: probate",
                 *           "pipeline": "private-client",
                 *           "matter_type": "probate",
                 *           "fee_model": "fixed",
                 *           "estimated_value": 12000,
                 *           "currency": "GBP"
                 *         },
                 *         {
                 *           "name": "Acme Ltd: tribunal claim",
                 *           "main_contact_id": "2d9e5f1a-7b3c-4d4e-8f5a-1b2c3d4e5f6a"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DealBulkCreate"];
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
                     *         "created": [
                     *           {
                     *             "index": 0,
                     *             "id": "0b7c3d9e-5f1a-4b2c-8d3e-9f0a1b2c3d4e"
                     *           }
                     *         ],
                     *         "errors": [
                     *           {
                     *             "index": 1,
                     *             "errors": [
                     *               {
                     *                 "field": "main_contact_id",
                     *                 "message": "must be the id of a contact in this workspace"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BulkCreated"];
                    };
                };
            };
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
                     *         "created": [
                     *           {
                     *             "index": 0,
                     *             "id": "0b7c3d9e-5f1a-4b2c-8d3e-9f0a1b2c3d4e"
                     *           }
                     *         ],
                     *         "errors": [
                     *           {
                     *             "index": 1,
                     *             "errors": [
                     *               {
                     *                 "field": "main_contact_id",
                     *                 "message": "must be the id of a contact in this workspace"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BulkCreated"];
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
    bulkUpdateDeals: {
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
                 *       "deals": [
                 *         {
                 *           "id": "0b7c3d9e-5f1a-4b2c-8d3e-9f0a1b2c3d4e",
                 *           "stage": "proposal",
                 *           "probability": 50
                 *         },
                 *         {
                 *           "id": "1c8d4e0f-6a2b-4c3d-9e4f-0a1b2c3d4e5f",
                 *           "status": "won"
                 *         },
                 *         {
                 *           "id": "2d9e5f1a-7b3c-4d4e-8f5a-1b2c3d4e5f6a",
                 *           "stage": "negotiation"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DealBulkUpdate"];
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
                     *         "updated": [
                     *           {
                     *             "index": 0,
                     *             "id": "0b7c3d9e-5f1a-4b2c-8d3e-9f0a1b2c3d4e"
                     *           },
                     *           {
                     *             "index": 1,
                     *             "id": "1c8d4e0f-6a2b-4c3d-9e4f-0a1b2c3d4e5f"
                     *           }
                     *         ],
                     *         "errors": [
                     *           {
                     *             "index": 2,
                     *             "errors": [
                     *               {
                     *                 "field": "id",
                     *                 "message": "no deal with this id in this workspace"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BulkUpdated"];
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
}
