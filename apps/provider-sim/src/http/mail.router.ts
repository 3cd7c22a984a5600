import type { SimState } from '../domain/sim-state';
import type { Route } from './http-io';
import { providerSendRoute } from './provider-send.route';

/** mail_provider_a and mail_provider_b. */
export function mailRoutes(state: SimState): Route[] {
  return [providerSendRoute(/^\/providers\/(mail_provider_[ab])\/messages$/, state.families.mail, state.sends)];
}
