import type { CampaignStepInput } from '@wbk/contracts';
import { bouncePauseReason, bounceRateExceeded, EMPTY_STATS, foldCampaignName, newCampaign, replaceSteps, type CampaignState } from './campaign';

describe('replaceSteps', () => {
  let n = 0;
  const newId = () => `step-${++n}`;
  const email: CampaignStepInput = { channel: 'email', delay_seconds: 0, subject: 'S', message: 'hi' };
  const chat: CampaignStepInput = { channel: 'chat_c', delay_seconds: 60, message: 'later' };

  it('keeps the id of a step unchanged at its position and makes the others new', () => {
    const first = replaceSteps([], [email, chat], 't0', newId);
    expect(first.created.map((s) => s.position)).toEqual([1, 2]);
    const second = replaceSteps(first.steps, [email, { ...chat, message: 'sooner' }, email], 't1', newId);
    expect(second.steps[0]).toBe(first.steps[0]);
    expect(second.created.map((s) => [s.position, s.created_at])).toEqual([
      [2, 't1'],
      [3, 't1'],
    ]);
    // A step moved to another position is a new step there.
    expect(replaceSteps(first.steps, [chat], 't2', newId).created).toHaveLength(1);
  });

  it('reads a chat_a or chat_b step in its channel\'s markup unless the step says text, and the others as text', () => {
    const steps = (inputs: CampaignStepInput[]) => replaceSteps([], inputs, 't0', newId).steps.map((s) => [s.channel, s.format]);
    expect(steps([{ ...chat, channel: 'chat_a' }, { ...chat, channel: 'chat_b' }, { ...chat, channel: 'chat_b', format: 'text' }, chat, email])).toEqual([
      ['chat_a', 'markup'],
      ['chat_b', 'markup'],
      ['chat_b', 'text'],
      ['chat_c', 'text'],
      ['email', 'text'],
    ]);
  });
});

describe('foldCampaignName', () => {
  it('folds case and runs of whitespace', () => {
    expect(foldCampaignName('  Q3   Outreach ')).toBe('q3 outreach');
  });
});

describe('the bounce-rate auto pause', () => {
  const base = newCampaign({ name: 'Q4', auto_pause: { bounce_rate: 0.1, min_sends: 20 }, steps: [] }, 'c1', new Date('2026-03-02T10:00:00.000Z'), 'UTC', () => 's1').campaign;
  const withStats = (sent: number, bounced: number): CampaignState => ({ ...base, stats: { ...EMPTY_STATS, sent, bounced } });

  it('waits for min_sends, then pauses once bounces pass the rate (not at it)', () => {
    expect(bounceRateExceeded(withStats(0, 0))).toBe(false);
    expect(bounceRateExceeded(withStats(19, 10))).toBe(false);
    expect(bounceRateExceeded(withStats(20, 2))).toBe(false);
    expect(bounceRateExceeded(withStats(20, 3))).toBe(true);
  });

  it('says why in the paused_reason', () => {
    expect(bouncePauseReason(withStats(20, 3))).toBe('bounce rate 15.0% passed 10.0% after 20 sends');
  });
});
