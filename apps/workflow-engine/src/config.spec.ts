import { parseConfig } from '@wbk/platform';
import { configSchema } from './config';

describe('workflow-engine config', () => {
  it('holds unacknowledged trigger events for 60 s by default', () => {
    expect(parseConfig(configSchema, {}).WORKFLOW_TRIGGER_ACK_WAIT_MS).toBe(60_000);
  });

  it('accepts a shorter ack wait for tests but refuses one under a second', () => {
    expect(parseConfig(configSchema, { WORKFLOW_TRIGGER_ACK_WAIT_MS: '5000' }).WORKFLOW_TRIGGER_ACK_WAIT_MS).toBe(5_000);
    expect(() => parseConfig(configSchema, { WORKFLOW_TRIGGER_ACK_WAIT_MS: '500' })).toThrow(/WORKFLOW_TRIGGER_ACK_WAIT_MS/);
  });
});
