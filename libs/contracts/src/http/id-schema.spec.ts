import { calendarEventListQuery, emailSyncJobParams } from '../mailbox/index';
import { enrollBody, messageListQuery, sendMessageBody } from '../outreach/index';
import { dealListQuery, listContactIdsBody, taskListQuery } from '../crm/index';
import { webhookDeliveryParams, webhookLogListQuery, webhookReplayParams } from '../webhooks/index';
import { workflowRunsByEntityQuery } from '../workflows/index';
import { parseBody, parseQuery } from './parse';
import { canonicalId, idParams, idSchema } from './schemas';

const ID = 'abcdef12-3456-4789-abcd-ef0123456789';
const UPPER = ID.toUpperCase();

describe('idSchema', () => {
  it('reads a UUID in any case in lower case and refuses anything else', () => {
    expect(idSchema.parse(UPPER)).toBe(ID);
    expect(idSchema.parse('AbCdEf12-3456-4789-aBcD-eF0123456789')).toBe(ID);
    expect(idSchema.safeParse('abc').error?.issues[0]?.message).toBe('must be a UUID');
    expect(canonicalId(UPPER)).toBe(ID);
    for (const odd of [undefined, null, 42, '', `${ID} `, 'abcdef12-3456-4789-abcd']) expect(canonicalId(odd)).toBeNull();
  });
});

/** Every id a service reads from a public call's path, query or body arrives lower-cased from the route's own schema. */
describe('ids at the schema edge', () => {
  it('path parameters', () => {
    expect(idParams.parse({ id: UPPER })).toEqual({ id: ID });
    expect(emailSyncJobParams.parse({ job_id: UPPER })).toEqual({ job_id: ID });
    expect(webhookReplayParams.parse({ id: UPPER, replay_id: UPPER })).toEqual({ id: ID, replay_id: ID });
    expect(webhookDeliveryParams.parse({ id: UPPER, delivery_id: UPPER })).toEqual({ id: ID, delivery_id: ID });
  });

  it('query filters', () => {
    expect(parseQuery(messageListQuery, { contact_id: UPPER, campaign_id: UPPER })).toMatchObject({ contact_id: ID, campaign_id: ID });
    expect(parseQuery(calendarEventListQuery, { contact_id: UPPER, deal_id: UPPER })).toMatchObject({ contact_id: ID, deal_id: ID });
    expect(parseQuery(dealListQuery, { owner_user_id: UPPER, main_contact_id: UPPER })).toMatchObject({ owner_user_id: ID, main_contact_id: ID });
    expect(parseQuery(taskListQuery, { contact_id: UPPER, deal_id: UPPER, assigned_to_user_id: UPPER })).toMatchObject({ contact_id: ID, deal_id: ID, assigned_to_user_id: ID });
    expect(parseQuery(webhookLogListQuery, { delivery_id: UPPER })).toMatchObject({ delivery_id: ID });
    expect(parseQuery(workflowRunsByEntityQuery, { entity_id: UPPER })).toMatchObject({ entity_id: ID });
  });

  it('body fields', () => {
    expect(parseBody(sendMessageBody, { channel: 'chat_a', recipient: 'C0LITIGATE', message: 'Hello', contact_id: UPPER, deal_id: UPPER })).toMatchObject({ contact_id: ID, deal_id: ID });
    expect(parseBody(enrollBody, { contact_ids: [UPPER] })).toEqual({ contact_ids: [ID] });
    expect(parseBody(enrollBody, { list_id: UPPER })).toEqual({ list_id: ID });
    expect(parseBody(listContactIdsBody, { contact_ids: [UPPER, ID] })).toEqual({ contact_ids: [ID] });
  });
});
