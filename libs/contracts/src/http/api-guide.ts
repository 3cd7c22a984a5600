/**
 * The conventions every operation shares, as the document's introduction
 * (Markdown). What a single route does is said on the route itself.
 */
export const API_GUIDE = `
A workspace-scoped sales and outreach API for legal-sector teams: contacts, companies,
deals, lists and tasks; outreach (messages over four chat channels and email, with a
suppression list); campaigns that send sequences of steps; enrichment of an email
address or domain, paid in credits; the prospector (prospect search and reveal);
mailbox sync; calendar events; workflows; an assistant's approval queue; settings and
provider status; the audit trail; and signed webhooks.

## Authentication
Every call carries \`Authorization: Bearer wbk_...\`, a key of one workspace. A key
reaches only its workspace's data: a record of another workspace is answered as
\`404 not_found\`. Keys hold permission classes (\`read\`, \`write\`, \`assistant\`,
\`admin\`) or scoped names; each operation names the permission it needs, and a 403
names the one that is missing.

## Envelopes and errors
A success answers \`{ "data": ... }\`; a page of a list adds \`meta\`
(\`page\`, \`per_page\`, \`total\`). An error answers
\`{ "error": { "code", "message", "details"? } }\`: switch on \`code\` (stable), show
\`message\` (it says what to fix). A validation error lists each problem in
\`details.fields\` as \`{ field, message }\`. Unknown body fields and unknown query
parameters are refused, so a typo is never read as "not set".

## Pagination
\`page\` starts at 1; \`per_page\` has a default and a maximum per operation. Values out
of range are refused (400), never clamped. Each list operation states its order: most
are newest first; calendar events are soonest first, users oldest first, and provider
status comes in the catalogue's fixed order.

## Rate limits
Per workspace and plan (Starter 100 a day and 10 a minute, Pro 1,000 and 50, Org 10,000
and 200), shared by every gateway replica. Every answer carries \`X-RateLimit-Limit\`,
\`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` and \`X-Request-ID\`. With a
valid key the rate-limit headers show the workspace's daily window. An answer without
one (a 401, and \`GET /v1/openapi.json\`, which needs no key) shows the caller
address's per-minute window for calls without a key instead, as no plan applies. A 429
carries \`Retry-After\` in seconds. The deprecated \`POST /v1/prospects/search\`
answers \`Deprecation: true\` and \`Link\` to its successor on every answer, errors
included.

## Idempotency
Send \`Idempotency-Key: <uuid>\` on a POST or PATCH to make a retry safe for 24 hours:
the same key with the same body answers the stored result (with
\`Idempotent-Replayed: true\`); another body, or a retry while the first call is still
running, is \`409 idempotency_conflict\`. Only successful answers are stored; a 2xx
answer with \`Idempotent-Stored: false\` was applied but could not be stored for replay.

## Webhook deliveries
Events are POSTed to your HTTPS endpoints as \`{ event, delivery_id, occurred_at,
workspace_id, data }\`, signed with \`X-Service-Signature: sha256=<hex HMAC of the raw
body>\`. Verify the signature, reject a timestamp older than 5 minutes, answer 2xx
within 10 seconds, and deduplicate on \`X-Service-Delivery-ID\`. Failed deliveries are
retried after 30 s, 2 min, 10 min, 1 h and 6 h. \`GET /v1/webhooks/event-types\` lists
every event type with the JSON Schema of its payload.

## Versioning
The version is the path prefix \`/v1\`. Fields may be added to answers within a
version; clients should ignore fields they do not know.
`.trim();
