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
         * @description Needs no key. The page at `/docs` renders it. Each call spends the caller address's per-minute window for calls without a key, which the rate-limit headers show.
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
         * @description The example answers `?include=deals`; without `include` the answer holds none of `recent_notes`, `open_tasks`, `open_deals`.
         *
         *     Permission: `read:contacts`.
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
    "/v1/channels/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message on a channel
         * @description Sends one message through the channel's provider. The recipient must fit the channel: `chat_a` a channel or user id, `chat_b` an existing conversation id (404 `conversation_required` otherwise: unsolicited 1:1 messages are impossible there), `chat_c` an E.164 phone number, `chat_d` a numeric chat id, `email` an address (and a `subject`). A chat_b recipient that is not a conversation the provider has (a user id, for one) is sent to it and answered 404 `conversation_required`. chat_a and chat_b messages are read in the channel's own markup syntax unless `format` is `text`. The channel's provider must be connected for the workspace (403 `insufficient_permissions` otherwise), and a suppressed recipient is refused (409 `recipient_suppressed`).
         *
         *     The answer's `status` is the outcome of the send: `queued`, `sent` or `failed`; what the provider reports later (`delivered`, `bounced`) is read with GET /v1/messages/{id}.
         *
         *     With `contact_id` the message is logged on the contact's timeline. Attachments are either inline (`content_base64`, at most 5 MiB each and 10 MiB together, decoded) or fetched by the service from an https `url` on a public address (no redirects, 10 s, the same sizes); this route accepts bodies up to 14 MiB.
         *
         *     With an `Idempotency-Key` the provider is called at most once per key: a retry answers the same message. A provider that keeps failing after bounded retries answers 502 `provider_error` with its reason in `details`; a provider's own rate limit is waited out when short, and each provider is called within its per-workspace rate so the limit is rarely met.
         *
         *     Permission: `write:channels`.
         */
        post: operations["sendChannelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description Every outbound message of the workspace (direct sends, campaign steps, workflow actions), newest first, with the status providers reported.
         *
         *     Permission: `read:channels`.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description One message by the id the send answered, with its latest status (`delivered`, `bounced` and late failures arrive from the provider).
         *
         *     Permission: `read:channels`.
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns
         * @description Newest first.
         *
         *     Permission: `campaigns:read`.
         */
        get: operations["listCampaigns"];
        put?: never;
        /**
         * Create a campaign
         * @description A campaign starts as a `draft`. Steps are sent in order, each `delay_seconds` after the previous one, only inside the send window in the campaign's time zone, within `daily_cap` sends a day and `min_gap_seconds` apart.
         *
         *     Permission: `campaigns:write`.
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a campaign
         * @description Permission: `campaigns:read`.
         */
        get: operations["getCampaign"];
        put?: never;
        post?: never;
        /**
         * Delete a draft campaign
         * @description Only a campaign in `draft` can be deleted (409 `campaign_not_draft` otherwise). Emits `campaign.deleted`.
         *
         *     Permission: `campaigns:write`.
         */
        delete: operations["deleteCampaign"];
        options?: never;
        head?: never;
        /**
         * Update a campaign
         * @description Only the fields sent change. `steps` replaces the sequence and is accepted only while the campaign is `draft` or `paused` (409 `campaign_not_editable` otherwise); a campaign that has started keeps at least one step, and a completed campaign cannot change. A step identical to the one at its position keeps its id; each new step emits `campaign.step_created`.
         *
         *     Permission: `campaigns:write`.
         */
        patch: operations["updateCampaign"];
        trace?: never;
    };
    "/v1/campaigns/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a campaign
         * @description `draft -> active`: enrolled contacts get their first step when it is due and the window is open. A campaign needs at least one step (400 otherwise). A workspace runs at most 100 active campaigns at once (a deployment setting); one more start or resume is refused with 409 `quota_exceeded` (`details.limit`): pause a campaign or let one complete first. A campaign completes once none of its contacts has a step left to send; one still without any contact a day after it started completes too.
         *
         *     Permission: `campaigns:write`.
         */
        post: operations["startCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a campaign
         * @description `active -> paused`: nothing more is sent until it resumes; sends in flight finish.
         *
         *     Permission: `campaigns:write`.
         */
        post: operations["pauseCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused campaign
         * @description `paused -> active`: steps that fell due while paused are sent as the window and the daily cap allow. Emits `campaign.started` (the campaign is sending again). A workspace runs at most 100 active campaigns at once (a deployment setting); one more start or resume is refused with 409 `quota_exceeded` (`details.limit`): pause a campaign or let one complete first.
         *
         *     Permission: `campaigns:write`.
         */
        post: operations["resumeCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a campaign's contacts
         * @description Enrollments, newest first; `status` filters them.
         *
         *     Permission: `campaigns:read`.
         */
        get: operations["listCampaignContacts"];
        put?: never;
        /**
         * Enrol contacts in a campaign
         * @description By contact ids (at most 1,000) or a list id. Contacts already enrolled, with a suppressed address, with no address for a step's channel (email: the contact's email; chat_c: its phone; chat_a, chat_b, chat_d: `custom_fields.<channel>_recipient`), or not live in the workspace are skipped and each is reported with its reason. A `list_id` that is not a list of the workspace is 404 `not_found`; a list of more than 10,000 contacts is refused (enrol it in parts by `contact_ids`). Not allowed once the campaign has completed. Emits `campaign.contacts_added` with the contacts newly enrolled.
         *
         *     Permission: `campaigns:write`.
         */
        post: operations["enrollCampaignContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List suppressed addresses
         * @description Newest first. Unsubscribes and hard bounces are added here by the service itself.
         *
         *     Permission: `read:suppressions`.
         */
        get: operations["listSuppressions"];
        put?: never;
        /**
         * Suppress an address
         * @description Every send path refuses the address from now on (409 `recipient_suppressed`), and campaign sequences to it stop. Suppressing an address already suppressed answers 200 with the existing entry.
         *
         *     Permission: `write:suppressions`.
         */
        post: operations["createSuppression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppressions/{id}": {
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
         * Remove an address from the list
         * @description The address may be contacted again; sequences it stopped do not restart.
         *
         *     Permission: `write:suppressions`.
         */
        delete: operations["deleteSuppression"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrich an email address or a domain
         * @description Looks an email address (person, company, social handles) or a domain (company) up with the enrichment vendors, in a configured order: the first answer at or above the confidence floor wins; a vendor that fails or is slow is skipped. When no vendor has data the answer is 404 `no_match`; when every vendor failed it is 502 `provider_error` with each vendor's reason in `details`.
         *
         *     A successful lookup costs 1 credit, also when it is answered from the cache (`source: cached`); a miss or an error costs nothing, and with `Idempotency-Key` a replay answers the same result without a second charge. At a balance of 0 the answer is 402 `insufficient_credits` before any vendor is asked. Each charge is listed by GET /v1/credits/ledger.
         *
         *     Permission: `write:enrich`.
         */
        post: operations["enrichEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{id}/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrich a contact from its email
         * @description Looks the contact's email up as POST /v1/email/enrich does (charged the same way) and fills only the contact's empty fields (`job_title`, `company`, `linkedin_url`); a field already set is never overwritten. The CRM sends `contact.updated` with `changes` when a field was filled. A contact without an email is 400 `validation_error`.
         *
         *     Permissions: `write:enrich`, `read:contacts`, `write:contacts` (all required).
         */
        post: operations["enrichContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prospector/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search prospects
         * @description Searches the prospector: every given filter must match, and within one filter any item may. At least one filter is required. Free of charge. `page` defaults to 1, `per_page` to 25 (at most 100). When no prospector is configured the answer is 503 `service_unavailable`.
         *
         *     Permission: `prospects:read`.
         */
        post: operations["searchProspector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prospects/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search prospects (legacy)
         * @deprecated
         * @description Deprecated: use POST /v1/prospector/search, which answers the same. Takes the new body, plus `query` (a job-title search) and `jobTitles` (mapped to `titles`); both formats may mix. Answers with `Deprecation` and `Link: </v1/prospector/search>; rel="successor-version"` headers.
         *
         *     Permission: `prospects:read`.
         */
        post: operations["searchProspectsLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prospector/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal a prospect's email and phone
         * @description The email and phone of a prospect found by a search (`member_id`), when the prospector has them: 1 credit, free when this workspace revealed the same person before. With `save_as_contact: true` the person is saved as a contact, or the existing contact with that email is answered.
         *
         *     Permission: `write:enrich`. With `save_as_contact: true` also `read:contacts`, `write:contacts`.
         */
        post: operations["revealProspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit charges
         * @description Every change of the credit balance, newest first: each charged lookup, contact enrichment and reveal with the request it charged, and operator adjustments. Misses, errors and idempotent replays are never charged and so never appear.
         *
         *     Permission: `read:credits`.
         */
        get: operations["listCreditLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sync jobs
         * @description Sync jobs of the workspace, on-demand and scheduled, newest first.
         *
         *     Permission: `read:email`.
         */
        get: operations["listEmailSyncJobs"];
        put?: never;
        /**
         * Start a mailbox sync
         * @description Queues a sync of one connected mailbox (`provider`) or of every connected mailbox, and answers 202 with the job; read it at GET /v1/email/sync/{job_id} until `completed` or `failed`. `incremental` (the default) fetches only what arrived since the last successful sync (a mailbox never synced runs a full sync); when the provider has expired the cursor the job falls back to a full sync and says so (`full_sync_fallback`, `notes`). `full` rebuilds the mailbox index; `email.sync.completed` reports its end.
         *
         *     New messages are matched to contacts by address (from, to, cc) and land on their timelines; a message already synced is never announced again. On-demand syncs are capped at 6 per rolling hour per workspace (429 `rate_limited` with `Retry-After`); a replay of the same `Idempotency-Key` answers the same job and does not count. A mailbox under a full sync refuses another sync with 409 `sync_in_progress`. No connected mailbox (or the named provider not connected) is 403 `insufficient_permissions`.
         *
         *     Permission: `write:email`.
         */
        post: operations["startEmailSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email/sync/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sync job
         * @description `queued -> running -> completed | failed`, with counts so far, timings and, for a failed job, why.
         *
         *     Permission: `read:email`.
         */
        get: operations["getEmailSyncJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email/mailboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connected mailboxes
         * @description One entry per connected mailbox: its cursor state, last sync, last error and status (a failing mailbox also shows in GET /v1/settings/providers).
         *
         *     Permission: `read:email`.
         */
        get: operations["listMailboxes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calendar events
         * @description Events of the connected calendars whose start lies between `from_date` and `to_date`, soonest first; recurring series appear as their occurrences (moved and cancelled ones applied). All-day events stay on their date whatever the timezone. 403 when no calendar is connected; 400 `invalid_date_range` when from_date is after to_date.
         *
         *     Permission: `read:calendar`.
         */
        get: operations["listCalendarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflows
         * @description Newest first.
         *
         *     Permission: `read:workflows`.
         */
        get: operations["listWorkflows"];
        put?: never;
        /**
         * Create a workflow
         * @description When a change of a `condition_entity` record makes the condition true, the action runs once for that change (an event delivered twice is one run). At most `max_triggers_per_day` triggers run per UTC day: the one that would exceed it is recorded as a `skipped` run and disables the workflow (`auto_disabled_reason` says why). A change a workflow action made does not trigger that workflow again.
         *
         *     The action runs with the permissions of the API key that last saved the workflow (this create, or a later PATCH), as that key holds them when the action runs: it needs the read permission of the triggering record and the permission of the public route that makes the same change (e.g. `update_field` on a contact: read:contacts and write:contacts). When the key lacks one, or is revoked or expired, nothing is changed and the run is recorded `failed` with an `error` naming the missing permission.
         *
         *     The definition is checked as a whole; each problem is a 400 `validation_error` naming the field: `condition_field` must be a field of the entity, the operator and `condition_value` must fit its kind, `action_config` must have the shape of `action_type` (an unknown key is named, e.g. `action_config.cc`), and `update_field` must name a writable field of the entity with a value of its kind.
         *
         *     **Operators by field kind** (`changed` needs `condition_value: ""`; on a `*.created` event every field with a value counts as changed):
         *
         *     | kind | equals / not_equals | contains | changed / changed_to | greater_than / less_than |
         *     |---|---|---|---|---|
         *     | text | yes, case-insensitive (`''` matches an empty field) | substring, case-insensitive | yes | no |
         *     | enum (listed values) | listed values only | no | yes (`changed_to`: a listed value) | no |
         *     | number | numeric value | no | yes | yes |
         *     | date | ISO date or date-time; a date-only value compares by UTC day | no | yes | yes |
         *     | list | no | an element, case-insensitive | yes (`changed_to`: the value was just added) | no |
         *     | contact `custom_fields.<key>` | yes | yes | yes | yes (number or ISO date) |
         *
         *     **Condition fields** by entity:
         *
         *     - **contact**: `email`, `first_name`, `last_name`, `full_name`, `phone`, `job_title`, `company`, `related_company_id`, `linkedin_url` (text); `priority` (number); `tags` (list); `custom_fields.<key>` (compared by the value it holds)
         *     - **deal**: `name`, `stage`, `pipeline`, `currency`, `main_contact_id`, `owner_user_id`, `matter_type`, `related_company_id`, `high_level_description`, `fee_model` (text); `status` (open | won | lost); `estimated_value`, `probability` (number); `priority` (low | medium | high | urgent); `tags` (list); `next_follow_up_date`, `closed_date` (date)
         *     - **task**: `title`, `description`, `contact_id`, `deal_id`, `assigned_to_user_id` (text); `status` (open | in_progress | completed | cancelled); `priority` (low | medium | high | urgent); `due_date`, `completed_at` (date)
         *     - **email**: `subject`, `from`, `snippet`, `contact_id` (text); `to`, `contact_ids` (list); `received_at` (date)
         *     - **meeting**: `title`, `status`, `location` (text); `start_time`, `end_time` (date); `contact_ids` (list)
         *
         *     **Fields `update_field` may write**:
         *
         *     - **contact**: `first_name`, `last_name`, `email`, `phone`, `job_title`, `company`, `linkedin_url` (text); `priority` (number); `tags` (list); `custom_fields.<key>`
         *     - **deal**: `name`, `stage`, `pipeline`, `currency`, `matter_type`, `fee_model`, `high_level_description` (text); `status` (open | won | lost); `estimated_value`, `probability` (number); `priority` (low | medium | high | urgent); `next_follow_up_date` (date); `tags` (list)
         *     - **task**: `title`, `description`, `assigned_to_user_id` (text); `status` (open | in_progress | completed | cancelled); `priority` (low | medium | high | urgent); `due_date` (date)
         *     - **email**: none
         *     - **meeting**: none
         *
         *     Permission: `write:workflows`.
         */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workflow
         * @description Permission: `read:workflows`.
         */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        /**
         * Delete a workflow
         * @description No new run starts and its name is free again at once; its runs stay listed by GET /v1/workflow-runs until they expire.
         *
         *     Permission: `write:workflows`.
         */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        /**
         * Update a workflow
         * @description Only the fields sent change (at least one); `action_config` is replaced whole. The stored definition with the changes applied is checked as on create, so changing `condition_entity` or `action_type` alone is refused when the stored field or config no longer fits. `enabled: true` re-enables a workflow, also one the circuit breaker disabled, and resets the day's trigger count and `auto_disabled_reason`. Saving makes this key the one whose permissions the action runs with.
         *
         *     Permission: `write:workflows`.
         */
        patch: operations["updateWorkflow"];
        trace?: never;
    };
    "/v1/workflows/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a workflow's runs
         * @description Newest first: every trigger that fired, and the ones loop safety or the circuit breaker stopped (`skipped`). Runs are kept 30 days.
         *
         *     Permission: `read:workflows`.
         */
        get: operations["listWorkflowRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflow-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the runs a record's changes fired
         * @description The runs of every workflow, deleted ones included, that a change of the record `entity_id` fired, newest first. Runs are kept 30 days.
         *
         *     Permission: `read:workflows`.
         */
        get: operations["listWorkflowRunsByEntity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assistant/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assistant tasks
         * @description Tasks in one status, `pending` (awaiting approval) unless `status` says otherwise; newest first.
         *
         *     Permission: `assistant`.
         */
        get: operations["listAssistantTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assistant/tasks/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve and run a task
         * @description Moves a pending task to `approved` (publishing `task.approved`) and runs it through the CRM. The answer waits up to about 4 seconds: the task is then `completed` (`metadata.result`) or `failed` (`metadata.error`), or still `approved` when the run takes longer; it then finishes in the background. A task that is not `pending` answers 409 `task_not_pending`; the message names its current status.
         *
         *     Permission: `assistant`.
         */
        post: operations["approveAssistantTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assistant/tasks/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a task
         * @description Moves a pending task to `dismissed` (publishing `task.dismissed`); nothing runs. A task that is not `pending` answers 409 `task_not_pending`; the message names its current status.
         *
         *     Permission: `assistant`.
         */
        post: operations["dismissAssistantTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/assistant/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the assistant for tasks
         * @description Turns plain English into `pending` tasks (prospect searches, list changes, campaign starts, contact updates; at most 10 per message); nothing runs until a task is approved. Text it does not understand gets a reply saying what it can do, and no task. With an `Idempotency-Key`, a retry creates no second set of tasks.
         *
         *     Permission: `assistant`.
         */
        post: operations["chatWithAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the event types
         * @description Every event type a webhook can subscribe to (the `events` of POST /v1/webhooks), in catalog order: its group, what emits it, and the JSON Schema (draft 2020-12) of the whole body a webhook receives for it, `data` included. The same bodies are described under `webhooks` in this document. Not paginated; no parameters.
         *
         *     Permission: `read:webhooks`.
         */
        get: operations["listWebhookEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Newest first; deleted webhooks are not listed.
         *
         *     Permission: `read:webhooks`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Events of the types named are POSTed to the URL, signed with the secret this answer shows once. The URL must be https, without credentials, and resolve only to public addresses (checked again at every delivery); otherwise 400 invalid_url. Repeated event names are kept once; `*` with other names is just `*`. The key must also hold the read permission of each named event's resource (`contact.*` read:contacts, `deal.*` deals:read, `campaign.*` campaigns:read, ...; GET /v1/webhooks/event-types lists the types), else 403 insufficient_permissions naming it. The webhook receives events only while the key that last saved it could read them, so `*` means every event that key may read. A workspace holds at most 100 live webhooks (deleted ones do not count); one more is refused with 409 `quota_exceeded` (`details.limit`).
         *
         *     Permission: `write:webhooks`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Never shows the secret.
         *
         *     Permission: `read:webhooks`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deliveries still queued for it stop; its logs are no longer readable.
         *
         *     Permission: `write:webhooks`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Only the fields sent change; at least one is needed. A new URL is checked as on registration (400 invalid_url). `enabled: true` resumes deliveries of a disabled endpoint. The secret cannot be changed: delete and recreate the webhook to rotate it. Saving makes this key the one whose read permissions the deliveries follow, so it must be able to read every event the webhook subscribes to (403 insufficient_permissions otherwise).
         *
         *     Permission: `write:webhooks`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery attempts
         * @description One entry per HTTP attempt, newest first. A delivery is attempted at once, then after 30 s, 2 min, 10 min, 1 h and 6 h, and is failed after the sixth failure; every attempt is logged.
         *
         *     Permission: `read:webhooks`.
         */
        get: operations["listWebhookLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery
         * @description Queues one extra attempt of the delivery (numbered after its last one); it schedules no further attempts of its own. Takes no body. Refused with 400 validation_error while the webhook is disabled.
         *
         *     Permission: `write:webhooks`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay past events
         * @description Queues a replay job (202) that sends again, as new deliveries, the archived events of the window that the webhook subscribes to; follow it with GET /v1/webhooks/{id}/replays/{replay_id}. The job runs in the background in batches, resumes where it stopped after a restart, and takes its turn with the other replays. Events are archived for 30 days; a window holding more than 10,000 events is refused (replay it in smaller windows), and so is a disabled webhook (400 validation_error).
         *
         *     Permission: `write:webhooks`.
         */
        post: operations["replayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/replays/{replay_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a replay job
         * @description `queued -> running -> completed | failed`, with the events counted and sent so far, timings and, for a failed replay, why.
         *
         *     Permission: `read:webhooks`.
         */
        get: operations["getWebhookReplay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the workspace settings
         * @description The settings of the key's workspace. Operators change them (plan, credits, limits); this API only reads them. Takes no query parameters.
         *
         *     Permission: `read:settings`.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List provider status
         * @description Every integration of the catalogue, in a fixed order, whether connected or not: one never connected is `disconnected` with null account fields. Not paginated.
         *
         *     Permission: `read:settings`.
         */
        get: operations["listProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users of the workspace
         * @description Oldest first. Users are added by an operator; this API only reads them.
         *
         *     Permission: `read:users`.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit log entries
         * @description Newest first. Every authenticated call is recorded, refused ones included, and appears here within a fraction of a second (not at once). Entries are immutable and kept 365 days. Needs an admin key. `from_date` after `to_date` is 400 invalid_date_range.
         *
         *     Permission: `admin`.
         */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "contact.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * contact.created
         * @description A contact was created (POST /v1/contacts).
         *
         *     Delivered to every enabled webhook subscribed to `contact.created` or `*`, signed with its secret.
         */
        post: operations["onContactCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contact.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * contact.updated
         * @description A contact changed (PATCH /v1/contacts/{id}); `changes` holds the previous value of each changed field.
         *
         *     Delivered to every enabled webhook subscribed to `contact.updated` or `*`, signed with its secret.
         */
        post: operations["onContactUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contact.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * contact.deleted
         * @description A contact was deleted (DELETE /v1/contacts/{id}); `contact` is the record as it was.
         *
         *     Delivered to every enabled webhook subscribed to `contact.deleted` or `*`, signed with its secret.
         */
        post: operations["onContactDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contact.bulk_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * contact.bulk_created
         * @description Contacts were created by POST /v1/contacts/bulk; a large batch arrives as several events, each with its share of the contacts.
         *
         *     Delivered to every enabled webhook subscribed to `contact.bulk_created` or `*`, signed with its secret.
         */
        post: operations["onContactBulkCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "company.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * company.created
         * @description A company was created (POST /v1/companies).
         *
         *     Delivered to every enabled webhook subscribed to `company.created` or `*`, signed with its secret.
         */
        post: operations["onCompanyCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "company.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * company.updated
         * @description A company changed (PATCH /v1/companies/{id}); `changes` holds the previous value of each changed field.
         *
         *     Delivered to every enabled webhook subscribed to `company.updated` or `*`, signed with its secret.
         */
        post: operations["onCompanyUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "company.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * company.deleted
         * @description A company was deleted (DELETE /v1/companies/{id}); `company` is the record as it was.
         *
         *     Delivered to every enabled webhook subscribed to `company.deleted` or `*`, signed with its secret.
         */
        post: operations["onCompanyDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deal.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.created
         * @description A deal was created (POST /v1/deals).
         *
         *     Delivered to every enabled webhook subscribed to `deal.created` or `*`, signed with its secret.
         */
        post: operations["onDealCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deal.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.updated
         * @description A deal changed (PATCH /v1/deals/{id}); `changes` holds the previous value of each changed field.
         *
         *     Delivered to every enabled webhook subscribed to `deal.updated` or `*`, signed with its secret.
         */
        post: operations["onDealUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deal.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.deleted
         * @description A deal was deleted (DELETE /v1/deals/{id}); `deal` is the record as it was.
         *
         *     Delivered to every enabled webhook subscribed to `deal.deleted` or `*`, signed with its secret.
         */
        post: operations["onDealDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deal.bulk_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.bulk_created
         * @description Deals were created by POST /v1/deals/bulk; a large batch arrives as several events, each with its share of the deals.
         *
         *     Delivered to every enabled webhook subscribed to `deal.bulk_created` or `*`, signed with its secret.
         */
        post: operations["onDealBulkCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deal.bulk_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.bulk_updated
         * @description Deals were changed by PATCH /v1/deals/bulk; `changes` maps each deal id to the previous values of its changed fields.
         *
         *     Delivered to every enabled webhook subscribed to `deal.bulk_updated` or `*`, signed with its secret.
         */
        post: operations["onDealBulkUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "list.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * list.created
         * @description A list was created (POST /v1/lists).
         *
         *     Delivered to every enabled webhook subscribed to `list.created` or `*`, signed with its secret.
         */
        post: operations["onListCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "list.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * list.deleted
         * @description A list was deleted (DELETE /v1/lists/{id}); `list` is the record as it was.
         *
         *     Delivered to every enabled webhook subscribed to `list.deleted` or `*`, signed with its secret.
         */
        post: operations["onListDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "list.contacts_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * list.contacts_added
         * @description Contacts joined a list (POST /v1/lists/{id}/contacts); only those not already members, and no event when none joined.
         *
         *     Delivered to every enabled webhook subscribed to `list.contacts_added` or `*`, signed with its secret.
         */
        post: operations["onListContactsAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "list.contacts_removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * list.contacts_removed
         * @description Contacts left a list (DELETE /v1/lists/{id}/contacts, or a member contact was deleted); only those that were members.
         *
         *     Delivered to every enabled webhook subscribed to `list.contacts_removed` or `*`, signed with its secret.
         */
        post: operations["onListContactsRemoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * campaign.created
         * @description A campaign was created, in status draft (POST /v1/campaigns).
         *
         *     Delivered to every enabled webhook subscribed to `campaign.created` or `*`, signed with its secret.
         */
        post: operations["onCampaignCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * campaign.started
         * @description A campaign became active and starts sending its steps.
         *
         *     Delivered to every enabled webhook subscribed to `campaign.started` or `*`, signed with its secret.
         */
        post: operations["onCampaignStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.paused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * campaign.paused
         * @description A campaign was paused (POST /v1/campaigns/{id}/pause); no step is sent until it is started again.
         *
         *     Delivered to every enabled webhook subscribed to `campaign.paused` or `*`, signed with its secret.
         */
        post: operations["onCampaignPaused"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * campaign.deleted
         * @description A draft campaign was deleted (DELETE /v1/campaigns/{id}); `campaign` is the record as it was.
         *
         *     Delivered to every enabled webhook subscribed to `campaign.deleted` or `*`, signed with its secret.
         */
        post: operations["onCampaignDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.step_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * campaign.step_created
         * @description A step (one message of the sequence) was added to a campaign.
         *
         *     Delivered to every enabled webhook subscribed to `campaign.step_created` or `*`, signed with its secret.
         */
        post: operations["onCampaignStepCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "campaign.contacts_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * campaign.contacts_added
         * @description Contacts were enrolled in a campaign; only those not already enrolled.
         *
         *     Delivered to every enabled webhook subscribed to `campaign.contacts_added` or `*`, signed with its secret.
         */
        post: operations["onCampaignContactsAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "activity.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * activity.created
         * @description An entry was added to a contact's timeline: a note, a sent message, a received email, a meeting, or a task created or completed.
         *
         *     Delivered to every enabled webhook subscribed to `activity.created` or `*`, signed with its secret.
         */
        post: operations["onActivityCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * task.created
         * @description A CRM task was created (POST /v1/tasks).
         *
         *     Delivered to every enabled webhook subscribed to `task.created` or `*`, signed with its secret.
         */
        post: operations["onTaskCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * task.updated
         * @description A CRM task changed (PATCH /v1/tasks/{id}); `changes` holds the previous value of each changed field. Deleting a task emits no event.
         *
         *     Delivered to every enabled webhook subscribed to `task.updated` or `*`, signed with its secret.
         */
        post: operations["onTaskUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * task.approved
         * @description An assistant task was approved (POST /v1/assistant/tasks/{id}/approve); `task` is the assistant task as it reads after the approval.
         *
         *     Delivered to every enabled webhook subscribed to `task.approved` or `*`, signed with its secret.
         */
        post: operations["onTaskApproved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.dismissed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * task.dismissed
         * @description An assistant task was dismissed (POST /v1/assistant/tasks/{id}/dismiss); `task` is the assistant task as it reads after the dismissal.
         *
         *     Delivered to every enabled webhook subscribed to `task.dismissed` or `*`, signed with its secret.
         */
        post: operations["onTaskDismissed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "email.sync.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * email.sync.completed
         * @description A mailbox sync job finished, successfully or not (POST /v1/email/sync); this is how a long full sync reports its end.
         *
         *     Delivered to every enabled webhook subscribed to `email.sync.completed` or `*`, signed with its secret.
         */
        post: operations["onEmailSyncCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.auto_disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * workflow.auto_disabled
         * @description A workflow's circuit breaker tripped: it would have exceeded max_triggers_per_day, so it was disabled.
         *
         *     Delivered to every enabled webhook subscribed to `workflow.auto_disabled` or `*`, signed with its secret.
         */
        post: operations["onWorkflowAutoDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.endpoint_disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.endpoint_disabled
         * @description A webhook endpoint was disabled after every delivery to it failed for 5 days; re-enable it with PATCH /v1/webhooks/{id}.
         *
         *     Delivered to every enabled webhook subscribed to `webhook.endpoint_disabled` or `*`, signed with its secret.
         */
        post: operations["onWebhookEndpointDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The body of every error answer. */
        Error: {
            error: {
                /**
                 * @description Stable, machine-readable; see the error table of the guide.
                 * @enum {string}
                 */
                code: "validation_error" | "invalid_date_range" | "invalid_url" | "invalid_json" | "missing_auth" | "invalid_key" | "revoked_key" | "insufficient_credits" | "insufficient_permissions" | "admin_key_required" | "not_found" | "campaign_not_found" | "deal_not_found" | "no_match" | "conversation_required" | "route_not_found" | "duplicate_name" | "idempotency_conflict" | "sync_in_progress" | "campaign_not_draft" | "campaign_not_active" | "campaign_not_paused" | "task_not_pending" | "campaign_not_editable" | "recipient_suppressed" | "version_conflict" | "quota_exceeded" | "payload_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "provider_error" | "service_unavailable" | "upstream_timeout";
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
            /** @description With include=deals or *: up to 3 most recently updated deals whose main contact this is, whatever their status (won and lost ones too, as the spec defines the field; `stage` tells a closed one). List GET /v1/deals?main_contact_id=...&status=open for the open ones only. */
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
             * @default general
             * @example call
             */
            note_type: string;
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
             * @default general
             * @example call
             */
            note_type: string;
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
        /** @description Spec "Channel message result" (id, channel, status, sent_at) and what the API adds; `status` is the outcome of the send. */
        ChannelMessageResult: {
            /** @description The provider's message id (for a message no provider accepted, this service's own `msg_` id). */
            id: string;
            /** @enum {string} */
            channel: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
            /**
             * @description `queued` or `sent` once the provider took it, `failed` when it failed after taking it. Delivery and bounces are read with GET /v1/messages/{id}.
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            /**
             * Format: date-time
             * @description When the provider accepted it; null while queued or when it failed.
             * @example 2026-11-24T09:30:00.000Z
             */
            sent_at: string | null;
            recipient: string;
            subject: string | null;
            /** @enum {string} */
            format: "text" | "markup";
            /** Format: uuid */
            contact_id: string | null;
            /** Format: uuid */
            deal_id: string | null;
            /** Format: uuid */
            campaign_id: string | null;
            attachments: {
                filename: string;
                mime_type: string;
                size_bytes: number;
            }[];
            /** @description Why it failed or bounced, as the provider said. */
            error: {
                code: string;
                message: string;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            status_updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        SendMessage: {
            /** @enum {string} */
            channel: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
            /** @description In the form its channel takes (one pattern per channel). */
            recipient: string | unknown | unknown | unknown | unknown | unknown;
            message: string;
            /**
             * @description How `message` is read. Default: `markup` on chat_a and chat_b (their own markup syntax is honoured), `text` on the other channels. `text` sends a chat_a or chat_b message literally; `markup` on another channel is refused (400).
             * @enum {string}
             */
            format?: "text" | "markup";
            /** @description Required for `email`; not allowed on other channels. */
            subject?: string;
            /**
             * Format: uuid
             * @description A contact of the workspace: the message is logged on its timeline.
             */
            contact_id?: string;
            /**
             * Format: uuid
             * @description A deal of the workspace the message is about.
             */
            deal_id?: string;
            attachments?: components["schemas"]["AttachmentInput"][];
        };
        AttachmentInput: {
            filename: string;
            mime_type: string;
            content_base64?: string;
            /**
             * Format: uri
             * @description Fetched by the service: https only, public addresses only, no redirects, 10 s and the size limits.
             */
            url?: string;
        };
        /** @description Spec "Channel message result" (id, channel, status, sent_at) and what the API adds. */
        Message: {
            /** @description The provider's message id (for a message no provider accepted, this service's own `msg_` id). */
            id: string;
            /** @enum {string} */
            channel: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
            /** @enum {string} */
            status: "queued" | "sent" | "delivered" | "failed" | "bounced";
            /**
             * Format: date-time
             * @description When the provider accepted it; null while queued or when it failed.
             * @example 2026-11-24T09:30:00.000Z
             */
            sent_at: string | null;
            recipient: string;
            subject: string | null;
            /** @enum {string} */
            format: "text" | "markup";
            /** Format: uuid */
            contact_id: string | null;
            /** Format: uuid */
            deal_id: string | null;
            /** Format: uuid */
            campaign_id: string | null;
            attachments: {
                filename: string;
                mime_type: string;
                size_bytes: number;
            }[];
            /** @description Why it failed or bounced, as the provider said. */
            error: {
                code: string;
                message: string;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            status_updated_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        Campaign: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /**
             * @description `draft` until started; only a draft can be deleted.
             * @enum {string}
             */
            status: "draft" | "active" | "paused" | "completed";
            timezone: string;
            send_window: {
                days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
                start_hour: number;
                end_hour: number;
            };
            daily_cap: number;
            min_gap_seconds: number;
            stop_on_reply: boolean;
            auto_pause: {
                bounce_rate: number;
                min_sends: number;
            };
            /** @description Why the campaign paused itself (null when paused by a call, or not paused). */
            paused_reason: string | null;
            steps: components["schemas"]["CampaignStep"][];
            step_count: number;
            /** @description Contacts enrolled. */
            contact_count: number;
            stats: components["schemas"]["CampaignStats"];
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            completed_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_at: string;
        };
        CampaignStep: {
            /** Format: uuid */
            id: string;
            /** @description Order in the sequence, from 1. */
            position: number;
            /** @enum {string} */
            channel: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
            delay_seconds: number;
            /** @description Email steps only; null on other channels. */
            subject: string | null;
            message: string;
            /** @enum {string} */
            format: "text" | "markup";
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        CampaignStats: {
            sent: number;
            delivered: number;
            bounced: number;
            replied: number;
            unsubscribed: number;
            /** @description Enrollments that received every step. */
            completed: number;
        };
        CampaignCreate: {
            name: string;
            description?: string | null;
            /**
             * @description IANA time zone of the send window; default the workspace's. Stored with the letter case of the zone's name (`europe/london` becomes `Europe/London`).
             * @example Europe/London
             */
            timezone?: string;
            send_window?: components["schemas"]["SendWindow"];
            /** @description Sends per day (in the campaign's time zone) at most; default 200. */
            daily_cap?: number;
            /** @description Least time between two sends of the campaign; default 60. */
            min_gap_seconds?: number;
            /** @description A reply stops that contact's sequence (default true). A bounce or an unsubscribe always does. */
            stop_on_reply?: boolean;
            auto_pause?: components["schemas"]["AutoPause"];
            /** @description The whole sequence, in order; replaces the previous one. */
            steps?: components["schemas"]["CampaignStepInput"][];
        };
        /** @description Steps are sent only on these days, from start_hour to end_hour (exclusive), in the campaign's time zone; daylight-saving changes are followed. */
        SendWindow: {
            days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
            start_hour: number;
            end_hour: number;
        };
        /** @description The campaign pauses itself once more than bounce_rate of its sends have bounced, after at least min_sends sends. */
        AutoPause: {
            bounce_rate: number;
            min_sends: number;
        };
        CampaignStepInput: {
            /** @enum {string} */
            channel: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
            /** @description Wait after the previous step (after enrollment for the first step) before this one is due. */
            delay_seconds: number;
            /** @description Email steps only, and required there; may hold merge tokens. */
            subject?: string;
            /** @description May hold merge tokens: `{{contact.first_name}}`, with a fallback `{{contact.first_name | "there"}}`. */
            message: string;
            /**
             * @description Default: `markup` on chat_a and chat_b (their own markup syntax), `text` elsewhere; `markup` only on chat_a and chat_b.
             * @enum {string}
             */
            format?: "text" | "markup";
        };
        CampaignPatch: {
            name?: string;
            description?: string | null;
            /**
             * @description IANA time zone of the send window; default the workspace's. Stored with the letter case of the zone's name (`europe/london` becomes `Europe/London`).
             * @example Europe/London
             */
            timezone?: string;
            send_window?: components["schemas"]["SendWindow"];
            /** @description Sends per day (in the campaign's time zone) at most; default 200. */
            daily_cap?: number;
            /** @description Least time between two sends of the campaign; default 60. */
            min_gap_seconds?: number;
            /** @description A reply stops that contact's sequence (default true). A bounce or an unsubscribe always does. */
            stop_on_reply?: boolean;
            auto_pause?: components["schemas"]["AutoPause"];
            /** @description The whole sequence, in order; replaces the previous one. */
            steps?: components["schemas"]["CampaignStepInput"][];
        };
        CampaignEnrollResult: {
            /** Format: uuid */
            campaign_id: string;
            /** @description Contacts newly enrolled. */
            added: number;
            /** @description Contacts in the campaign afterwards. */
            contact_count: number;
            /** @description Each contact not enrolled and why: already enrolled, a suppressed address, no address for a step's channel, or not a live contact of the workspace. */
            skipped: {
                /** Format: uuid */
                contact_id: string;
                /** @enum {string} */
                reason: "already_enrolled" | "suppressed" | "no_address" | "not_found";
            }[];
        };
        CampaignEnroll: {
            contact_ids?: string[];
            /**
             * Format: uuid
             * @description Enrol every contact of this list.
             */
            list_id?: string;
        };
        CampaignEnrollment: {
            /** Format: uuid */
            contact_id: string;
            full_name: string;
            email: string | null;
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "completed" | "bounced" | "unsubscribed" | "replied";
            /** @description Steps sent so far (0 before the first). */
            current_step: number;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            added_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            last_sent_at: string | null;
            /**
             * Format: date-time
             * @description When the next step is due (it waits for the send window); null once stopped or completed.
             * @example 2026-11-24T09:30:00.000Z
             */
            next_step_at: string | null;
            /** @description Why the sequence stopped early (a reply, a bounce, an unsubscribe). */
            stopped_reason: string | null;
        };
        Suppression: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "email" | "phone";
            value: string;
            /** @enum {string} */
            reason: "manual" | "unsubscribed" | "bounced" | "complained";
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        SuppressionCreate: {
            /** @enum {string} */
            type: "email" | "phone";
            /** @description An email address (type email) or an E.164 phone number (type phone). */
            value: string | unknown | unknown;
        };
        EnrichmentResult: {
            /** @description Present when an email was given, `person` was included and a vendor knows the person. */
            person: {
                full_name: string;
                first_name: string;
                last_name: string;
                job_title: string | null;
                seniority: string | null;
                location: string | null;
                linkedin_url: string | null;
            } | null;
            company: components["schemas"]["EnrichedCompany"];
            social: components["schemas"]["SocialHandles"];
            confidence: number;
            /**
             * @description The vendor that answered, or `cached` when an earlier lookup did.
             * @enum {string}
             */
            source: "vendor_a" | "vendor_b" | "cached";
            credits_remaining: number;
        };
        EnrichedCompany: {
            name: string;
            domain: string;
            industry: string | null;
            /** @description A headcount range: 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001+. */
            size: string | null;
            founded_year: number | null;
            description: string | null;
            linkedin_url: string | null;
            hq_location: string | null;
        } | null;
        /** @description Handles by network, e.g. `{"twitter": "@jdoe"}`. */
        SocialHandles: {
            [key: string]: string;
        } | null;
        /** @description At least one of `email` or `domain` (400 `validation_error` otherwise); with an email the person is looked up too. */
        EnrichRequest: {
            /**
             * Format: email
             * @example jane.doe@hartleyfinch.example
             */
            email?: string;
            /** @example hartleyfinch.example */
            domain?: string;
            /**
             * @description Parts to look up; default all (`person` only when an email is given).
             * @default [
             *       "person",
             *       "company",
             *       "social"
             *     ]
             */
            include: ("person" | "company" | "social")[];
        } | unknown | unknown;
        ContactEnrichResult: {
            contact_id: string;
            /** @description The fields that were empty and are now set. */
            filled: ("job_title" | "company" | "linkedin_url")[];
            enrichment: components["schemas"]["EnrichmentResult"];
        };
        ContactEnrichRequest: {
            /**
             * @description Parts to look up; default all (`person` only when an email is given).
             * @default [
             *       "person",
             *       "company",
             *       "social"
             *     ]
             */
            include: ("person" | "company" | "social")[];
        };
        ProspectSearchResult: {
            results: components["schemas"]["Prospect"][];
            pagination: components["schemas"]["ProspectPagination"];
        };
        Prospect: {
            full_name: string;
            first_name: string;
            last_name: string;
            job_title: string | null;
            linkedin_url: string | null;
            location: string | null;
            email_available: boolean;
            phone_available: boolean;
            company: string | null;
            company_domain: string | null;
            company_size: string | null;
            company_industry: string | null;
            /** @description Pass to POST /v1/prospector/reveal. */
            member_id: string;
            company_id: string | null;
        };
        ProspectPagination: {
            page: number;
            per_page: number;
            total: number;
            total_pages: number;
        };
        ProspectSearchRequest: {
            /** @description Job titles; a prospect matches when its title contains one (case-insensitive). */
            titles?: string[];
            /** @description Places ("London", "United Kingdom"); matched as a case-insensitive part of the location. */
            location?: string[];
            /** @description Company industries, e.g. `legal services`; case-insensitive equality. */
            industry?: string[];
            /** @description Company size ranges. */
            headcount?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001+")[];
            /** @description Seniority levels. */
            seniority?: ("owner" | "partner" | "cxo" | "vp" | "director" | "manager" | "senior" | "entry")[];
            /** @description Departments. */
            departments?: ("legal" | "sales" | "marketing" | "finance" | "operations" | "engineering" | "hr")[];
            /** @description Exact company domains. */
            company_domains?: string[];
            /** @default 1 */
            page: number;
            /** @default 25 */
            per_page: number;
        };
        LegacyProspectSearchRequest: {
            /** @description Job titles; a prospect matches when its title contains one (case-insensitive). */
            titles?: string[];
            /** @description Places ("London", "United Kingdom"); matched as a case-insensitive part of the location. */
            location?: string[];
            /** @description Company industries, e.g. `legal services`; case-insensitive equality. */
            industry?: string[];
            /** @description Company size ranges. */
            headcount?: ("1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001+")[];
            /** @description Seniority levels. */
            seniority?: ("owner" | "partner" | "cxo" | "vp" | "director" | "manager" | "senior" | "entry")[];
            /** @description Departments. */
            departments?: ("legal" | "sales" | "marketing" | "finance" | "operations" | "engineering" | "hr")[];
            /** @description Exact company domains. */
            company_domains?: string[];
            /** @default 1 */
            page: number;
            /** @default 25 */
            per_page: number;
            /**
             * @deprecated
             * @description Deprecated: a job-title search (use `titles`).
             */
            query?: string;
            /**
             * @deprecated
             * @description Deprecated: mapped to `titles`.
             */
            jobTitles?: string[];
        };
        ProspectRevealResult: {
            member_id: string;
            email: string | null;
            phone: string | null;
            person: components["schemas"]["EnrichedPerson"];
            company: components["schemas"]["EnrichedCompany"];
            /** @description False on a repeat reveal of the same person by this workspace (free). */
            charged: boolean;
            credits_remaining: number;
            /** @description With `save_as_contact`: the contact saved (or the existing one with that email). */
            contact_id: string | null;
        };
        EnrichedPerson: {
            full_name: string;
            first_name: string;
            last_name: string;
            job_title: string | null;
            seniority: string | null;
            location: string | null;
            linkedin_url: string | null;
        };
        ProspectRevealRequest: {
            member_id: string;
            /** @default false */
            save_as_contact: boolean;
        };
        CreditLedgerEntry: {
            /** Format: uuid */
            id: string;
            /** @description The change of the balance: -1 for a charged lookup; an operator adjustment may be positive. */
            amount: number;
            /** @enum {string} */
            reason: "enrichment_lookup" | "contact_enrichment" | "prospect_reveal" | "adjustment";
            /** @description The API request that was charged (the `X-Request-Id` it answered with). */
            request_id: string | null;
            /** @description The balance once this entry applied. */
            balance_after: number;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        EmailSyncJob: {
            /** Format: uuid */
            job_id: string;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            /**
             * @description `incremental` fetches messages newer than the last successful sync; `full` rebuilds the mailbox index.
             * @enum {string}
             */
            mode: "incremental" | "full";
            /**
             * @description The provider synced; null when the job covers every connected provider.
             * @enum {string|null}
             */
            provider: "mail_provider_a" | "mail_provider_b" | null;
            /**
             * @description `scheduled` jobs do not count against the on-demand cap.
             * @enum {string}
             */
            trigger: "on_demand" | "scheduled";
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            queued_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            finished_at: string | null;
            /** @description From start to finish; null until the job ends. */
            duration_ms: number | null;
            /** @description So far while running; final once completed or failed. */
            counts: {
                /** @description Messages read from the provider. */
                fetched: number;
                /** @description New messages stored (each announced to the CRM for the timeline). */
                stored: number;
                /** @description Distinct contacts the new messages were matched to. */
                matched_contacts: number;
            };
            /** @description True when an incremental job found its cursor expired and ran a full sync instead. */
            full_sync_fallback: boolean;
            /** @description What happened along the way, e.g. an expired cursor or a provider quota waited out. */
            notes: string[];
            /** @description Why the job failed; null otherwise. */
            error: string | null;
        };
        EmailSyncRequest: {
            /**
             * @default incremental
             * @enum {string}
             */
            mode: "incremental" | "full";
            /**
             * @description One connected mail provider; every connected mailbox when omitted.
             * @enum {string}
             */
            provider?: "mail_provider_a" | "mail_provider_b";
        };
        Mailbox: {
            /** @enum {string} */
            provider: "mail_provider_a" | "mail_provider_b";
            account_id: string;
            /** @enum {string} */
            status: "healthy" | "degraded" | "needs_reauth";
            /** @description The incremental position (its value stays private). */
            cursor: {
                /** @enum {string} */
                kind: "history_id" | "delta_token";
                /** @description False until a first sync completed: the next incremental sync then runs as a full one. */
                present: boolean;
                /**
                 * Format: date-time
                 * @example 2026-11-24T09:30:00.000Z
                 */
                updated_at: string | null;
            };
            /** @description Messages in the mailbox index. */
            message_count: number;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            last_sync_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            last_full_sync_at: string | null;
            last_error: string | null;
            /** Format: uuid */
            running_job_id: string | null;
        };
        CalendarEvent: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            provider: "calendar_provider_a" | "calendar_provider_b";
            title: string;
            /** @description Plain text. */
            description: string | null;
            location: string | null;
            conference_url: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            start_time: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            end_time: string;
            all_day: boolean;
            attendees: {
                email: string;
                name: string | null;
                /** @description As the provider reports it, e.g. `accepted`, `declined`, `tentative`, `needs_action`. */
                response_status: string;
            }[];
            organizer_email: string | null;
            /** @description Contacts among the attendees (matched by email). */
            contact_ids: string[];
            /** Format: uuid */
            deal_id: string | null;
            /** @enum {string} */
            status: "confirmed" | "tentative" | "cancelled";
        };
        Workflow: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description false when turned off, or when the circuit breaker disabled it (then auto_disabled_reason says why). */
            enabled: boolean;
            /** @enum {string} */
            condition_entity: "contact" | "deal" | "task" | "email" | "meeting";
            condition_field: string;
            /** @enum {string} */
            condition_operator: "equals" | "not_equals" | "contains" | "changed" | "changed_to" | "greater_than" | "less_than";
            condition_value: string;
            /** @enum {string} */
            action_type: "send_email" | "create_task" | "send_channel_message" | "webhook" | "update_field";
            action_config: components["schemas"]["WorkflowActionConfig"];
            max_triggers_per_day: number;
            /** @description Triggers counted on the current UTC day; 0 after re-enabling. */
            triggers_today: number;
            /**
             * Format: date-time
             * @description When a trigger was last counted; null until the first.
             * @example 2026-11-24T09:30:00.000Z
             */
            last_triggered_at: string | null;
            /** @description Why the circuit breaker disabled the workflow; null otherwise, and again after re-enabling. */
            auto_disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_at: string;
        };
        /** @description Exactly one of these shapes, the one of the workflow's `action_type`. Strings may hold merge tokens such as `{{deal.name}}`. */
        WorkflowActionConfig: components["schemas"]["SendEmailActionConfig"] | components["schemas"]["CreateTaskActionConfig"] | components["schemas"]["SendChannelMessageActionConfig"] | components["schemas"]["WebhookActionConfig"] | components["schemas"]["UpdateFieldActionConfig"];
        /** @description `action_type: send_email`: one email through the outreach provider. */
        SendEmailActionConfig: {
            /**
             * @description An email address, or a merge token such as `{{contact.email}}`.
             * @example {{contact.email}}
             */
            to: string | unknown | unknown;
            subject: string;
            body: string;
        };
        /** @description `action_type: create_task`: a CRM task linked to the triggering contact or deal; a retried run creates no second task. */
        CreateTaskActionConfig: {
            title: string;
            /** @description Days after the trigger the task is due; 0 is the same day. */
            due_in_days: number;
            /** @description The user the task is assigned to. */
            assigned_to_user_id?: string;
            /** @enum {string} */
            priority?: "low" | "medium" | "high" | "urgent";
        };
        /** @description `action_type: send_channel_message`: one message on a chat channel or by email. */
        SendChannelMessageActionConfig: {
            /** @enum {string} */
            channel: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
            /** @description The recipient in the form its channel takes (as for `POST /v1/channels/send`), or a merge token. */
            recipient: string | unknown | unknown | unknown | unknown | unknown | unknown;
            message: string;
        };
        /** @description `action_type: webhook`: one signed POST (event `workflow.action`) of the workflow and run ids, the trigger event and the entity. */
        WebhookActionConfig: {
            /**
             * @description An https URL (it may hold merge tokens); the webhook target rules (no loopback, private or link-local addresses) apply when it is called.
             * @example https://hooks.example.com/matters
             */
            url: string;
            /** @description Signs the call so the receiver can verify it; without it the call is signed with a secret kept per workspace. */
            secret?: string;
        };
        /** @description `action_type: update_field`: sets one field of the triggering record. Not for email or meeting workflows. */
        UpdateFieldActionConfig: {
            /** @description A field the owning service's PATCH accepts on the triggering record (contact, deal or task; for contacts also `custom_fields.<key>`). */
            field: string;
            /** @description The new value, of the field's kind (a merge token is checked once resolved); null clears the field. */
            value: string | number | boolean | null | string[];
        };
        WorkflowCreate: {
            /** @description 1 to 120 characters; unique in the workspace, ignoring case and surrounding spaces. */
            name: string;
            /**
             * @description The record type whose changes the workflow watches.
             * @enum {string}
             */
            condition_entity: "contact" | "deal" | "task" | "email" | "meeting";
            /**
             * @description A field of condition_entity (the field list of POST /v1/workflows); for contacts also `custom_fields.<key>`.
             * @example stage
             */
            condition_field: string;
            /**
             * @description Which operators fit depends on the field's kind (the operator matrix of POST /v1/workflows).
             * @enum {string}
             */
            condition_operator: "equals" | "not_equals" | "contains" | "changed" | "changed_to" | "greater_than" | "less_than";
            /** @description What the field is compared with, as text (at most 1000 characters); must be "" for `changed`. */
            condition_value: string;
            /**
             * @description What runs when the condition holds; decides the shape of action_config.
             * @enum {string}
             */
            action_type: "send_email" | "create_task" | "send_channel_message" | "webhook" | "update_field";
            /** @description The action's settings, in the shape of action_type; strings may hold merge tokens such as `{{deal.name}}` (a token naming another entity or an unknown field stays as written and is reported in the run's warnings). */
            action_config: {
                [key: string]: unknown;
            } & (components["schemas"]["SendEmailActionConfig"] | components["schemas"]["CreateTaskActionConfig"] | components["schemas"]["SendChannelMessageActionConfig"] | components["schemas"]["WebhookActionConfig"] | components["schemas"]["UpdateFieldActionConfig"]);
            /**
             * @description Circuit breaker: the trigger that would exceed this many in one UTC day is not run and disables the workflow.
             * @default 100
             */
            max_triggers_per_day: number;
            /** @default true */
            enabled: boolean;
        };
        WorkflowUpdate: {
            /** @description 1 to 120 characters; unique in the workspace, ignoring case and surrounding spaces. */
            name?: string;
            /** @description true re-enables a workflow, also one the breaker disabled, and resets the day's trigger count. */
            enabled?: boolean;
            /**
             * @description The record type whose changes the workflow watches.
             * @enum {string}
             */
            condition_entity?: "contact" | "deal" | "task" | "email" | "meeting";
            /**
             * @description A field of condition_entity (the field list of POST /v1/workflows); for contacts also `custom_fields.<key>`.
             * @example stage
             */
            condition_field?: string;
            /**
             * @description Which operators fit depends on the field's kind (the operator matrix of POST /v1/workflows).
             * @enum {string}
             */
            condition_operator?: "equals" | "not_equals" | "contains" | "changed" | "changed_to" | "greater_than" | "less_than";
            /** @description What the field is compared with, as text (at most 1000 characters); must be "" for `changed`. */
            condition_value?: string;
            /**
             * @description What runs when the condition holds; decides the shape of action_config.
             * @enum {string}
             */
            action_type?: "send_email" | "create_task" | "send_channel_message" | "webhook" | "update_field";
            /** @description Replaces the stored config whole (no merge); must fit action_type, the one sent or the stored one. */
            action_config?: {
                [key: string]: unknown;
            } & (components["schemas"]["SendEmailActionConfig"] | components["schemas"]["CreateTaskActionConfig"] | components["schemas"]["SendChannelMessageActionConfig"] | components["schemas"]["WebhookActionConfig"] | components["schemas"]["UpdateFieldActionConfig"]);
            /** @description Circuit breaker: the trigger that would exceed this many in one UTC day is not run and disables the workflow. */
            max_triggers_per_day?: number;
        };
        WorkflowRun: {
            /**
             * Format: uuid
             * @description Derived from the workflow and the trigger event, so an event handled twice is one run.
             */
            id: string;
            /** Format: uuid */
            workflow_id: string;
            /** @description The event whose change fired the run. */
            trigger_event: {
                /** Format: uuid */
                id: string;
                /**
                 * @description The change event, e.g. `contact.updated`, `deal.created`, `email.received`.
                 * @example deal.updated
                 */
                type: string;
                /**
                 * Format: date-time
                 * @example 2026-11-24T09:30:00.000Z
                 */
                occurred_at: string;
            };
            /** @description The record that changed. */
            entity: {
                /** @enum {string} */
                type: "contact" | "deal" | "task" | "email" | "meeting";
                /** @description The changed record's id (a UUID for CRM records). */
                id: string;
            };
            /**
             * @description `pending` while the action runs or awaits a retry; `succeeded`, `failed` (retries used up or not retryable), or `skipped` (stopped before the action).
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "skipped";
            /** @enum {string} */
            action_type: "send_email" | "create_task" | "send_channel_message" | "webhook" | "update_field";
            /** @description What the action's target answered (e.g. `task_id` for create_task, `delivery_id` and `status_code` for webhook); null until it succeeds. */
            action_result: {
                [key: string]: unknown;
            } | null;
            /** @description Why the run failed or was skipped; null otherwise. */
            error: string | null;
            /** @description Merge tokens that could not be resolved and were left as written. */
            warnings: string[];
            /** @description Action executions started. */
            attempts: number;
            /** @description From the run being recorded to its end; null while pending. */
            duration_ms: number | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            finished_at: string | null;
        };
        AssistantTask: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "prospect_search" | "campaign_start" | "contact_update" | "list_operation";
            /**
             * @description `pending` awaits approval; approving makes it `approved` while it runs, then `completed` or `failed`; dismissing makes it `dismissed`.
             * @enum {string}
             */
            status: "pending" | "approved" | "dismissed" | "completed" | "failed";
            /** @description What the task will do, in words. */
            description: string;
            /** @description What the task will do, by type: `prospect_search` {titles, location, industry, headcount (arrays of strings), limit (number or null)}; `list_operation` {operation (`add` | `remove`), list_id or list_name, contacts (each {id}, {email} or {name}), contact_count}; `campaign_start` {campaign_id or campaign_name}; `contact_update` {contact ({id}, {email} or {name}), changes (any of priority 1-3, job_title, phone, company, tags_add)}. After execution it also holds `result` (completed) or `error` (failed). */
            metadata: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_at: string;
        };
        AssistantChatReply: {
            /** @description What the assistant prepared, what it could not do and why, or, when it understood nothing, what it can do. */
            reply: string;
            /** @description The tasks it proposed, all `pending`; empty when nothing was understood. */
            tasks: components["schemas"]["AssistantTask"][];
        };
        AssistantChat: {
            /**
             * @description Plain English; several requests may be separated by full stops or new lines.
             * @example find 20 litigation partners in London
             */
            message: string;
            /** @description The record the user is looking at, so a message can say "this contact". */
            context?: {
                /**
                 * Format: uuid
                 * @description The contact "this contact" means.
                 */
                contact_id?: string;
                /**
                 * Format: uuid
                 * @description The list "this list" means.
                 */
                list_id?: string;
                /**
                 * Format: uuid
                 * @description The campaign "this campaign" means.
                 */
                campaign_id?: string;
            } | null;
        };
        WebhookEventType: {
            /** @enum {string} */
            type: "contact.created" | "contact.updated" | "contact.deleted" | "contact.bulk_created" | "company.created" | "company.updated" | "company.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "deal.bulk_created" | "deal.bulk_updated" | "list.created" | "list.deleted" | "list.contacts_added" | "list.contacts_removed" | "campaign.created" | "campaign.started" | "campaign.paused" | "campaign.deleted" | "campaign.step_created" | "campaign.contacts_added" | "activity.created" | "task.created" | "task.updated" | "task.approved" | "task.dismissed" | "email.sync.completed" | "workflow.auto_disabled" | "webhook.endpoint_disabled";
            /**
             * @description The spec's group of the catalog, or `Operational` for the alerts.
             * @enum {string}
             */
            group: "Contacts" | "Companies" | "Deals" | "Lists" | "Campaigns" | "Activities and tasks" | "Mailbox" | "Operational" | "Internal";
            /** @description What happened and what emits it. */
            description: string;
            /** @description JSON Schema (draft 2020-12) of the whole body a webhook receives for this type, `data` included. */
            schema: {
                [key: string]: unknown;
            };
        };
        WebhookWithSecret: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            events: ("*" | "contact.created" | "contact.updated" | "contact.deleted" | "contact.bulk_created" | "company.created" | "company.updated" | "company.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "deal.bulk_created" | "deal.bulk_updated" | "list.created" | "list.deleted" | "list.contacts_added" | "list.contacts_removed" | "campaign.created" | "campaign.started" | "campaign.paused" | "campaign.deleted" | "campaign.step_created" | "campaign.contacts_added" | "activity.created" | "task.created" | "task.updated" | "task.approved" | "task.dismissed" | "email.sync.completed" | "workflow.auto_disabled" | "webhook.endpoint_disabled")[];
            description: string | null;
            enabled: boolean;
            /** @description Why the dispatcher disabled the endpoint itself (every delivery failing for 5 days); null otherwise, and cleared on re-enable. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_at: string;
            /** @description Signs every delivery (`X-Service-Signature: sha256=<HMAC-SHA256 of the body>`). Shown only here; to rotate it, delete and recreate the webhook. */
            secret: string;
        };
        WebhookCreate: {
            /**
             * Format: uri
             * @description An absolute https:// URL of at most 2048 characters, without credentials, whose host resolves only to public addresses; anything else is 400 invalid_url.
             */
            url: string;
            /** @description Event types to receive; `*` for every event, including types added later. */
            events: ("*" | "contact.created" | "contact.updated" | "contact.deleted" | "contact.bulk_created" | "company.created" | "company.updated" | "company.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "deal.bulk_created" | "deal.bulk_updated" | "list.created" | "list.deleted" | "list.contacts_added" | "list.contacts_removed" | "campaign.created" | "campaign.started" | "campaign.paused" | "campaign.deleted" | "campaign.step_created" | "campaign.contacts_added" | "activity.created" | "task.created" | "task.updated" | "task.approved" | "task.dismissed" | "email.sync.completed" | "workflow.auto_disabled" | "webhook.endpoint_disabled")[];
            description?: string | null;
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            events: ("*" | "contact.created" | "contact.updated" | "contact.deleted" | "contact.bulk_created" | "company.created" | "company.updated" | "company.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "deal.bulk_created" | "deal.bulk_updated" | "list.created" | "list.deleted" | "list.contacts_added" | "list.contacts_removed" | "campaign.created" | "campaign.started" | "campaign.paused" | "campaign.deleted" | "campaign.step_created" | "campaign.contacts_added" | "activity.created" | "task.created" | "task.updated" | "task.approved" | "task.dismissed" | "email.sync.completed" | "workflow.auto_disabled" | "webhook.endpoint_disabled")[];
            description: string | null;
            enabled: boolean;
            /** @description Why the dispatcher disabled the endpoint itself (every delivery failing for 5 days); null otherwise, and cleared on re-enable. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            updated_at: string;
        };
        WebhookUpdate: {
            /**
             * Format: uri
             * @description An absolute https:// URL of at most 2048 characters, without credentials, whose host resolves only to public addresses; anything else is 400 invalid_url.
             */
            url?: string;
            /** @description Event types to receive; `*` for every event, including types added later. */
            events?: ("*" | "contact.created" | "contact.updated" | "contact.deleted" | "contact.bulk_created" | "company.created" | "company.updated" | "company.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "deal.bulk_created" | "deal.bulk_updated" | "list.created" | "list.deleted" | "list.contacts_added" | "list.contacts_removed" | "campaign.created" | "campaign.started" | "campaign.paused" | "campaign.deleted" | "campaign.step_created" | "campaign.contacts_added" | "activity.created" | "task.created" | "task.updated" | "task.approved" | "task.dismissed" | "email.sync.completed" | "workflow.auto_disabled" | "webhook.endpoint_disabled")[];
            /** @description null clears it. */
            description?: string | null;
            /** @description false stops deliveries; true resumes them and starts a fresh failure streak (clears `disabled_reason`). */
            enabled?: boolean;
        };
        WebhookDeliveryLog: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The delivery, stable across its retries; sent as `X-Service-Delivery-ID`.
             */
            delivery_id: string;
            /** @description The event type delivered, e.g. `contact.created`. */
            event: string;
            /** @description 1 to 6 on the schedule; a manual retry adds one more (7 and up). */
            attempt: number;
            /**
             * @description `succeeded` for a 2xx answer within the time-out.
             * @enum {string}
             */
            status: "succeeded" | "failed";
            /** @description The receiver's HTTP status; null when no answer arrived. */
            status_code: number | null;
            duration_ms: number;
            /** @description What went wrong, e.g. `timeout`, `http_status: 500`, `redirect_not_followed`, `blocked_address: ...`; null on success. */
            error: string | null;
            /** @description The first 1 KiB of the answer body. */
            response_excerpt: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the next attempt is due; null when none is scheduled (after a success, the last attempt or a manual retry).
             * @example 2026-11-24T09:30:00.000Z
             */
            next_attempt_at: string | null;
        };
        WebhookRetry: {
            /** Format: uuid */
            delivery_id: string;
            /** Format: uuid */
            webhook_id: string;
            event: string;
            /**
             * @description The attempt is queued; its outcome appears in the logs.
             * @enum {string}
             */
            status: "queued";
        };
        WebhookReplayJob: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            webhook_id: string;
            /**
             * @description `queued -> running -> completed | failed`.
             * @enum {string}
             */
            status: "queued" | "running" | "completed" | "failed";
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            since: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            until: string;
            /** @description Archived events of the window this webhook subscribes to, counted when the replay was queued. */
            total: number;
            /** @description Events sent so far, each as a new delivery (their attempts appear in the logs). */
            replayed: number;
            /** @description Why a failed replay stopped (the webhook was deleted or disabled meanwhile); null otherwise. */
            error: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            finished_at: string | null;
        };
        WebhookReplay: {
            /**
             * Format: date-time
             * @description Start of the window, inclusive; must be before `until` and no older than the archive keeps events (30 days).
             * @example 2026-11-24T08:00:00Z
             */
            since: string;
            /**
             * Format: date-time
             * @description End of the window, exclusive.
             * @example 2026-11-24T10:00:00Z
             */
            until: string;
        };
        WorkspaceSettings: {
            /** Format: uuid */
            workspace_id: string;
            name: string;
            /** @description Derived from the name when the workspace was created: lowercase words joined by hyphens. */
            slug: string;
            /** @description IANA time zone, e.g. `Europe/London`. */
            timezone: string;
            /** @description BCP 47 language tag, e.g. `en-GB`. */
            locale: string;
            /** @description ISO 4217 code, e.g. `GBP`. */
            currency: string;
            /** @description ISO 3166-1 alpha-2 code, e.g. `GB`. */
            jurisdiction: string;
            billing: {
                /** @enum {string} */
                plan: "starter" | "pro" | "org";
                seats: number;
                /** @description Whole credits left. */
                credits_balance: number;
                /**
                 * Format: date-time
                 * @description Only a Starter workspace has a trial; null on other plans.
                 * @example 2026-11-24T09:30:00.000Z
                 */
                trial_ends_at: string | null;
            };
            /** @description Feature flag name to whether it is on. */
            features: {
                [key: string]: boolean;
            };
            branding: {
                /** @description CSS colour, e.g. `#1f3a5f`. */
                primary_color: string | null;
                logo_url: string | null;
                accent_color: string | null;
            };
            retention: {
                /** @description Days an audit log entry is kept. */
                audit_log_days: number;
                soft_delete_days: number;
            };
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        ProviderStatus: {
            /** @enum {string} */
            category: "email" | "calendar" | "channels" | "identity" | "storage" | "billing";
            /** @description The provider, e.g. `mail_provider_a`. */
            name: string;
            connected: boolean;
            account_id: string | null;
            display_name: string | null;
            /** @description OAuth scopes granted; empty while disconnected. */
            scopes: string[];
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            connected_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            last_sync_at: string | null;
            /** @enum {string} */
            status: "healthy" | "degraded" | "needs_reauth" | "disconnected";
            /** @description What the provider last reported wrong; null while healthy. */
            error_message: string | null;
        };
        User: {
            /** Format: uuid */
            id: string;
            /**
             * Format: email
             * @description Lower-cased; unique in the workspace.
             */
            email: string;
            name: string | null;
            /** @enum {string} */
            role: "owner" | "admin" | "member";
            /** @enum {string} */
            status: "active";
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        AuditLogEntry: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @example 2026-11-24T09:30:00.000Z
             */
            timestamp: string;
            user: {
                /** @description The acting person; null for calls made with an API key and for operator changes. */
                id: string | null;
                email: string | null;
                /**
                 * @description `api_key`: a call through this API; `system`: an operator change through the dashboard or the CLI.
                 * @enum {string}
                 */
                type: "api_key" | "user" | "system";
            };
            /** @enum {string} */
            action: "create" | "update" | "delete" | "login" | "api_access";
            /** @description What the call was about, e.g. `contacts`. */
            resource_type: string;
            /** @description The record the call was about (the new record on a create); null when it was about no single record. */
            resource_id: string | null;
            /** @description For API calls: method, path, request_id, status_code, api_key_id, and `diff` (field to `{from, to}`) for an update. */
            details: {
                [key: string]: unknown;
            };
            /** @description The caller's IPv4 or IPv6 address; null on operator changes. */
            ip_address: string | null;
            user_agent: string;
        };
        /** @description A contact was created (POST /v1/contacts). */
        ContactCreatedEvent: {
            /** @enum {string} */
            event: "contact.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                contact: components["schemas"]["EventContact"];
            };
        };
        EventContact: {
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
            /**
             * Format: date-time
             * @description Same instant as created_date; the name the spec gives it in events.
             * @example 2026-11-24T09:30:00.000Z
             */
            created_at: string;
        };
        /** @description A contact changed (PATCH /v1/contacts/{id}); `changes` holds the previous value of each changed field. */
        ContactUpdatedEvent: {
            /** @enum {string} */
            event: "contact.updated";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                contact: components["schemas"]["EventContact"];
                /** @description Each changed field with its previous value; the record in the same event holds the new one. */
                changes: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description A contact was deleted (DELETE /v1/contacts/{id}); `contact` is the record as it was. */
        ContactDeletedEvent: {
            /** @enum {string} */
            event: "contact.deleted";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                contact: components["schemas"]["EventContact"];
            };
        };
        /** @description Contacts were created by POST /v1/contacts/bulk; a large batch arrives as several events, each with its share of the contacts. */
        ContactBulkCreatedEvent: {
            /** @enum {string} */
            event: "contact.bulk_created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                contacts: components["schemas"]["EventContact"][];
                /** @description How many records this event carries. */
                count: number;
            };
        };
        /** @description A company was created (POST /v1/companies). */
        CompanyCreatedEvent: {
            /** @enum {string} */
            event: "company.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                company: components["schemas"]["Company"];
            };
        };
        /** @description A company changed (PATCH /v1/companies/{id}); `changes` holds the previous value of each changed field. */
        CompanyUpdatedEvent: {
            /** @enum {string} */
            event: "company.updated";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                company: components["schemas"]["Company"];
                /** @description Each changed field with its previous value; the record in the same event holds the new one. */
                changes: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description A company was deleted (DELETE /v1/companies/{id}); `company` is the record as it was. */
        CompanyDeletedEvent: {
            /** @enum {string} */
            event: "company.deleted";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                company: components["schemas"]["Company"];
            };
        };
        /** @description A deal was created (POST /v1/deals). */
        DealCreatedEvent: {
            /** @enum {string} */
            event: "deal.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                deal: components["schemas"]["Deal"];
            };
        };
        /** @description A deal changed (PATCH /v1/deals/{id}); `changes` holds the previous value of each changed field. */
        DealUpdatedEvent: {
            /** @enum {string} */
            event: "deal.updated";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                deal: components["schemas"]["Deal"];
                /** @description Each changed field with its previous value; the record in the same event holds the new one. */
                changes: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description A deal was deleted (DELETE /v1/deals/{id}); `deal` is the record as it was. */
        DealDeletedEvent: {
            /** @enum {string} */
            event: "deal.deleted";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                deal: components["schemas"]["Deal"];
            };
        };
        /** @description Deals were created by POST /v1/deals/bulk; a large batch arrives as several events, each with its share of the deals. */
        DealBulkCreatedEvent: {
            /** @enum {string} */
            event: "deal.bulk_created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                deals: components["schemas"]["Deal"][];
                /** @description How many records this event carries. */
                count: number;
            };
        };
        /** @description Deals were changed by PATCH /v1/deals/bulk; `changes` maps each deal id to the previous values of its changed fields. */
        DealBulkUpdatedEvent: {
            /** @enum {string} */
            event: "deal.bulk_updated";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                deals: components["schemas"]["Deal"][];
                /** @description How many records this event carries. */
                count: number;
                /** @description By deal id: each changed field with its previous value. */
                changes: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        /** @description A list was created (POST /v1/lists). */
        ListCreatedEvent: {
            /** @enum {string} */
            event: "list.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                list: components["schemas"]["List"];
            };
        };
        /** @description A list was deleted (DELETE /v1/lists/{id}); `list` is the record as it was. */
        ListDeletedEvent: {
            /** @enum {string} */
            event: "list.deleted";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                list: components["schemas"]["List"];
            };
        };
        /** @description Contacts joined a list (POST /v1/lists/{id}/contacts); only those not already members, and no event when none joined. */
        ListContactsAddedEvent: {
            /** @enum {string} */
            event: "list.contacts_added";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                /** Format: uuid */
                list_id: string;
                /** @description The contacts that joined the list. */
                contact_ids: string[];
                /** @description How many records this event carries. */
                count: number;
            };
        };
        /** @description Contacts left a list (DELETE /v1/lists/{id}/contacts, or a member contact was deleted); only those that were members. */
        ListContactsRemovedEvent: {
            /** @enum {string} */
            event: "list.contacts_removed";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                /** Format: uuid */
                list_id: string;
                /** @description The contacts that left the list. */
                contact_ids: string[];
                /** @description How many records this event carries. */
                count: number;
            };
        };
        /** @description A campaign was created, in status draft (POST /v1/campaigns). */
        CampaignCreatedEvent: {
            /** @enum {string} */
            event: "campaign.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                campaign: components["schemas"]["Campaign"];
            };
        };
        /** @description A campaign became active and starts sending its steps. */
        CampaignStartedEvent: {
            /** @enum {string} */
            event: "campaign.started";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                campaign: components["schemas"]["Campaign"];
            };
        };
        /** @description A campaign was paused (POST /v1/campaigns/{id}/pause); no step is sent until it is started again. */
        CampaignPausedEvent: {
            /** @enum {string} */
            event: "campaign.paused";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                campaign: components["schemas"]["Campaign"];
            };
        };
        /** @description A draft campaign was deleted (DELETE /v1/campaigns/{id}); `campaign` is the record as it was. */
        CampaignDeletedEvent: {
            /** @enum {string} */
            event: "campaign.deleted";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                campaign: components["schemas"]["Campaign"];
            };
        };
        /** @description A step (one message of the sequence) was added to a campaign. */
        CampaignStepCreatedEvent: {
            /** @enum {string} */
            event: "campaign.step_created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                /** Format: uuid */
                campaign_id: string;
                step: components["schemas"]["CampaignStep"];
            };
        };
        /** @description Contacts were enrolled in a campaign; only those not already enrolled. */
        CampaignContactsAddedEvent: {
            /** @enum {string} */
            event: "campaign.contacts_added";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                /** Format: uuid */
                campaign_id: string;
                /** @description The contacts newly enrolled; those already in the campaign are not repeated. */
                contact_ids: string[];
                /** @description How many records this event carries. */
                count: number;
            };
        };
        /** @description An entry was added to a contact's timeline: a note, a sent message, a received email, a meeting, or a task created or completed. */
        ActivityCreatedEvent: {
            /** @enum {string} */
            event: "activity.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                activity: components["schemas"]["Activity"];
            };
        };
        /** @description A CRM task was created (POST /v1/tasks). */
        TaskCreatedEvent: {
            /** @enum {string} */
            event: "task.created";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                task: components["schemas"]["Task"];
            };
        };
        /** @description A CRM task changed (PATCH /v1/tasks/{id}); `changes` holds the previous value of each changed field. Deleting a task emits no event. */
        TaskUpdatedEvent: {
            /** @enum {string} */
            event: "task.updated";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                task: components["schemas"]["Task"];
                /** @description Each changed field with its previous value; the record in the same event holds the new one. */
                changes: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description An assistant task was approved (POST /v1/assistant/tasks/{id}/approve); `task` is the assistant task as it reads after the approval. */
        TaskApprovedEvent: {
            /** @enum {string} */
            event: "task.approved";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                task: components["schemas"]["AssistantTask"];
            };
        };
        /** @description An assistant task was dismissed (POST /v1/assistant/tasks/{id}/dismiss); `task` is the assistant task as it reads after the dismissal. */
        TaskDismissedEvent: {
            /** @enum {string} */
            event: "task.dismissed";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                task: components["schemas"]["AssistantTask"];
            };
        };
        /** @description A mailbox sync job finished, successfully or not (POST /v1/email/sync); this is how a long full sync reports its end. */
        EmailSyncCompletedEvent: {
            /** @enum {string} */
            event: "email.sync.completed";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                job: components["schemas"]["EmailSyncJob"];
            };
        };
        /** @description A workflow's circuit breaker tripped: it would have exceeded max_triggers_per_day, so it was disabled. */
        WorkflowAutoDisabledEvent: {
            /** @enum {string} */
            event: "workflow.auto_disabled";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                /** @description As it reads after disabling: `enabled` false, `auto_disabled_reason` set. */
                workflow: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    /** @description false when turned off, or when the circuit breaker disabled it (then auto_disabled_reason says why). */
                    enabled: boolean;
                    /** @enum {string} */
                    condition_entity: "contact" | "deal" | "task" | "email" | "meeting";
                    condition_field: string;
                    /** @enum {string} */
                    condition_operator: "equals" | "not_equals" | "contains" | "changed" | "changed_to" | "greater_than" | "less_than";
                    condition_value: string;
                    /** @enum {string} */
                    action_type: "send_email" | "create_task" | "send_channel_message" | "webhook" | "update_field";
                    action_config: components["schemas"]["WorkflowActionConfig"];
                    max_triggers_per_day: number;
                    /** @description Triggers counted on the current UTC day; 0 after re-enabling. */
                    triggers_today: number;
                    /**
                     * Format: date-time
                     * @description When a trigger was last counted; null until the first.
                     * @example 2026-11-24T09:30:00.000Z
                     */
                    last_triggered_at: string | null;
                    /** @description Why the circuit breaker disabled the workflow; null otherwise, and again after re-enabling. */
                    auto_disabled_reason: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-24T09:30:00.000Z
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-24T09:30:00.000Z
                     */
                    updated_at: string;
                };
                reason: string;
                /**
                 * Format: date
                 * @description The UTC day whose cap was reached.
                 * @example 2026-12-01
                 */
                day: string;
                triggers_today: number;
                max_triggers_per_day: number;
            };
        };
        /** @description A webhook endpoint was disabled after every delivery to it failed for 5 days; re-enable it with PATCH /v1/webhooks/{id}. */
        WebhookEndpointDisabledEvent: {
            /** @enum {string} */
            event: "webhook.endpoint_disabled";
            /**
             * Format: uuid
             * @description Stable across the retries of this delivery (also in `X-Service-Delivery-ID`); deduplicate on it.
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the change happened.
             * @example 2026-11-24T09:30:00.000Z
             */
            occurred_at: string;
            workspace_id: string;
            data: {
                /** @description As it reads after disabling: `enabled` false, `disabled_reason` set. */
                webhook: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uri */
                    url: string;
                    events: ("*" | "contact.created" | "contact.updated" | "contact.deleted" | "contact.bulk_created" | "company.created" | "company.updated" | "company.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "deal.bulk_created" | "deal.bulk_updated" | "list.created" | "list.deleted" | "list.contacts_added" | "list.contacts_removed" | "campaign.created" | "campaign.started" | "campaign.paused" | "campaign.deleted" | "campaign.step_created" | "campaign.contacts_added" | "activity.created" | "task.created" | "task.updated" | "task.approved" | "task.dismissed" | "email.sync.completed" | "workflow.auto_disabled" | "webhook.endpoint_disabled")[];
                    description: string | null;
                    enabled: boolean;
                    /** @description Why the dispatcher disabled the endpoint itself (every delivery failing for 5 days); null otherwise, and cleared on re-enable. */
                    disabled_reason: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-11-24T09:30:00.000Z
                     */
                    created_at: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-24T09:30:00.000Z
                     */
                    updated_at: string;
                };
                /**
                 * Format: date-time
                 * @description The first failed delivery after the last success.
                 * @example 2026-11-24T09:30:00.000Z
                 */
                failing_since: string;
            };
        };
    };
    responses: {
        /** @description The key may not do this, or the integration it needs is not connected. Codes: `admin_key_required`. */
        AdminKeyRequired: {
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
                 *         "code": "admin_key_required",
                 *         "message": "admin key required"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "admin_key_required";
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
        /** @description Conflicts with the current state. Codes: `campaign_not_draft`, `version_conflict`. */
        CampaignNotDraftOrVersionConflict: {
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
                 *         "code": "campaign_not_draft",
                 *         "message": "campaign not draft"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "campaign_not_draft" | "version_conflict";
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
        /** @description Not found (records of other workspaces are not found either). Codes: `campaign_not_found`. */
        CampaignNotFound: {
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
                 *         "code": "campaign_not_found",
                 *         "message": "campaign not found"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "campaign_not_found";
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
        /** @description Not found (records of other workspaces are not found either). Codes: `campaign_not_found`, `not_found`. */
        CampaignNotFoundOrNotFound: {
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
                 *         "code": "campaign_not_found",
                 *         "message": "campaign not found"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "campaign_not_found" | "not_found";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `campaign_not_active`, `version_conflict`. */
        IdempotencyConflictOrCampaignNotActiveOrVersionConflict: {
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
                        code: "idempotency_conflict" | "campaign_not_active" | "version_conflict";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `campaign_not_draft`, `quota_exceeded`, `version_conflict`. */
        IdempotencyConflictOrCampaignNotDraftOrQuotaExceededOrVersionConflict: {
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
                        code: "idempotency_conflict" | "campaign_not_draft" | "quota_exceeded" | "version_conflict";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `campaign_not_editable`, `version_conflict`. */
        IdempotencyConflictOrCampaignNotEditableOrVersionConflict: {
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
                        code: "idempotency_conflict" | "campaign_not_editable" | "version_conflict";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `campaign_not_paused`, `quota_exceeded`, `version_conflict`. */
        IdempotencyConflictOrCampaignNotPausedOrQuotaExceededOrVersionConflict: {
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
                        code: "idempotency_conflict" | "campaign_not_paused" | "quota_exceeded" | "version_conflict";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `quota_exceeded`. */
        IdempotencyConflictOrQuotaExceeded: {
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
                        code: "idempotency_conflict" | "quota_exceeded";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `recipient_suppressed`. */
        IdempotencyConflictOrRecipientSuppressed: {
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
                        code: "idempotency_conflict" | "recipient_suppressed";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `sync_in_progress`. */
        IdempotencyConflictOrSyncInProgress: {
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
                        code: "idempotency_conflict" | "sync_in_progress";
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
        /** @description Conflicts with the current state. Codes: `idempotency_conflict`, `task_not_pending`. */
        IdempotencyConflictOrTaskNotPending: {
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
                        code: "idempotency_conflict" | "task_not_pending";
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
        /** @description Not enough credits. Codes: `insufficient_credits`. */
        InsufficientCredits: {
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
                 *         "code": "insufficient_credits",
                 *         "message": "insufficient credits"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "insufficient_credits";
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
        /** @description Not found (records of other workspaces are not found either). Codes: `no_match`. */
        NoMatch: {
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
                 *         "code": "no_match",
                 *         "message": "no match"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "no_match";
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
        /** @description Not found (records of other workspaces are not found either). Codes: `not_found`, `conversation_required`. */
        NotFoundOrConversationRequired: {
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
                        code: "not_found" | "conversation_required";
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
        /** @description Not found (records of other workspaces are not found either). Codes: `not_found`, `no_match`. */
        NotFoundOrNoMatch: {
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
                        code: "not_found" | "no_match";
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
        /** @description An upstream provider failed. Codes: `provider_error`. */
        ProviderError: {
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
                 *         "code": "provider_error",
                 *         "message": "provider error"
                 *       }
                 *     }
                 */
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "provider_error";
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
        /** @description The request is invalid; `error.details.fields` names each problem. Codes: `validation_error`, `invalid_date_range`. */
        ValidationErrorOrInvalidDateRange: {
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
                        code: "validation_error" | "invalid_date_range";
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
        /** @description The request is invalid; `error.details.fields` names each problem. Codes: `validation_error`, `invalid_json`, `invalid_url`. */
        ValidationErrorOrInvalidJsonOrInvalidUrl: {
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
                        code: "validation_error" | "invalid_json" | "invalid_url";
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
        /** @description With a valid key, the workspace's daily call limit. On an answer without one (401, GET /v1/openapi.json), the per-minute limit of calls without a key from the caller's address. */
        "X-RateLimit-Limit": number;
        /** @description Calls left today; on an answer without a valid key, calls without a key left this minute. */
        "X-RateLimit-Remaining": number;
        /** @description When the window resets (Unix time, seconds): 00:00 UTC for the daily window; the start of the next minute on an answer without a valid key. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before the next call. */
        "Retry-After": number;
        /** @description `true`: this route is deprecated; `Link` names its successor (RFC 8594 style). */
        Deprecation: "true";
        /** @description On a deprecated route: `<successor path>; rel="successor-version"`. */
        Link: string;
        /** @description `true` when this answer is the stored answer of an earlier call with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description `false` when the call carried an Idempotency-Key and was applied, but its answer could not be stored for replay: do not retry it with that key. */
        "Idempotent-Stored": "false";
        /** @description The document changes only with a new release of the gateway; revalidate before reuse. */
        "Cache-Control": string;
        /** @description `*`: any web page may read the document. */
        "Access-Control-Allow-Origin": "*";
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
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                     *         "open_deals": [
                     *           {
                     *             "id": "3c9a7e15-2d4b-4f68-9a1c-5e7b0d2f4a86",
                     *             "name": "Doe v. Roe",
                     *             "stage": "proposal",
                     *             "estimated_value": 25000,
                     *             "updated_date": "2026-11-24T10:05:00.000Z"
                     *           }
                     *         ]
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
    updateContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
    bulkCreateContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
    updateCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["DealNotFound"];
            409: components["responses"]["VersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
    addListContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
    updateTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
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
    sendChannelMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel": "chat_a",
                 *       "recipient": "C0LITIGATE",
                 *       "message": "*New matter*: Doe v. Roe was filed today.",
                 *       "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f"
                 *     }
                 */
                "application/json": components["schemas"]["SendMessage"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cha_5f0c2e7a9b1d4c3e8f6a2b0d",
                     *         "channel": "chat_a",
                     *         "status": "sent",
                     *         "sent_at": "2026-11-24T09:30:01.120Z",
                     *         "recipient": "C0LITIGATE",
                     *         "subject": null,
                     *         "format": "markup",
                     *         "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "deal_id": null,
                     *         "campaign_id": null,
                     *         "attachments": [],
                     *         "error": null,
                     *         "status_updated_at": "2026-11-24T09:30:01.120Z",
                     *         "created_at": "2026-11-24T09:30:00.950Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChannelMessageResult"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFoundOrConversationRequired"];
            409: components["responses"]["IdempotencyConflictOrRecipientSuppressed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                contact_id?: string;
                campaign_id?: string;
                channel?: "chat_a" | "chat_b" | "chat_c" | "chat_d" | "email";
                status?: "queued" | "sent" | "delivered" | "failed" | "bounced";
                /** @description Exact recipient (emails compare case-insensitively). */
                recipient?: string;
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
                     *           "id": "cha_5f0c2e7a9b1d4c3e8f6a2b0d",
                     *           "channel": "chat_a",
                     *           "status": "delivered",
                     *           "sent_at": "2026-11-24T09:30:01.120Z",
                     *           "recipient": "C0LITIGATE",
                     *           "subject": null,
                     *           "format": "markup",
                     *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *           "deal_id": null,
                     *           "campaign_id": null,
                     *           "attachments": [],
                     *           "error": null,
                     *           "status_updated_at": "2026-11-24T09:30:01.120Z",
                     *           "created_at": "2026-11-24T09:30:00.950Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"][];
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
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The provider's message id (the `id` the send answered). */
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
                     *         "id": "cha_5f0c2e7a9b1d4c3e8f6a2b0d",
                     *         "channel": "chat_a",
                     *         "status": "delivered",
                     *         "sent_at": "2026-11-24T09:30:01.120Z",
                     *         "recipient": "C0LITIGATE",
                     *         "subject": null,
                     *         "format": "markup",
                     *         "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "deal_id": null,
                     *         "campaign_id": null,
                     *         "attachments": [],
                     *         "error": null,
                     *         "status_updated_at": "2026-11-24T09:30:02.400Z",
                     *         "created_at": "2026-11-24T09:30:00.950Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Message"];
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
    listCampaigns: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                status?: "draft" | "active" | "paused" | "completed";
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
                     *           "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *           "name": "Q4 employment law briefing",
                     *           "description": null,
                     *           "status": "draft",
                     *           "timezone": "Europe/London",
                     *           "send_window": {
                     *             "days": [
                     *               "mon",
                     *               "tue",
                     *               "wed",
                     *               "thu",
                     *               "fri"
                     *             ],
                     *             "start_hour": 9,
                     *             "end_hour": 17
                     *           },
                     *           "daily_cap": 200,
                     *           "min_gap_seconds": 60,
                     *           "stop_on_reply": true,
                     *           "auto_pause": {
                     *             "bounce_rate": 0.05,
                     *             "min_sends": 50
                     *           },
                     *           "paused_reason": null,
                     *           "steps": [
                     *             {
                     *               "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *               "position": 1,
                     *               "channel": "email",
                     *               "delay_seconds": 0,
                     *               "subject": "Your matter with Doe & Partners",
                     *               "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *               "format": "text",
                     *               "created_at": "2026-11-24T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "step_count": 1,
                     *           "contact_count": 0,
                     *           "stats": {
                     *             "sent": 0,
                     *             "delivered": 0,
                     *             "bounced": 0,
                     *             "replied": 0,
                     *             "unsubscribed": 0,
                     *             "completed": 0
                     *           },
                     *           "started_at": null,
                     *           "completed_at": null,
                     *           "created_at": "2026-11-24T09:30:00.000Z",
                     *           "updated_at": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"][];
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
    createCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q4 employment law briefing",
                 *       "timezone": "Europe/London",
                 *       "steps": [
                 *         {
                 *           "channel": "email",
                 *           "delay_seconds": 0,
                 *           "subject": "Your matter with Doe & Partners",
                 *           "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CampaignCreate"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "name": "Q4 employment law briefing",
                     *         "description": null,
                     *         "status": "draft",
                     *         "timezone": "Europe/London",
                     *         "send_window": {
                     *           "days": [
                     *             "mon",
                     *             "tue",
                     *             "wed",
                     *             "thu",
                     *             "fri"
                     *           ],
                     *           "start_hour": 9,
                     *           "end_hour": 17
                     *         },
                     *         "daily_cap": 200,
                     *         "min_gap_seconds": 60,
                     *         "stop_on_reply": true,
                     *         "auto_pause": {
                     *           "bounce_rate": 0.05,
                     *           "min_sends": 50
                     *         },
                     *         "paused_reason": null,
                     *         "steps": [
                     *           {
                     *             "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "position": 1,
                     *             "channel": "email",
                     *             "delay_seconds": 0,
                     *             "subject": "Your matter with Doe & Partners",
                     *             "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *             "format": "text",
                     *             "created_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "step_count": 1,
                     *         "contact_count": 0,
                     *         "stats": {
                     *           "sent": 0,
                     *           "delivered": 0,
                     *           "bounced": 0,
                     *           "replied": 0,
                     *           "unsubscribed": 0,
                     *           "completed": 0
                     *         },
                     *         "started_at": null,
                     *         "completed_at": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"];
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
    getCampaign: {
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
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "name": "Q4 employment law briefing",
                     *         "description": null,
                     *         "status": "active",
                     *         "timezone": "Europe/London",
                     *         "send_window": {
                     *           "days": [
                     *             "mon",
                     *             "tue",
                     *             "wed",
                     *             "thu",
                     *             "fri"
                     *           ],
                     *           "start_hour": 9,
                     *           "end_hour": 17
                     *         },
                     *         "daily_cap": 200,
                     *         "min_gap_seconds": 60,
                     *         "stop_on_reply": true,
                     *         "auto_pause": {
                     *           "bounce_rate": 0.05,
                     *           "min_sends": 50
                     *         },
                     *         "paused_reason": null,
                     *         "steps": [
                     *           {
                     *             "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "position": 1,
                     *             "channel": "email",
                     *             "delay_seconds": 0,
                     *             "subject": "Your matter with Doe & Partners",
                     *             "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *             "format": "text",
                     *             "created_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "step_count": 1,
                     *         "contact_count": 10,
                     *         "stats": {
                     *           "sent": 0,
                     *           "delivered": 0,
                     *           "bounced": 0,
                     *           "replied": 0,
                     *           "unsubscribed": 0,
                     *           "completed": 0
                     *         },
                     *         "started_at": "2026-11-24T10:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    deleteCampaign: {
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
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            409: components["responses"]["CampaignNotDraftOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    updateCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                 *       "daily_cap": 100
                 *     }
                 */
                "application/json": components["schemas"]["CampaignPatch"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "name": "Q4 employment law briefing",
                     *         "description": null,
                     *         "status": "draft",
                     *         "timezone": "Europe/London",
                     *         "send_window": {
                     *           "days": [
                     *             "mon",
                     *             "tue",
                     *             "wed",
                     *             "thu",
                     *             "fri"
                     *           ],
                     *           "start_hour": 9,
                     *           "end_hour": 17
                     *         },
                     *         "daily_cap": 100,
                     *         "min_gap_seconds": 60,
                     *         "stop_on_reply": true,
                     *         "auto_pause": {
                     *           "bounce_rate": 0.05,
                     *           "min_sends": 50
                     *         },
                     *         "paused_reason": null,
                     *         "steps": [
                     *           {
                     *             "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "position": 1,
                     *             "channel": "email",
                     *             "delay_seconds": 0,
                     *             "subject": "Your matter with Doe & Partners",
                     *             "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *             "format": "text",
                     *             "created_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "step_count": 1,
                     *         "contact_count": 0,
                     *         "stats": {
                     *           "sent": 0,
                     *           "delivered": 0,
                     *           "bounced": 0,
                     *           "replied": 0,
                     *           "unsubscribed": 0,
                     *           "completed": 0
                     *         },
                     *         "started_at": null,
                     *         "completed_at": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            409: components["responses"]["IdempotencyConflictOrCampaignNotEditableOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    startCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
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
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "name": "Q4 employment law briefing",
                     *         "description": null,
                     *         "status": "active",
                     *         "timezone": "Europe/London",
                     *         "send_window": {
                     *           "days": [
                     *             "mon",
                     *             "tue",
                     *             "wed",
                     *             "thu",
                     *             "fri"
                     *           ],
                     *           "start_hour": 9,
                     *           "end_hour": 17
                     *         },
                     *         "daily_cap": 200,
                     *         "min_gap_seconds": 60,
                     *         "stop_on_reply": true,
                     *         "auto_pause": {
                     *           "bounce_rate": 0.05,
                     *           "min_sends": 50
                     *         },
                     *         "paused_reason": null,
                     *         "steps": [
                     *           {
                     *             "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "position": 1,
                     *             "channel": "email",
                     *             "delay_seconds": 0,
                     *             "subject": "Your matter with Doe & Partners",
                     *             "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *             "format": "text",
                     *             "created_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "step_count": 1,
                     *         "contact_count": 10,
                     *         "stats": {
                     *           "sent": 0,
                     *           "delivered": 0,
                     *           "bounced": 0,
                     *           "replied": 0,
                     *           "unsubscribed": 0,
                     *           "completed": 0
                     *         },
                     *         "started_at": "2026-11-24T10:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            409: components["responses"]["IdempotencyConflictOrCampaignNotDraftOrQuotaExceededOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    pauseCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
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
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "name": "Q4 employment law briefing",
                     *         "description": null,
                     *         "status": "paused",
                     *         "timezone": "Europe/London",
                     *         "send_window": {
                     *           "days": [
                     *             "mon",
                     *             "tue",
                     *             "wed",
                     *             "thu",
                     *             "fri"
                     *           ],
                     *           "start_hour": 9,
                     *           "end_hour": 17
                     *         },
                     *         "daily_cap": 200,
                     *         "min_gap_seconds": 60,
                     *         "stop_on_reply": true,
                     *         "auto_pause": {
                     *           "bounce_rate": 0.05,
                     *           "min_sends": 50
                     *         },
                     *         "paused_reason": null,
                     *         "steps": [
                     *           {
                     *             "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "position": 1,
                     *             "channel": "email",
                     *             "delay_seconds": 0,
                     *             "subject": "Your matter with Doe & Partners",
                     *             "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *             "format": "text",
                     *             "created_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "step_count": 1,
                     *         "contact_count": 10,
                     *         "stats": {
                     *           "sent": 0,
                     *           "delivered": 0,
                     *           "bounced": 0,
                     *           "replied": 0,
                     *           "unsubscribed": 0,
                     *           "completed": 0
                     *         },
                     *         "started_at": "2026-11-24T10:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            409: components["responses"]["IdempotencyConflictOrCampaignNotActiveOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    resumeCampaign: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
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
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "name": "Q4 employment law briefing",
                     *         "description": null,
                     *         "status": "active",
                     *         "timezone": "Europe/London",
                     *         "send_window": {
                     *           "days": [
                     *             "mon",
                     *             "tue",
                     *             "wed",
                     *             "thu",
                     *             "fri"
                     *           ],
                     *           "start_hour": 9,
                     *           "end_hour": 17
                     *         },
                     *         "daily_cap": 200,
                     *         "min_gap_seconds": 60,
                     *         "stop_on_reply": true,
                     *         "auto_pause": {
                     *           "bounce_rate": 0.05,
                     *           "min_sends": 50
                     *         },
                     *         "paused_reason": null,
                     *         "steps": [
                     *           {
                     *             "id": "6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "position": 1,
                     *             "channel": "email",
                     *             "delay_seconds": 0,
                     *             "subject": "Your matter with Doe & Partners",
                     *             "message": "Dear {{contact.first_name | \"colleague\"}}, thank you for your time today.",
                     *             "format": "text",
                     *             "created_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "step_count": 1,
                     *         "contact_count": 10,
                     *         "stats": {
                     *           "sent": 0,
                     *           "delivered": 0,
                     *           "bounced": 0,
                     *           "replied": 0,
                     *           "unsubscribed": 0,
                     *           "completed": 0
                     *         },
                     *         "started_at": "2026-11-24T10:00:00.000Z",
                     *         "completed_at": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Campaign"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            409: components["responses"]["IdempotencyConflictOrCampaignNotPausedOrQuotaExceededOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listCampaignContacts: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                status?: "pending" | "active" | "paused" | "completed" | "bounced" | "unsubscribed" | "replied";
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
                     *         "contacts": [
                     *           {
                     *             "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *             "full_name": "Jane Doe",
                     *             "email": "jane.doe@example.com",
                     *             "status": "active",
                     *             "current_step": 1,
                     *             "added_at": "2026-11-24T10:00:00.000Z",
                     *             "last_sent_at": "2026-11-24T10:00:04.000Z",
                     *             "next_step_at": "2026-11-27T09:00:00.000Z",
                     *             "stopped_reason": null
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 50,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            contacts: components["schemas"]["CampaignEnrollment"][];
                        };
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            400: components["responses"]["ValidationError"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    enrollCampaignContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                 *         "1d2c3b4a-5e6f-4a8b-9c0d-1e2f3a4b5c6d"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CampaignEnroll"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "campaign_id": "2b7e1c4a-9d3f-4e8a-b5c6-7d8e9f0a1b2c",
                     *         "added": 1,
                     *         "contact_count": 11,
                     *         "skipped": [
                     *           {
                     *             "contact_id": "1d2c3b4a-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
                     *             "reason": "suppressed"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CampaignEnrollResult"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["CampaignNotFoundOrNotFound"];
            409: components["responses"]["IdempotencyConflictOrCampaignNotEditableOrVersionConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listSuppressions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                type?: "email" | "phone";
                reason?: "manual" | "unsubscribed" | "bounced" | "complained";
                /** @description An exact address (emails compare case-insensitively). */
                value?: string;
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
                     *           "id": "4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f",
                     *           "type": "email",
                     *           "value": "no.contact@example.com",
                     *           "reason": "manual",
                     *           "created_at": "2026-11-24T09:30:00.000Z"
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
                        data: components["schemas"]["Suppression"][];
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
    createSuppression: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "email",
                 *       "value": "No.Contact@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["SuppressionCreate"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f",
                     *         "type": "email",
                     *         "value": "no.contact@example.com",
                     *         "reason": "manual",
                     *         "created_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Suppression"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f",
                     *         "type": "email",
                     *         "value": "no.contact@example.com",
                     *         "reason": "manual",
                     *         "created_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Suppression"];
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
    deleteSuppression: {
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
                     *         "id": "4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    enrichEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "jane.doe@hartleyfinch.example",
                 *       "include": [
                 *         "person",
                 *         "company",
                 *         "social"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["EnrichRequest"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "person": {
                     *           "full_name": "Jane Doe",
                     *           "first_name": "Jane",
                     *           "last_name": "Doe",
                     *           "job_title": "Managing Partner",
                     *           "seniority": "partner",
                     *           "location": "London, United Kingdom",
                     *           "linkedin_url": "https://www.linkedin.com/in/jane-doe"
                     *         },
                     *         "company": {
                     *           "name": "Hartley & Finch LLP",
                     *           "domain": "hartleyfinch.example",
                     *           "industry": "law practice",
                     *           "size": "51-200",
                     *           "founded_year": 1998,
                     *           "description": "Commercial litigation and arbitration.",
                     *           "linkedin_url": "https://www.linkedin.com/company/hartley-finch",
                     *           "hq_location": "London, United Kingdom"
                     *         },
                     *         "social": {
                     *           "twitter": "@janedoe"
                     *         },
                     *         "source": "vendor_a",
                     *         "confidence": 0.87,
                     *         "credits_remaining": 249
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EnrichmentResult"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NoMatch"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    enrichContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                /** @example {} */
                "application/json": components["schemas"]["ContactEnrichRequest"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *         "filled": [
                     *           "job_title",
                     *           "linkedin_url"
                     *         ],
                     *         "enrichment": {
                     *           "person": {
                     *             "full_name": "Jane Doe",
                     *             "first_name": "Jane",
                     *             "last_name": "Doe",
                     *             "job_title": "Managing Partner",
                     *             "seniority": "partner",
                     *             "location": "London, United Kingdom",
                     *             "linkedin_url": "https://www.linkedin.com/in/jane-doe"
                     *           },
                     *           "company": {
                     *             "name": "Hartley & Finch LLP",
                     *             "domain": "hartleyfinch.example",
                     *             "industry": "law practice",
                     *             "size": "51-200",
                     *             "founded_year": 1998,
                     *             "description": "Commercial litigation and arbitration.",
                     *             "linkedin_url": "https://www.linkedin.com/company/hartley-finch",
                     *             "hq_location": "London, United Kingdom"
                     *           },
                     *           "social": {
                     *             "twitter": "@janedoe"
                     *           },
                     *           "source": "vendor_a",
                     *           "confidence": 0.87,
                     *           "credits_remaining": 249
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ContactEnrichResult"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFoundOrNoMatch"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    searchProspector: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "titles": [
                 *         "partner"
                 *       ],
                 *       "location": [
                 *         "London"
                 *       ],
                 *       "industry": [
                 *         "law practice"
                 *       ],
                 *       "headcount": [
                 *         "51-200"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProspectSearchRequest"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "results": [
                     *           {
                     *             "full_name": "Jane Doe",
                     *             "first_name": "Jane",
                     *             "last_name": "Doe",
                     *             "job_title": "Managing Partner",
                     *             "linkedin_url": "https://www.linkedin.com/in/jane-doe",
                     *             "location": "London, United Kingdom",
                     *             "email_available": true,
                     *             "phone_available": false,
                     *             "company": "Hartley & Finch LLP",
                     *             "company_domain": "hartleyfinch.example",
                     *             "company_size": "51-200",
                     *             "company_industry": "law practice",
                     *             "member_id": "mem_3f9a1c2b4d5e6f70",
                     *             "company_id": "com_8a7b6c5d4e3f2a10"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "per_page": 25,
                     *           "total": 1,
                     *           "total_pages": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ProspectSearchResult"];
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
    searchProspectsLegacy: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "partner",
                 *       "location": [
                 *         "London"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["LegacyProspectSearchRequest"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "results": [
                     *           {
                     *             "full_name": "Jane Doe",
                     *             "first_name": "Jane",
                     *             "last_name": "Doe",
                     *             "job_title": "Managing Partner",
                     *             "linkedin_url": "https://www.linkedin.com/in/jane-doe",
                     *             "location": "London, United Kingdom",
                     *             "email_available": true,
                     *             "phone_available": false,
                     *             "company": "Hartley & Finch LLP",
                     *             "company_domain": "hartleyfinch.example",
                     *             "company_size": "51-200",
                     *             "company_industry": "law practice",
                     *             "member_id": "mem_3f9a1c2b4d5e6f70",
                     *             "company_id": "com_8a7b6c5d4e3f2a10"
                     *           }
                     *         ],
                     *         "pagination": {
                     *           "page": 1,
                     *           "per_page": 25,
                     *           "total": 1,
                     *           "total_pages": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ProspectSearchResult"];
                    };
                };
            };
            /** @description The request is invalid; `error.details.fields` names each problem. Codes: `validation_error`, `invalid_json`. */
            400: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description No valid API key. Codes: `missing_auth`, `invalid_key`, `revoked_key`. */
            401: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description The key may not do this, or the integration it needs is not connected. Codes: `insufficient_permissions`. */
            403: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description Conflicts with the current state. Codes: `idempotency_conflict`. */
            409: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description The body is larger than allowed. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description The body is not `application/json`. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description A rate limit was reached; retry after `Retry-After` seconds. Codes: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description An unexpected error; the message carries the request id. Codes: `internal_error`. */
            500: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description A service is unavailable; retry with backoff. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
            /** @description A service did not answer in time; retry with the same Idempotency-Key. Codes: `upstream_timeout`. */
            504: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
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
        };
    };
    revealProspect: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "member_id": "mem_3f9a1c2b4d5e6f70",
                 *       "save_as_contact": true
                 *     }
                 */
                "application/json": components["schemas"]["ProspectRevealRequest"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "member_id": "mem_3f9a1c2b4d5e6f70",
                     *         "email": "jane.doe@hartleyfinch.example",
                     *         "phone": "+442071234567",
                     *         "person": {
                     *           "full_name": "Jane Doe",
                     *           "first_name": "Jane",
                     *           "last_name": "Doe",
                     *           "job_title": "Managing Partner",
                     *           "seniority": "partner",
                     *           "location": "London, United Kingdom",
                     *           "linkedin_url": "https://www.linkedin.com/in/jane-doe"
                     *         },
                     *         "company": null,
                     *         "charged": true,
                     *         "credits_remaining": 248,
                     *         "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ProspectRevealResult"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listCreditLedger: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
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
                     *           "id": "6b1f0f3e-2a4d-4c5e-8f7a-9b0c1d2e3f40",
                     *           "amount": -1,
                     *           "reason": "enrichment_lookup",
                     *           "request_id": "req_8c1d2e3f4a5b",
                     *           "balance_after": 249,
                     *           "created_at": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreditLedgerEntry"][];
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
    listEmailSyncJobs: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                status?: "queued" | "running" | "completed" | "failed";
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
                     *           "job_id": "0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f",
                     *           "status": "completed",
                     *           "mode": "incremental",
                     *           "provider": "mail_provider_a",
                     *           "trigger": "on_demand",
                     *           "queued_at": "2026-11-24T09:30:00.000Z",
                     *           "started_at": "2026-11-24T09:30:00.040Z",
                     *           "finished_at": "2026-11-24T09:30:01.310Z",
                     *           "duration_ms": 1270,
                     *           "counts": {
                     *             "fetched": 42,
                     *             "stored": 42,
                     *             "matched_contacts": 9
                     *           },
                     *           "full_sync_fallback": false,
                     *           "notes": [],
                     *           "error": null
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EmailSyncJob"][];
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
    startEmailSync: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mode": "incremental",
                 *       "provider": "mail_provider_a"
                 *     }
                 */
                "application/json": components["schemas"]["EmailSyncRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "job_id": "0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f",
                     *         "status": "queued",
                     *         "mode": "incremental",
                     *         "provider": "mail_provider_a",
                     *         "trigger": "on_demand",
                     *         "queued_at": "2026-11-24T09:30:00.000Z",
                     *         "started_at": null,
                     *         "finished_at": null,
                     *         "duration_ms": null,
                     *         "counts": {
                     *           "fetched": 0,
                     *           "stored": 0,
                     *           "matched_contacts": 0
                     *         },
                     *         "full_sync_fallback": false,
                     *         "notes": [],
                     *         "error": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EmailSyncJob"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            409: components["responses"]["IdempotencyConflictOrSyncInProgress"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getEmailSyncJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id POST /v1/email/sync answered. */
                job_id: string;
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
                     *         "job_id": "0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f",
                     *         "status": "completed",
                     *         "mode": "incremental",
                     *         "provider": "mail_provider_a",
                     *         "trigger": "on_demand",
                     *         "queued_at": "2026-11-24T09:30:00.000Z",
                     *         "started_at": "2026-11-24T09:30:00.040Z",
                     *         "finished_at": "2026-11-24T09:30:01.310Z",
                     *         "duration_ms": 1270,
                     *         "counts": {
                     *           "fetched": 42,
                     *           "stored": 42,
                     *           "matched_contacts": 9
                     *         },
                     *         "full_sync_fallback": false,
                     *         "notes": [],
                     *         "error": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EmailSyncJob"];
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
    listMailboxes: {
        parameters: {
            query?: never;
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
                     *         "mailboxes": [
                     *           {
                     *             "provider": "mail_provider_a",
                     *             "account_id": "partner@firm.example",
                     *             "status": "healthy",
                     *             "cursor": {
                     *               "kind": "history_id",
                     *               "present": true,
                     *               "updated_at": "2026-11-24T09:30:01.310Z"
                     *             },
                     *             "message_count": 1204,
                     *             "last_sync_at": "2026-11-24T09:30:01.310Z",
                     *             "last_full_sync_at": "2026-11-23T18:02:44.120Z",
                     *             "last_error": null,
                     *             "running_job_id": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            mailboxes: components["schemas"]["Mailbox"][];
                        };
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
    listCalendarEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                /** @description Events starting at or after this. A date alone is the start of that day in the workspace timezone. Default: the start of the current day in the workspace timezone. */
                from_date?: string;
                /** @description Events starting at or before this. A date alone runs through the end of that day in the workspace timezone. Default: 30 days after from_date (same wall time, correct across a daylight-saving change). */
                to_date?: string;
                /** @description Only events with this contact among the attendees; a contact that is not in the workspace answers 404. */
                contact_id?: string;
                /** @description Only events linked to this deal; a deal that is not in the workspace answers 404. */
                deal_id?: string;
                /** @description Only events with this attendee (case-insensitive). */
                attendee_email?: string;
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
                     *         "events": [
                     *           {
                     *             "id": "3a5c7e9f-1b2d-4f6a-8c0e-2d4f6a8c0e1b",
                     *             "provider": "calendar_provider_a",
                     *             "title": "Engagement call: Doe v. Roe",
                     *             "description": "Scope and fees.",
                     *             "location": null,
                     *             "conference_url": "https://meet.example.com/abc-defg-hij",
                     *             "start_time": "2026-11-26T14:00:00.000Z",
                     *             "end_time": "2026-11-26T14:30:00.000Z",
                     *             "all_day": false,
                     *             "attendees": [
                     *               {
                     *                 "email": "jane.doe@example.com",
                     *                 "name": "Jane Doe",
                     *                 "response_status": "accepted"
                     *               }
                     *             ],
                     *             "organizer_email": "partner@firm.example",
                     *             "contact_ids": [
                     *               "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f"
                     *             ],
                     *             "deal_id": null,
                     *             "status": "confirmed"
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
                            events: components["schemas"]["CalendarEvent"][];
                        };
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidDateRange"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listWorkflows: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                /** @description Only enabled (true) or disabled (false) workflows. */
                enabled?: "true" | "false";
                /** @description Only workflows watching this record type. */
                condition_entity?: "contact" | "deal" | "task" | "email" | "meeting";
                /** @description Only workflows with this action. */
                action_type?: "send_email" | "create_task" | "send_channel_message" | "webhook" | "update_field";
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
                     *           "id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *           "name": "Matter won: send the engagement letter",
                     *           "enabled": true,
                     *           "condition_entity": "deal",
                     *           "condition_field": "status",
                     *           "condition_operator": "changed_to",
                     *           "condition_value": "won",
                     *           "action_type": "create_task",
                     *           "action_config": {
                     *             "title": "Send the engagement letter for {{deal.name}}",
                     *             "due_in_days": 2,
                     *             "priority": "high"
                     *           },
                     *           "max_triggers_per_day": 100,
                     *           "triggers_today": 0,
                     *           "last_triggered_at": null,
                     *           "auto_disabled_reason": null,
                     *           "created_at": "2026-11-24T09:30:00.000Z",
                     *           "updated_at": "2026-11-24T09:30:00.000Z"
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
                        data: components["schemas"]["Workflow"][];
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
    createWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Matter won: send the engagement letter",
                 *       "condition_entity": "deal",
                 *       "condition_field": "status",
                 *       "condition_operator": "changed_to",
                 *       "condition_value": "won",
                 *       "action_type": "create_task",
                 *       "action_config": {
                 *         "title": "Send the engagement letter for {{deal.name}}",
                 *         "due_in_days": 2,
                 *         "priority": "high"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WorkflowCreate"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *         "name": "Matter won: send the engagement letter",
                     *         "enabled": true,
                     *         "condition_entity": "deal",
                     *         "condition_field": "status",
                     *         "condition_operator": "changed_to",
                     *         "condition_value": "won",
                     *         "action_type": "create_task",
                     *         "action_config": {
                     *           "title": "Send the engagement letter for {{deal.name}}",
                     *           "due_in_days": 2,
                     *           "priority": "high"
                     *         },
                     *         "max_triggers_per_day": 100,
                     *         "triggers_today": 0,
                     *         "last_triggered_at": null,
                     *         "auto_disabled_reason": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Workflow"];
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
    getWorkflow: {
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
                     *         "id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *         "name": "Matter won: send the engagement letter",
                     *         "enabled": true,
                     *         "condition_entity": "deal",
                     *         "condition_field": "status",
                     *         "condition_operator": "changed_to",
                     *         "condition_value": "won",
                     *         "action_type": "create_task",
                     *         "action_config": {
                     *           "title": "Send the engagement letter for {{deal.name}}",
                     *           "due_in_days": 2,
                     *           "priority": "high"
                     *         },
                     *         "max_triggers_per_day": 100,
                     *         "triggers_today": 0,
                     *         "last_triggered_at": null,
                     *         "auto_disabled_reason": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Workflow"];
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
    deleteWorkflow: {
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
                     *         "id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    updateWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                 *       "max_triggers_per_day": 20,
                 *       "action_config": {
                 *         "title": "Call the client about {{deal.name}}",
                 *         "due_in_days": 1,
                 *         "priority": "urgent"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WorkflowUpdate"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *         "name": "Matter won: send the engagement letter",
                     *         "enabled": true,
                     *         "condition_entity": "deal",
                     *         "condition_field": "status",
                     *         "condition_operator": "changed_to",
                     *         "condition_value": "won",
                     *         "action_type": "create_task",
                     *         "action_config": {
                     *           "title": "Call the client about {{deal.name}}",
                     *           "due_in_days": 1,
                     *           "priority": "urgent"
                     *         },
                     *         "max_triggers_per_day": 20,
                     *         "triggers_today": 0,
                     *         "last_triggered_at": null,
                     *         "auto_disabled_reason": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-26T08:15:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Workflow"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflictOrDuplicateName"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listWorkflowRuns: {
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
                     *           "id": "9b2e4f1a-7c3d-5e8f-a1b2-c3d4e5f60718",
                     *           "workflow_id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *           "trigger_event": {
                     *             "id": "5e7f9a1b-3c5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *             "type": "deal.updated",
                     *             "occurred_at": "2026-11-25T14:02:11.000Z"
                     *           },
                     *           "entity": {
                     *             "type": "deal",
                     *             "id": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"
                     *           },
                     *           "status": "succeeded",
                     *           "action_type": "create_task",
                     *           "action_result": {
                     *             "task_id": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
                     *             "due_date": "2026-11-27"
                     *           },
                     *           "error": null,
                     *           "warnings": [],
                     *           "attempts": 1,
                     *           "duration_ms": 84,
                     *           "created_at": "2026-11-25T14:02:11.350Z",
                     *           "finished_at": "2026-11-25T14:02:11.434Z"
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
                        data: components["schemas"]["WorkflowRun"][];
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
    listWorkflowRunsByEntity: {
        parameters: {
            query: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                /** @description The record whose runs to list (any workflow, any entity type). */
                entity_id: string;
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
                     *           "id": "9b2e4f1a-7c3d-5e8f-a1b2-c3d4e5f60718",
                     *           "workflow_id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                     *           "trigger_event": {
                     *             "id": "5e7f9a1b-3c5d-4e6f-8a9b-0c1d2e3f4a5b",
                     *             "type": "deal.updated",
                     *             "occurred_at": "2026-11-25T14:02:11.000Z"
                     *           },
                     *           "entity": {
                     *             "type": "deal",
                     *             "id": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"
                     *           },
                     *           "status": "succeeded",
                     *           "action_type": "create_task",
                     *           "action_result": {
                     *             "task_id": "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
                     *             "due_date": "2026-11-27"
                     *           },
                     *           "error": null,
                     *           "warnings": [],
                     *           "attempts": 1,
                     *           "duration_ms": 84,
                     *           "created_at": "2026-11-25T14:02:11.350Z",
                     *           "finished_at": "2026-11-25T14:02:11.434Z"
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
                        data: components["schemas"]["WorkflowRun"][];
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
    listAssistantTasks: {
        parameters: {
            query?: {
                /** @description Only tasks in this status. */
                status?: "pending" | "approved" | "dismissed" | "completed" | "failed";
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
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
                     *       "data": {
                     *         "tasks": [
                     *           {
                     *             "id": "4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b",
                     *             "type": "contact_update",
                     *             "status": "pending",
                     *             "description": "Update jane.doe@doe-partners.example: priority high",
                     *             "metadata": {
                     *               "contact": {
                     *                 "email": "jane.doe@doe-partners.example"
                     *               },
                     *               "changes": {
                     *                 "priority": 1
                     *               }
                     *             },
                     *             "created_at": "2026-11-24T09:30:00.000Z",
                     *             "updated_at": "2026-11-24T09:30:00.000Z"
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
                            tasks: components["schemas"]["AssistantTask"][];
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
    approveAssistantTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
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
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b",
                     *         "type": "contact_update",
                     *         "status": "completed",
                     *         "description": "Update jane.doe@doe-partners.example: priority high",
                     *         "metadata": {
                     *           "contact": {
                     *             "email": "jane.doe@doe-partners.example"
                     *           },
                     *           "changes": {
                     *             "priority": 1
                     *           },
                     *           "result": {
                     *             "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *             "updated_fields": [
                     *               "priority"
                     *             ]
                     *           }
                     *         },
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:31:02.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssistantTask"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflictOrTaskNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    dismissAssistantTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
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
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b",
                     *         "type": "contact_update",
                     *         "status": "dismissed",
                     *         "description": "Update jane.doe@doe-partners.example: priority high",
                     *         "metadata": {
                     *           "contact": {
                     *             "email": "jane.doe@doe-partners.example"
                     *           },
                     *           "changes": {
                     *             "priority": 1
                     *           }
                     *         },
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:31:02.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssistantTask"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflictOrTaskNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    chatWithAssistant: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "set priority of jane.doe@doe-partners.example to high"
                 *     }
                 */
                "application/json": components["schemas"]["AssistantChat"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "reply": "I prepared 1 task; it awaits your approval:\n1. Update jane.doe@doe-partners.example: priority high (task 4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b)\nApprove with POST /v1/assistant/tasks/{id}/approve or dismiss with POST /v1/assistant/tasks/{id}/dismiss.",
                     *         "tasks": [
                     *           {
                     *             "id": "4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b",
                     *             "type": "contact_update",
                     *             "status": "pending",
                     *             "description": "Update jane.doe@doe-partners.example: priority high",
                     *             "metadata": {
                     *               "contact": {
                     *                 "email": "jane.doe@doe-partners.example"
                     *               },
                     *               "changes": {
                     *                 "priority": 1
                     *               }
                     *             },
                     *             "created_at": "2026-11-24T09:30:00.000Z",
                     *             "updated_at": "2026-11-24T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssistantChatReply"];
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
    listWebhookEventTypes: {
        parameters: {
            query?: never;
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
                     *           "type": "list.contacts_added",
                     *           "group": "Lists",
                     *           "description": "Contacts joined a list (POST /v1/lists/{id}/contacts); only those not already members, and no event when none joined.",
                     *           "schema": {
                     *             "$schema": "https://json-schema.org/draft/2020-12/schema",
                     *             "description": "Contacts joined a list (POST /v1/lists/{id}/contacts); only those not already members, and no event when none joined.",
                     *             "type": "object",
                     *             "properties": {
                     *               "event": {
                     *                 "type": "string",
                     *                 "const": "list.contacts_added"
                     *               },
                     *               "delivery_id": {
                     *                 "type": "string",
                     *                 "format": "uuid"
                     *               },
                     *               "occurred_at": {
                     *                 "type": "string",
                     *                 "format": "date-time"
                     *               },
                     *               "workspace_id": {
                     *                 "type": "string"
                     *               },
                     *               "data": {
                     *                 "type": "object",
                     *                 "properties": {
                     *                   "list_id": {
                     *                     "type": "string",
                     *                     "format": "uuid"
                     *                   },
                     *                   "contact_ids": {
                     *                     "type": "array",
                     *                     "items": {
                     *                       "type": "string",
                     *                       "format": "uuid"
                     *                     }
                     *                   },
                     *                   "count": {
                     *                     "type": "integer",
                     *                     "minimum": 0
                     *                   }
                     *                 },
                     *                 "required": [
                     *                   "list_id",
                     *                   "contact_ids",
                     *                   "count"
                     *                 ],
                     *                 "additionalProperties": false
                     *               }
                     *             },
                     *             "required": [
                     *               "event",
                     *               "delivery_id",
                     *               "occurred_at",
                     *               "workspace_id",
                     *               "data"
                     *             ],
                     *             "additionalProperties": false
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEventType"][];
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
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
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
                     *           "id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *           "url": "https://intake.hartleyfinch.example/hooks/crm",
                     *           "events": [
                     *             "contact.created",
                     *             "deal.updated"
                     *           ],
                     *           "description": "Matter intake sync",
                     *           "enabled": true,
                     *           "disabled_reason": null,
                     *           "created_at": "2026-11-24T09:30:00.000Z",
                     *           "updated_at": "2026-11-24T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
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
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://intake.hartleyfinch.example/hooks/crm",
                 *       "events": [
                 *         "contact.created",
                 *         "deal.updated"
                 *       ],
                 *       "description": "Matter intake sync"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreate"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "url": "https://intake.hartleyfinch.example/hooks/crm",
                     *         "events": [
                     *           "contact.created",
                     *           "deal.updated"
                     *         ],
                     *         "description": "Matter intake sync",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:30:00.000Z",
                     *         "secret": "whsec_3qT9vVn0cJrXK1yF7mZp2LwQe8sHdB4uA6gR5oNtYiE"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookWithSecret"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJsonOrInvalidUrl"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            409: components["responses"]["IdempotencyConflictOrQuotaExceeded"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getWebhook: {
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
                     *         "id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "url": "https://intake.hartleyfinch.example/hooks/crm",
                     *         "events": [
                     *           "contact.created",
                     *           "deal.updated"
                     *         ],
                     *         "description": "Matter intake sync",
                     *         "enabled": true,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-24T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"];
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
    deleteWebhook: {
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
                     *         "id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["InsufficientPermissions"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "enabled": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookUpdate"];
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
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "url": "https://intake.hartleyfinch.example/hooks/crm",
                     *         "events": [
                     *           "*"
                     *         ],
                     *         "description": "Matter intake sync",
                     *         "enabled": false,
                     *         "disabled_reason": null,
                     *         "created_at": "2026-11-24T09:30:00.000Z",
                     *         "updated_at": "2026-11-25T14:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidJsonOrInvalidUrl"];
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
    listWebhookLogs: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 100. */
                per_page?: number;
                /** @description Only the attempts of this delivery. */
                delivery_id?: string;
                /** @description Only attempts delivering this event type, e.g. `contact.created`. */
                event?: string;
                /** @description Only attempts with this outcome. */
                status?: "succeeded" | "failed";
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
                     *           "id": "c3e8a1f5-7b2d-4e9c-a6f0-1d5b8c3e7a29",
                     *           "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                     *           "event": "contact.created",
                     *           "attempt": 2,
                     *           "status": "failed",
                     *           "status_code": 503,
                     *           "duration_ms": 184,
                     *           "error": "http_status: 503",
                     *           "response_excerpt": "Service Unavailable",
                     *           "created_at": "2026-11-24T09:30:30.412Z",
                     *           "next_attempt_at": "2026-11-24T09:32:31.020Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 25,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryLog"][];
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
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The webhook id. */
                id: string;
                /** @description The delivery id (`delivery_id` of a log entry). */
                delivery_id: string;
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
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                     *         "webhook_id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "event": "contact.created",
                     *         "status": "queued"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookRetry"];
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
    replayWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID that makes a retry safe for 24 hours: the same key and body answer the stored result; another body is 409 idempotency_conflict. After a 504 or 500 the outcome is unknown and the key stays claimed: a retry with it is 409 idempotency_conflict with `details.outcome: "unknown"`; read the resource back, then send it again with a new key if it was not applied. A 2xx answer with `Idempotent-Stored: false` was applied but could not be stored for replay. */
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
                 *       "since": "2026-11-24T08:00:00Z",
                 *       "until": "2026-11-24T10:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookReplay"];
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Idempotent-Stored": components["headers"]["Idempotent-Stored"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "5e1b7c3a-9d2f-4a6e-8b0c-3f7a1d9e2b64",
                     *         "webhook_id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "status": "queued",
                     *         "since": "2026-11-24T08:00:00.000Z",
                     *         "until": "2026-11-24T10:00:00.000Z",
                     *         "total": 12,
                     *         "replayed": 0,
                     *         "error": null,
                     *         "created_at": "2026-11-24T10:05:00.000Z",
                     *         "started_at": null,
                     *         "finished_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookReplayJob"];
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
    getWebhookReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id. */
                id: string;
                /** @description The replay id (`id` of the 202 answer). */
                replay_id: string;
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
                     *         "id": "5e1b7c3a-9d2f-4a6e-8b0c-3f7a1d9e2b64",
                     *         "webhook_id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                     *         "status": "completed",
                     *         "since": "2026-11-24T08:00:00.000Z",
                     *         "until": "2026-11-24T10:00:00.000Z",
                     *         "total": 12,
                     *         "replayed": 12,
                     *         "error": null,
                     *         "created_at": "2026-11-24T10:05:00.000Z",
                     *         "started_at": "2026-11-24T10:05:00.120Z",
                     *         "finished_at": "2026-11-24T10:05:01.480Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookReplayJob"];
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
    getSettings: {
        parameters: {
            query?: never;
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
                     *         "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                     *         "name": "Hartley & Finch LLP",
                     *         "slug": "hartley-and-finch-llp",
                     *         "timezone": "Europe/London",
                     *         "locale": "en-GB",
                     *         "currency": "GBP",
                     *         "jurisdiction": "GB",
                     *         "billing": {
                     *           "plan": "pro",
                     *           "seats": 5,
                     *           "credits_balance": 250,
                     *           "trial_ends_at": null
                     *         },
                     *         "features": {
                     *           "assistant": true,
                     *           "workflows": true,
                     *           "prospector": true,
                     *           "mailbox_sync": true,
                     *           "enrichment": true,
                     *           "webhooks": true
                     *         },
                     *         "branding": {
                     *           "primary_color": "#1f3a5f",
                     *           "logo_url": null,
                     *           "accent_color": "#c8a24a"
                     *         },
                     *         "retention": {
                     *           "audit_log_days": 365,
                     *           "soft_delete_days": 30
                     *         },
                     *         "created_at": "2026-09-01T08:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WorkspaceSettings"];
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
    listProviders: {
        parameters: {
            query?: {
                /** @description Only the providers of this category; all of them when absent. */
                category?: "email" | "calendar" | "channels" | "identity" | "storage" | "billing";
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
                     *         "providers": [
                     *           {
                     *             "category": "email",
                     *             "name": "mail_provider_a",
                     *             "connected": true,
                     *             "account_id": "acct_3c9a7e52_mail_provider_a",
                     *             "display_name": "intake@hartleyfinch.example",
                     *             "scopes": [
                     *               "mail.read",
                     *               "mail.send"
                     *             ],
                     *             "connected_at": "2026-09-02T10:15:00.000Z",
                     *             "last_sync_at": "2026-11-24T09:00:00.000Z",
                     *             "status": "healthy",
                     *             "error_message": null
                     *           },
                     *           {
                     *             "category": "email",
                     *             "name": "mail_provider_b",
                     *             "connected": false,
                     *             "account_id": null,
                     *             "display_name": null,
                     *             "scopes": [],
                     *             "connected_at": null,
                     *             "last_sync_at": null,
                     *             "status": "disconnected",
                     *             "error_message": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            providers: components["schemas"]["ProviderStatus"][];
                        };
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
    listUsers: {
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
                     *       "data": {
                     *         "users": [
                     *           {
                     *             "id": "5b1d8e27-6c3a-4f9e-8a2d-7e4c1b9f0a63",
                     *             "email": "eleanor.hartley@hartleyfinch.example",
                     *             "name": "Eleanor Hartley",
                     *             "role": "owner",
                     *             "status": "active",
                     *             "created_at": "2026-09-01T08:05:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 50,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            users: components["schemas"]["User"][];
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
    listAuditLogs: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Records per page, at most 200. */
                per_page?: number;
                /** @description Only entries of this action; `api_access` is a read or a refused call. */
                action?: "create" | "update" | "delete" | "login" | "api_access";
                /** @description Entries at or after this instant; a date alone (YYYY-MM-DD) starts at 00:00:00.000Z. A timestamp without an offset is UTC. */
                from_date?: string;
                /** @description Entries at or before this instant; a date alone runs through 23:59:59.999Z of that day. A timestamp without an offset is UTC. */
                to_date?: string;
                /** @description Only entries of this acting user. */
                user_id?: string;
                /** @description Only entries about this kind of resource. */
                resource_type?: "contacts" | "companies" | "deals" | "tasks" | "notes" | "lists" | "campaigns" | "webhooks" | "api_keys" | "users" | "settings" | "providers" | "audit_logs" | "workflows" | "documents" | "calendar_events" | "assistant_tasks" | "assistant" | "prospects" | "enrichment" | "channels" | "messages" | "email" | "email_sync" | "activities";
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
                     *         "logs": [
                     *           {
                     *             "id": "9e2f4a61-3b7c-4d1e-8f5a-0c6b2d9e7a14",
                     *             "timestamp": "2026-11-24T09:30:00.120Z",
                     *             "user": {
                     *               "id": null,
                     *               "email": null,
                     *               "type": "api_key"
                     *             },
                     *             "action": "update",
                     *             "resource_type": "contacts",
                     *             "resource_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *             "details": {
                     *               "method": "PATCH",
                     *               "path": "/v1/contacts/8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                     *               "request_id": "6d0b3f8e-2c4a-4b7d-9e1f-5a8c3d2b7e90",
                     *               "status_code": 200,
                     *               "api_key_id": "b4c7e1d2-9a3f-4e6b-8c5d-1f2a3b4c5d6e",
                     *               "diff": {
                     *                 "job_title": {
                     *                   "from": "General Counsel",
                     *                   "to": "Managing Partner"
                     *                 }
                     *               }
                     *             },
                     *             "ip_address": "203.0.113.24",
                     *             "user_agent": "hartley-intake/2.3"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "page": 1,
                     *         "per_page": 50,
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            logs: components["schemas"]["AuditLogEntry"][];
                        };
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            400: components["responses"]["ValidationErrorOrInvalidDateRange"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["AdminKeyRequired"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    onContactCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "contact.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "contact": {
                 *           "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "first_name": "Jane",
                 *           "last_name": "Doe",
                 *           "full_name": "Jane Doe",
                 *           "email": "jane.doe@example.com",
                 *           "phone": "+44 20 7946 0000",
                 *           "job_title": "General Counsel",
                 *           "company": "Doe & Partners",
                 *           "related_company_id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                 *           "linkedin_url": null,
                 *           "priority": 1,
                 *           "tags": [
                 *             "litigation"
                 *           ],
                 *           "custom_fields": {
                 *             "source": "conference"
                 *           },
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T09:30:00.000Z",
                 *           "created_at": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContactCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onContactUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "contact.updated",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "contact": {
                 *           "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "first_name": "Jane",
                 *           "last_name": "Doe",
                 *           "full_name": "Jane Doe",
                 *           "email": "jane.doe@example.com",
                 *           "phone": "+44 20 7946 0000",
                 *           "job_title": "Chief Legal Officer",
                 *           "company": "Doe & Partners",
                 *           "related_company_id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                 *           "linkedin_url": null,
                 *           "priority": 1,
                 *           "tags": [
                 *             "litigation"
                 *           ],
                 *           "custom_fields": {
                 *             "source": "conference"
                 *           },
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T14:05:00.000Z",
                 *           "created_at": "2026-11-24T09:30:00.000Z"
                 *         },
                 *         "changes": {
                 *           "job_title": "General Counsel"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContactUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onContactDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "contact.deleted",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "contact": {
                 *           "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "first_name": "Jane",
                 *           "last_name": "Doe",
                 *           "full_name": "Jane Doe",
                 *           "email": "jane.doe@example.com",
                 *           "phone": "+44 20 7946 0000",
                 *           "job_title": "General Counsel",
                 *           "company": "Doe & Partners",
                 *           "related_company_id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                 *           "linkedin_url": null,
                 *           "priority": 1,
                 *           "tags": [
                 *             "litigation"
                 *           ],
                 *           "custom_fields": {
                 *             "source": "conference"
                 *           },
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T09:30:00.000Z",
                 *           "created_at": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContactDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onContactBulkCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "contact.bulk_created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "contacts": [
                 *           {
                 *             "id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *             "first_name": "Jane",
                 *             "last_name": "Doe",
                 *             "full_name": "Jane Doe",
                 *             "email": "jane.doe@example.com",
                 *             "phone": "+44 20 7946 0000",
                 *             "job_title": "General Counsel",
                 *             "company": "Doe & Partners",
                 *             "related_company_id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                 *             "linkedin_url": null,
                 *             "priority": 1,
                 *             "tags": [
                 *               "litigation"
                 *             ],
                 *             "custom_fields": {
                 *               "source": "conference"
                 *             },
                 *             "created_date": "2026-11-24T09:30:00.000Z",
                 *             "updated_date": "2026-11-24T09:30:00.000Z",
                 *             "created_at": "2026-11-24T09:30:00.000Z"
                 *           }
                 *         ],
                 *         "count": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ContactBulkCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCompanyCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "company.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "company": {
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
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CompanyCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCompanyUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "company.updated",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "company": {
                 *           "id": "3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e",
                 *           "name": "Lovelace & Partners LLP",
                 *           "domain": "lovelace-partners.example.com",
                 *           "industry": "Legal services",
                 *           "size": "201-500",
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
                 *           "updated_date": "2026-11-24T14:05:00.000Z"
                 *         },
                 *         "changes": {
                 *           "size": "51-200"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CompanyUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCompanyDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "company.deleted",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "company": {
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
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CompanyDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDealCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "deal.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
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
                "application/json": components["schemas"]["DealCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDealUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "deal.updated",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "deal": {
                 *           "id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                 *           "name": "Harbour Freight v. Northwind Shipping",
                 *           "stage": "negotiation",
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
                 *           "updated_date": "2026-11-24T14:05:00.000Z"
                 *         },
                 *         "changes": {
                 *           "stage": "proposal"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DealUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDealDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "deal.deleted",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
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
                "application/json": components["schemas"]["DealDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDealBulkCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "deal.bulk_created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
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
                 *         ],
                 *         "count": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DealBulkCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDealBulkUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "deal.bulk_updated",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
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
                 *             "probability": 75,
                 *             "closed_date": null,
                 *             "created_date": "2026-11-24T09:30:00.000Z",
                 *             "updated_date": "2026-11-24T14:05:00.000Z"
                 *           }
                 *         ],
                 *         "count": 1,
                 *         "changes": {
                 *           "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c": {
                 *             "probability": 60
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DealBulkUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onListCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "list.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "list": {
                 *           "id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                 *           "name": "GCs to call before year end",
                 *           "description": "General counsel met at the Legal Innovation Forum.",
                 *           "contact_count": 12,
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ListCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onListDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "list.deleted",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "list": {
                 *           "id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                 *           "name": "GCs to call before year end",
                 *           "description": "General counsel met at the Legal Innovation Forum.",
                 *           "contact_count": 12,
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ListDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onListContactsAdded: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "list.contacts_added",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "list_id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                 *         "contact_ids": [
                 *           "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"
                 *         ],
                 *         "count": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ListContactsAddedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onListContactsRemoved: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "list.contacts_removed",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "list_id": "2a6f0c3e-8b1d-4e7a-9c5b-4d3e2f1a0b9c",
                 *         "contact_ids": [
                 *           "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"
                 *         ],
                 *         "count": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ListContactsRemovedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "campaign.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "campaign": {
                 *           "id": "6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c",
                 *           "name": "Arbitration briefing invitations",
                 *           "description": null,
                 *           "status": "draft",
                 *           "timezone": "Europe/London",
                 *           "send_window": {
                 *             "days": [
                 *               "mon",
                 *               "tue",
                 *               "wed",
                 *               "thu",
                 *               "fri"
                 *             ],
                 *             "start_hour": 9,
                 *             "end_hour": 17
                 *           },
                 *           "daily_cap": 200,
                 *           "min_gap_seconds": 60,
                 *           "stop_on_reply": true,
                 *           "auto_pause": {
                 *             "bounce_rate": 0.05,
                 *             "min_sends": 50
                 *           },
                 *           "paused_reason": null,
                 *           "steps": [
                 *             {
                 *               "id": "4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a",
                 *               "position": 1,
                 *               "channel": "email",
                 *               "delay_seconds": 0,
                 *               "subject": "Arbitration briefing, 10 December",
                 *               "message": "Dear {{contact.first_name | \"colleague\"}}, we would be glad to see you at our arbitration briefing.",
                 *               "format": "text",
                 *               "created_at": "2026-11-24T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "step_count": 1,
                 *           "contact_count": 0,
                 *           "stats": {
                 *             "sent": 0,
                 *             "delivered": 0,
                 *             "bounced": 0,
                 *             "replied": 0,
                 *             "unsubscribed": 0,
                 *             "completed": 0
                 *           },
                 *           "started_at": null,
                 *           "completed_at": null,
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CampaignCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "campaign.started",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "campaign": {
                 *           "id": "6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c",
                 *           "name": "Arbitration briefing invitations",
                 *           "description": null,
                 *           "status": "active",
                 *           "timezone": "Europe/London",
                 *           "send_window": {
                 *             "days": [
                 *               "mon",
                 *               "tue",
                 *               "wed",
                 *               "thu",
                 *               "fri"
                 *             ],
                 *             "start_hour": 9,
                 *             "end_hour": 17
                 *           },
                 *           "daily_cap": 200,
                 *           "min_gap_seconds": 60,
                 *           "stop_on_reply": true,
                 *           "auto_pause": {
                 *             "bounce_rate": 0.05,
                 *             "min_sends": 50
                 *           },
                 *           "paused_reason": null,
                 *           "steps": [
                 *             {
                 *               "id": "4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a",
                 *               "position": 1,
                 *               "channel": "email",
                 *               "delay_seconds": 0,
                 *               "subject": "Arbitration briefing, 10 December",
                 *               "message": "Dear {{contact.first_name | \"colleague\"}}, we would be glad to see you at our arbitration briefing.",
                 *               "format": "text",
                 *               "created_at": "2026-11-24T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "step_count": 1,
                 *           "contact_count": 12,
                 *           "stats": {
                 *             "sent": 0,
                 *             "delivered": 0,
                 *             "bounced": 0,
                 *             "replied": 0,
                 *             "unsubscribed": 0,
                 *             "completed": 0
                 *           },
                 *           "started_at": "2026-11-24T14:05:00.000Z",
                 *           "completed_at": null,
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T14:05:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CampaignStartedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignPaused: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "campaign.paused",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "campaign": {
                 *           "id": "6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c",
                 *           "name": "Arbitration briefing invitations",
                 *           "description": null,
                 *           "status": "paused",
                 *           "timezone": "Europe/London",
                 *           "send_window": {
                 *             "days": [
                 *               "mon",
                 *               "tue",
                 *               "wed",
                 *               "thu",
                 *               "fri"
                 *             ],
                 *             "start_hour": 9,
                 *             "end_hour": 17
                 *           },
                 *           "daily_cap": 200,
                 *           "min_gap_seconds": 60,
                 *           "stop_on_reply": true,
                 *           "auto_pause": {
                 *             "bounce_rate": 0.05,
                 *             "min_sends": 50
                 *           },
                 *           "paused_reason": "bounce rate 7.5% passed 5% after 53 sends",
                 *           "steps": [
                 *             {
                 *               "id": "4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a",
                 *               "position": 1,
                 *               "channel": "email",
                 *               "delay_seconds": 0,
                 *               "subject": "Arbitration briefing, 10 December",
                 *               "message": "Dear {{contact.first_name | \"colleague\"}}, we would be glad to see you at our arbitration briefing.",
                 *               "format": "text",
                 *               "created_at": "2026-11-24T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "step_count": 1,
                 *           "contact_count": 12,
                 *           "stats": {
                 *             "sent": 0,
                 *             "delivered": 0,
                 *             "bounced": 0,
                 *             "replied": 0,
                 *             "unsubscribed": 0,
                 *             "completed": 0
                 *           },
                 *           "started_at": "2026-11-24T14:05:00.000Z",
                 *           "completed_at": null,
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T14:05:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CampaignPausedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "campaign.deleted",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "campaign": {
                 *           "id": "6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c",
                 *           "name": "Arbitration briefing invitations",
                 *           "description": null,
                 *           "status": "draft",
                 *           "timezone": "Europe/London",
                 *           "send_window": {
                 *             "days": [
                 *               "mon",
                 *               "tue",
                 *               "wed",
                 *               "thu",
                 *               "fri"
                 *             ],
                 *             "start_hour": 9,
                 *             "end_hour": 17
                 *           },
                 *           "daily_cap": 200,
                 *           "min_gap_seconds": 60,
                 *           "stop_on_reply": true,
                 *           "auto_pause": {
                 *             "bounce_rate": 0.05,
                 *             "min_sends": 50
                 *           },
                 *           "paused_reason": null,
                 *           "steps": [
                 *             {
                 *               "id": "4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a",
                 *               "position": 1,
                 *               "channel": "email",
                 *               "delay_seconds": 0,
                 *               "subject": "Arbitration briefing, 10 December",
                 *               "message": "Dear {{contact.first_name | \"colleague\"}}, we would be glad to see you at our arbitration briefing.",
                 *               "format": "text",
                 *               "created_at": "2026-11-24T09:30:00.000Z"
                 *             }
                 *           ],
                 *           "step_count": 1,
                 *           "contact_count": 0,
                 *           "stats": {
                 *             "sent": 0,
                 *             "delivered": 0,
                 *             "bounced": 0,
                 *             "replied": 0,
                 *             "unsubscribed": 0,
                 *             "completed": 0
                 *           },
                 *           "started_at": null,
                 *           "completed_at": null,
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CampaignDeletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignStepCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "campaign.step_created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "campaign_id": "6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c",
                 *         "step": {
                 *           "id": "4c6e8a0b-2d4f-4a6c-8e0b-2d4f6a8c0e2a",
                 *           "position": 1,
                 *           "channel": "email",
                 *           "delay_seconds": 0,
                 *           "subject": "Arbitration briefing, 10 December",
                 *           "message": "Dear {{contact.first_name | \"colleague\"}}, we would be glad to see you at our arbitration briefing.",
                 *           "format": "text",
                 *           "created_at": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CampaignStepCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCampaignContactsAdded: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "campaign.contacts_added",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "campaign_id": "6e1f3a5c-7b9d-4f2e-8a4c-6d8e0f2a4b6c",
                 *         "contact_ids": [
                 *           "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"
                 *         ],
                 *         "count": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CampaignContactsAddedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onActivityCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "activity.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "activity": {
                 *           "id": "9d3b6f1e-8a2c-5d4e-b6f7-0a1b2c3d4e5f",
                 *           "type": "task_created",
                 *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "occurred_at": "2026-11-24T09:30:00.000Z",
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
                 *             "deal_id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c"
                 *           },
                 *           "created_date": "2026-11-24T09:30:00.412Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ActivityCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTaskCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "task.created",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "task": {
                 *           "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e",
                 *           "title": "Send conflict check",
                 *           "description": "Run the conflict check before the engagement letter goes out.",
                 *           "status": "open",
                 *           "priority": "high",
                 *           "due_date": "2026-11-27T00:00:00.000Z",
                 *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "deal_id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                 *           "assigned_to_user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                 *           "completed_at": null,
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T09:30:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TaskCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTaskUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "task.updated",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "task": {
                 *           "id": "7c3a1e5d-4f6b-4a8c-9d0e-3f4a5b6c7d8e",
                 *           "title": "Send conflict check",
                 *           "description": "Run the conflict check before the engagement letter goes out.",
                 *           "status": "completed",
                 *           "priority": "high",
                 *           "due_date": "2026-11-27T00:00:00.000Z",
                 *           "contact_id": "8f6e2d1c-4b3a-4c5d-9e8f-0a1b2c3d4e5f",
                 *           "deal_id": "3c9a7e52-1f4d-4b8e-9a2c-6d5e4f3a2b1c",
                 *           "assigned_to_user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                 *           "completed_at": "2026-11-24T14:05:00.000Z",
                 *           "created_date": "2026-11-24T09:30:00.000Z",
                 *           "updated_date": "2026-11-24T14:05:00.000Z"
                 *         },
                 *         "changes": {
                 *           "status": "open",
                 *           "completed_at": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TaskUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTaskApproved: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "task.approved",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "task": {
                 *           "id": "4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b",
                 *           "type": "contact_update",
                 *           "status": "approved",
                 *           "description": "Update jane.doe@example.com: priority high",
                 *           "metadata": {
                 *             "contact": {
                 *               "email": "jane.doe@example.com"
                 *             },
                 *             "changes": {
                 *               "priority": 1
                 *             }
                 *           },
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T14:05:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TaskApprovedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTaskDismissed: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "task.dismissed",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "task": {
                 *           "id": "4f6a8b0c-2d4e-4f60-8a1b-3c5d7e9f1a2b",
                 *           "type": "contact_update",
                 *           "status": "dismissed",
                 *           "description": "Update jane.doe@example.com: priority high",
                 *           "metadata": {
                 *             "contact": {
                 *               "email": "jane.doe@example.com"
                 *             },
                 *             "changes": {
                 *               "priority": 1
                 *             }
                 *           },
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T14:05:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TaskDismissedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onEmailSyncCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "email.sync.completed",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "job": {
                 *           "job_id": "0f2b4d6e-8a1c-4e3f-9b5d-7c9e1a3b5d7f",
                 *           "status": "completed",
                 *           "mode": "full",
                 *           "provider": "mail_provider_a",
                 *           "trigger": "on_demand",
                 *           "queued_at": "2026-11-24T09:30:00.000Z",
                 *           "started_at": "2026-11-24T09:30:01.000Z",
                 *           "finished_at": "2026-11-24T09:41:17.000Z",
                 *           "duration_ms": 676000,
                 *           "counts": {
                 *             "fetched": 18240,
                 *             "stored": 18240,
                 *             "matched_contacts": 311
                 *           },
                 *           "full_sync_fallback": false,
                 *           "notes": [],
                 *           "error": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EmailSyncCompletedEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWorkflowAutoDisabled: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "workflow.auto_disabled",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "workflow": {
                 *           "id": "3c1d9a8e-5b2f-4e7a-9c6d-2f8b1e4a7d90",
                 *           "name": "Matter won: send the engagement letter",
                 *           "enabled": false,
                 *           "condition_entity": "deal",
                 *           "condition_field": "status",
                 *           "condition_operator": "changed_to",
                 *           "condition_value": "won",
                 *           "action_type": "create_task",
                 *           "action_config": {
                 *             "title": "Send the engagement letter for {{deal.name}}",
                 *             "due_in_days": 2,
                 *             "priority": "high"
                 *           },
                 *           "max_triggers_per_day": 100,
                 *           "triggers_today": 100,
                 *           "last_triggered_at": "2026-11-24T14:05:00.000Z",
                 *           "auto_disabled_reason": "More than 100 triggers on 2026-11-24 (UTC)",
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T14:05:00.000Z"
                 *         },
                 *         "reason": "More than 100 triggers on 2026-11-24 (UTC)",
                 *         "day": "2026-11-24",
                 *         "triggers_today": 100,
                 *         "max_triggers_per_day": 100
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WorkflowAutoDisabledEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookEndpointDisabled: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=<hex>`: HMAC-SHA256 of the exact raw body with the webhook signing secret. Compute it over the bytes received and compare in constant time. */
                "X-Service-Signature": string;
                /** @description When this attempt was made; reject one older than 5 minutes. */
                "X-Service-Timestamp": string;
                /** @description The delivery, the same on every retry (also `delivery_id` in the body): deduplicate on it. */
                "X-Service-Delivery-ID": string;
                "User-Agent": "Service-Webhook/1.0";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event": "webhook.endpoint_disabled",
                 *       "delivery_id": "7a4c2e9b-1d6f-5b3a-8e0c-4f2d9a7b6c15",
                 *       "occurred_at": "2026-11-24T09:30:00.000Z",
                 *       "workspace_id": "3c9a7e52-1f4b-4d8a-9b6e-2a7c5d1e8f40",
                 *       "data": {
                 *         "webhook": {
                 *           "id": "2d7f9c41-8a3e-4b6d-9f1c-5e0a7b3d2c18",
                 *           "url": "https://intake.hartleyfinch.example/hooks/crm",
                 *           "events": [
                 *             "contact.created",
                 *             "deal.updated"
                 *           ],
                 *           "description": "Matter intake sync",
                 *           "enabled": false,
                 *           "disabled_reason": "Every delivery failed since 2026-11-19T14:05:00.000Z",
                 *           "created_at": "2026-11-24T09:30:00.000Z",
                 *           "updated_at": "2026-11-24T14:05:00.000Z"
                 *         },
                 *         "failing_since": "2026-11-19T14:05:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointDisabledEvent"];
            };
        };
        responses: {
            /** @description Received. Answer within 10 seconds; the body of the answer is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, like any non-2xx answer or no answer within 10 seconds: retried after 30 s, 2 min, 10 min, 1 h and 6 h, then the delivery is `failed`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt, retried as above. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
