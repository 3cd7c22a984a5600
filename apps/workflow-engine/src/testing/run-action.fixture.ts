import type { Clock } from '@wbk/platform';
import { RunAction } from '../app/run-action.use-case';
import { connectActionPeers, type ActionPeersOptions } from '../peers/action-peers';

/** RunAction over real typed clients of the given addresses, plus close() for the clients. */
export type ClosableRunAction = Pick<RunAction, 'execute'> & { close(): void };

export function runActionOver(options: ActionPeersOptions & { clock: Clock }): ClosableRunAction {
  const peers = connectActionPeers(options);
  const runAction = new RunAction({ crm: peers.crm, outreach: peers.outreach, webhooks: peers.webhooks, clock: options.clock, logger: options.logger });
  return {
    execute: (actionType, config, context) => runAction.execute(actionType, config, context),
    close: () => peers.close(),
  };
}
