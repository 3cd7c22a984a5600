import type { ProposedTask } from './assistant-task';
import { parseCampaignStart } from './intent-campaign';
import { parseContactUpdate } from './intent-contact';
import { parseListOperation } from './intent-list';
import { parseProspectSearch } from './intent-prospect';
import { splitCommands, type ChatContext, type IntentOutcome } from './intent-text';

export type { ChatContext } from './intent-text';

/**
 * The assistant's deterministic understanding of a chat message (no language
 * model is available to the service). Each sentence is tried against the rules of
 * the four task types; the first rule that claims it wins. More specific rules
 * go first: "add tag vip to Jane" is a contact update, not a list operation,
 * and "find ..." is tried last because its grammar is the loosest.
 */
export interface ParsedMessage {
  tasks: ProposedTask[];
  /** Sentences a rule recognised but could not turn into a task, with the reason. */
  problems: Array<{ sentence: string; problem: string }>;
  /** Sentences no rule recognised. */
  notUnderstood: string[];
}

type Rule = (command: string, context: ChatContext) => IntentOutcome<ProposedTask>;

const RULES: Rule[] = [parseCampaignStart, parseContactUpdate, parseListOperation, (command) => parseProspectSearch(command)];

/** One chat message yields at most this many tasks, so a pasted document cannot flood the approval queue. */
export const MAX_TASKS_PER_MESSAGE = 10;

export function parseMessage(message: string, context: ChatContext = {}): ParsedMessage {
  const parsed: ParsedMessage = { tasks: [], problems: [], notUnderstood: [] };
  for (const { text: sentence, command } of splitCommands(message)) {
    const outcome = RULES.reduce<IntentOutcome<ProposedTask>>((found, rule) => found ?? rule(command, context), null);
    if (outcome === null) parsed.notUnderstood.push(sentence);
    else if ('problem' in outcome) parsed.problems.push({ sentence, problem: outcome.problem });
    else if (parsed.tasks.length >= MAX_TASKS_PER_MESSAGE) parsed.problems.push({ sentence, problem: `one message can propose at most ${MAX_TASKS_PER_MESSAGE} tasks` });
    else parsed.tasks.push(outcome.task);
  }
  return parsed;
}
