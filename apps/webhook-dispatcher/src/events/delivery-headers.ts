// The signing header set lives with the signature in providers/webhook-signer.ts; this path
// stays importable for the one-off handler, which still imports it from here.
export { deliveryHeaders, USER_AGENT, type SignFn } from '../providers/webhook-signer';
