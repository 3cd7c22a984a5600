import type { CampaignStartMetadata, ProposedTask } from './assistant-task';
import { isUuidText, stripQuotes, MAX_NAME_LENGTH, type ChatContext, type IntentOutcome } from './intent-text';

/** "start campaign Q3 outreach", "launch the Q3 outreach campaign" -> campaign_start. */
type CampaignTask = Extract<ProposedTask, { type: 'campaign_start' }>;

const VERB_RE = /^(?:start|launch|kick\s+off|begin|activate|resume|run|send\s+out)\s+(.+)$/i;
const NAME_FIRST_RE = /^(?:the\s+|my\s+|our\s+)?campaign\s+(?:called\s+|named\s+)?(.+)$/i;
const NAME_LAST_RE = /^(?:the\s+|my\s+|our\s+)?(.+?)\s+campaign$/i;
const CURRENT_RE = /^(?:this|that|current|the\s+current)$/i;

function current(context: ChatContext): { metadata: CampaignStartMetadata } | { problem: string } {
  if (context.campaign_id !== undefined) return { metadata: { campaign_id: context.campaign_id } };
  return { problem: 'I could not tell which campaign you mean; name the campaign or send context.campaign_id' };
}

function target(rest: string, context: ChatContext): { metadata: CampaignStartMetadata } | { problem: string } | null {
  if (/^(?:the\s+|this\s+|that\s+)?campaign$/i.test(rest)) return current(context);
  const match = NAME_FIRST_RE.exec(rest) ?? NAME_LAST_RE.exec(rest);
  if (!match) return null;
  const name = stripQuotes(match[1]!);
  if (CURRENT_RE.test(name)) return current(context);
  if (isUuidText(name)) return { metadata: { campaign_id: name.toLowerCase() } };
  if (name === '' || name.length > MAX_NAME_LENGTH) return { problem: `a campaign name must be 1 to ${MAX_NAME_LENGTH} characters` };
  return { metadata: { campaign_name: name } };
}

export function parseCampaignStart(command: string, context: ChatContext): IntentOutcome<CampaignTask> {
  const verb = VERB_RE.exec(command);
  if (!verb) return null;
  const found = target(verb[1]!.trim(), context);
  if (found === null || 'problem' in found) return found;
  const { metadata } = found;
  const description = metadata.campaign_name !== undefined ? `Start the campaign "${metadata.campaign_name}"` : `Start campaign ${metadata.campaign_id ?? ''}`;
  return { task: { type: 'campaign_start', description, metadata } };
}
