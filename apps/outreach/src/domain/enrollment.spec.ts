import { addressFor, firstDueAt, skipReason, snapshotOf, storedStatusesFor, toEnrollmentView, type EnrollmentState } from './enrollment';
import type { CampaignStepRecord } from '@wbk/contracts';

const contact = snapshotOf({
  id: 'c1',
  first_name: 'Jane',
  last_name: 'Doe',
  full_name: 'Jane Doe',
  email: ' Jane@Example.com ',
  phone: '+447700900123',
  company: 'Doe & Partners',
  job_title: 'Partner',
  custom_fields: { chat_a_recipient: 'U0JANE01', chat_b_recipient: 42, chat_d_recipient: 'not-an-id' },
});

describe('addressFor', () => {
  it('takes the email, the phone, or custom_fields.<channel>_recipient when the channel accepts it', () => {
    expect(addressFor('email', contact)).toBe('jane@example.com');
    expect(addressFor('chat_c', contact)).toBe('+447700900123');
    expect(addressFor('chat_a', contact)).toBe('U0JANE01');
    expect(addressFor('chat_b', contact)).toBeNull();
    expect(addressFor('chat_d', contact)).toBeNull();
    expect(addressFor('chat_c', { ...contact, phone: '07700 900123' })).toBeNull();
  });
});

describe('skipReason', () => {
  it('prefers suppressed over a missing address, and checks every step channel', () => {
    const none = () => false;
    expect(skipReason(contact, ['email', 'chat_a'], none)).toBeNull();
    expect(skipReason(contact, ['email', 'chat_d'], none)).toBe('no_address');
    expect(skipReason(contact, ['email', 'chat_d'], (key) => key.value === 'jane@example.com')).toBe('suppressed');
    // Without steps: any address the list can cover.
    expect(skipReason(contact, [], (key) => key.type === 'phone')).toBe('suppressed');
    expect(skipReason(contact, [], none)).toBeNull();
  });
});

describe('firstDueAt and the view', () => {
  const steps = [{ delay_seconds: 3_600 } as CampaignStepRecord];
  const from = new Date('2026-03-02T10:00:00.000Z');

  it('is due after the first delay in a running campaign, never in a draft', () => {
    expect(firstDueAt('active', steps, from)).toBe('2026-03-02T11:00:00.000Z');
    expect(firstDueAt('paused', steps, from)).toBe('2026-03-02T11:00:00.000Z');
    expect(firstDueAt('draft', steps, from)).toBeNull();
    expect(firstDueAt('active', [], from)).toBeNull();
  });

  it('reads paused while the campaign is, and hides the due time once stopped', () => {
    const enrollment = { contact_id: 'c1', contact, status: 'active', current_step: 1, added_at: 'a', last_sent_at: 'b', next_step_at: 'n', stopped_reason: null } as unknown as EnrollmentState;
    expect(toEnrollmentView(enrollment, 'paused')).toMatchObject({ status: 'paused', next_step_at: 'n', email: 'jane@example.com', full_name: 'Jane Doe' });
    expect(toEnrollmentView({ ...enrollment, status: 'replied', stopped_reason: 'replied' }, 'paused')).toMatchObject({ status: 'replied', next_step_at: null });
  });
});

describe('storedStatusesFor', () => {
  it('maps a status filter to the stored statuses', () => {
    expect(storedStatusesFor(undefined, 'active')).toBeNull();
    expect(storedStatusesFor('paused', 'paused')).toEqual(['pending', 'active']);
    expect(storedStatusesFor('paused', 'active')).toEqual([]);
    expect(storedStatusesFor('active', 'paused')).toEqual([]);
    expect(storedStatusesFor('bounced', 'paused')).toEqual(['bounced']);
  });
});
