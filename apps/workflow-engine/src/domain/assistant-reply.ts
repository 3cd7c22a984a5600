import type { ParsedMessage } from './intent-parser';

/**
 * The assistant's reply text: what it proposes (awaiting approval), what it
 * could not do and why, and, when nothing was understood, what it can do.
 */
export const ASSISTANT_HELP = [
  'I can prepare these tasks for your approval:',
  '- Prospect search: "find 20 litigation partners in London", "search for M&A lawyers at law firms in Manchester with 50-200 employees"',
  '- List changes: "add Jane Doe to list Prospects", "add jane@acme.com and bob@example.com to the Prospects list", "remove bob@example.com from list Prospects"',
  '- Campaign start: "start campaign Q3 outreach", "launch the Q3 outreach campaign"',
  '- Contact updates: "set priority of jane@acme.com to high", "change Jane Doe\'s job title to Partner", "tag jane@acme.com with vip"',
  'Nothing runs until you approve the task (POST /v1/assistant/tasks/{id}/approve).',
].join('\n');

const quote = (text: string): string => `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;

export function buildReply(parsed: ParsedMessage, taskIds: string[]): string {
  const lines: string[] = [];
  const { tasks, problems, notUnderstood } = parsed;
  if (tasks.length > 0) {
    lines.push(tasks.length === 1 ? 'I prepared 1 task; it awaits your approval:' : `I prepared ${tasks.length} tasks; they await your approval:`);
    tasks.forEach((task, i) => lines.push(`${i + 1}. ${task.description} (task ${taskIds[i] ?? ''})`));
    lines.push('Approve with POST /v1/assistant/tasks/{id}/approve or dismiss with POST /v1/assistant/tasks/{id}/dismiss.');
  }
  for (const { sentence, problem } of problems) lines.push(`I could not prepare a task for ${quote(sentence)}: ${problem}.`);
  if (notUnderstood.length > 0 && (tasks.length > 0 || problems.length > 0)) {
    lines.push(`I did not understand ${notUnderstood.map(quote).join(', ')}.`);
  }
  if (tasks.length === 0) lines.push(problems.length === 0 ? `Sorry, I did not understand that. ${ASSISTANT_HELP}` : ASSISTANT_HELP);
  return lines.join('\n');
}
