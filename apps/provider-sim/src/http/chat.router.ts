import type { SimState } from '../domain/sim-state';
import type { Route } from './http-io';
import { providerSendRoute } from './provider-send.route';

/** chat_a .. chat_d. */
export function chatRoutes(state: SimState): Route[] {
  return [providerSendRoute(/^\/providers\/(chat_[abcd])\/messages$/, state.families.chat, state.sends)];
}
