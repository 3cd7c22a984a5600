import type { MessageChannel } from '@wbk/contracts';
import { isAppError } from '@wbk/platform';
import { completeCampaign, isCampaignDone, type CampaignState } from '../domain/campaign';
import { firstDueAt, type EnrollmentState } from '../domain/enrollment';
import { FairBatch, interleave, rotate } from '../domain/fair-pass';
import type { MessageState } from '../domain/message';
import { keyedMessageId, type OutboundMessage } from '../domain/outbound-message';
import { afterDailyCap, afterStepSent, classifyStepFailure, nextStep, renderStep, stepRetryDelayMs, stepSendKey, unsubscribeHeaders, windowDecision } from '../domain/sequence-step';
import { eachLimited } from './each-limited';
import { countStep } from './send-due-steps.metrics';
import type { Job, Outcome, PassSummary, PendingStats, SendableCampaign, SendDueStepsDeps } from './send-due-steps.types';
import type { SendCommand } from './send-message.use-case';

export type { PassSummary, SendDueStepsDeps } from './send-due-steps.types';

/** Active campaigns read at once; a pass reads them all, page after page. */
const ACTIVE_PAGE_SIZE = 1_000;
/** Provider calls in flight at once per replica. */
export const DEFAULT_SEND_CONCURRENCY = 16;
/** A step's send must finish well inside its lease; at most this long. */
const MAX_SEND_BUDGET_MS = 30_000;
/** The CRM could not say whether the contacts are live: the claimed steps wait this long. */
const CRM_RETRY_MS = 10_000;

/**
 * One pass of the sequencer: sends the due steps of active campaigns
 * (SequencerJob runs the passes). Every replica may run one: a step is sent by whoever
 * holds its enrollment's lease, under a key derived from (enrollment, step),
 * so a replica that dies mid-send leaves a lease that runs out and a send the
 * next holder repeats with the same key (the provider answers the first
 * message again). The window, the daily cap and the gap are checked against
 * counters every replica shares.
 */
export class SendDueSteps {
  private readonly concurrency: number;
  private passes = 0;
  /** The workspace the next pass's share of due steps starts after (see rotate). */
  private rotation: string | null = null;

  constructor(private readonly deps: SendDueStepsDeps) {
    this.concurrency = deps.concurrency ?? DEFAULT_SEND_CONCURRENCY;
  }

  async execute(): Promise<PassSummary> {
    const summary: PassSummary = { claimed: 0, sent: 0, postponed: 0, stopped: 0, completedCampaigns: 0 };
    const now = this.deps.clock.now();
    const active: Array<{ workspaceId: string; campaign: CampaignState }> = [];
    const sendable = new Map<string, SendableCampaign>();
    for await (const page of this.deps.campaigns.activePages(ACTIVE_PAGE_SIZE)) {
      for (const { workspaceId, campaign } of page) {
        active.push({ workspaceId, campaign });
        const ready = await this.prepareCampaign(workspaceId, campaign, now);
        if (ready !== null) sendable.set(campaign.id, ready);
      }
    }

    const jobs = await this.claim([...sendable.values()], now);
    summary.claimed = jobs.length;
    const live = await this.liveJobs(jobs, summary);
    const downChannels = new Map<MessageChannel, string>();
    const stats: PendingStats = new Map();
    const reserved = await this.reserveDaySlots(live);
    try {
      await eachLimited(live, this.concurrency, async (job) => {
        const outcome = await this.sendStep(job, downChannels, stats, reserved).catch(async (err: unknown) => {
          this.deps.logger.error({ err, enrollment_id: job.enrollment.id }, 'campaign step failed unexpectedly; retried later');
          await this.retryLater(job, stepRetryDelayMs(job.enrollment.step_attempts + 1), job.enrollment.step_attempts + 1).catch(() => undefined);
          return 'postponed' as const;
        });
        summary[outcome] += 1;
        countStep(outcome);
      });
    } finally {
      await this.flushStats(stats);
    }

    for (const { workspaceId, campaign } of active) {
      if (await this.completeIfDone(workspaceId, campaign)) summary.completedCampaigns += 1;
    }
    return summary;
  }

  /**
   * A campaign's state for this pass: null when it may not send now (window
   * closed, or the day's cap met; its due steps then move to when it may).
   */
  private async prepareCampaign(workspaceId: string, campaign: CampaignState, now: Date): Promise<SendableCampaign | null> {
    const stamp = now.toISOString();
    // Enrollments made while it was a draft whose scheduling at the start was cut short.
    const dueAt = firstDueAt(campaign.status, campaign.steps, new Date(campaign.started_at ?? stamp));
    if (dueAt !== null) await this.deps.enrollments.scheduleWaiting(workspaceId, campaign.id, dueAt, stamp);
    const window = windowDecision(campaign, now);
    if (!window.open) {
      await this.deps.enrollments.postponeDue(campaign.id, stamp, window.reopensAt.toISOString());
      return null;
    }
    if ((await this.deps.slots.sentOn(campaign.id, window.day)) >= campaign.daily_cap) {
      await this.deps.enrollments.postponeDue(campaign.id, stamp, afterDailyCap(campaign, now).toISOString());
      return null;
    }
    // Its gap is closed: a later pass sends its next step. Its due steps are left as they are, not claimed and released.
    if (campaign.min_gap_seconds > 0 && (await this.deps.slots.gapOpensAt(campaign.id)) > now.getTime()) return null;
    return { workspaceId, campaign, day: window.day };
  }

  /** Due steps, leased in one write; a step another replica leased first is not among them. */
  private async claim(campaigns: SendableCampaign[], now: Date): Promise<Job[]> {
    const byId = new Map(campaigns.map((c) => [c.campaign.id, c]));
    const stamp = now.toISOString();
    const leaseUntil = new Date(now.getTime() + this.deps.leaseMs).toISOString();
    const due = [...(await this.fairShareOfDue(campaigns.filter((c) => c.campaign.min_gap_seconds === 0), stamp)), ...(await this.nextOfSpaced(campaigns, stamp))];
    const unheld = new Set(due.filter((e) => e.lease_until === null).map((e) => e.id));
    this.passes += 1;
    const holder = `${this.deps.owner}#${this.passes}`;
    const claimed = await this.deps.enrollments.claimDue(
      due.map((e) => e.id),
      holder,
      stamp,
      leaseUntil,
    );
    // Sent in the order shared out (workspaces in turn), not in the order the store reads them back.
    const rank = new Map(due.map((e, i) => [e.id, i]));
    claimed.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    return claimed.flatMap((enrollment) => {
      const campaign = byId.get(enrollment.campaign_id);
      return campaign === undefined ? [] : [{ ...campaign, enrollment, holder, firstAttempt: unheld.has(enrollment.id) && enrollment.step_attempts === 0 }];
    });
  }

  /**
   * The pass's due steps, shared among the workspaces (FairBatch): each gets
   * an even part of the batch, the longest due first within it, and the
   * workspaces take turns at going first from one pass to the next.
   */
  private async fairShareOfDue(campaigns: readonly SendableCampaign[], now: string): Promise<EnrollmentState[]> {
    const byWorkspace = new Map<string, string[]>();
    for (const { workspaceId, campaign } of campaigns) {
      if (!byWorkspace.has(workspaceId)) byWorkspace.set(workspaceId, []);
      byWorkspace.get(workspaceId)!.push(campaign.id);
    }
    const order = rotate([...byWorkspace.keys()], this.rotation);
    const plan = new FairBatch(this.deps.batch, order);
    const found = new Map<string, EnrollmentState[]>();
    for (let round = plan.nextRound(); round !== null; round = plan.nextRound()) {
      await Promise.all(
        [...round].map(async ([workspaceId, limit]) => {
          const due = await this.deps.enrollments.findDue(byWorkspace.get(workspaceId)!, now, limit);
          found.set(workspaceId, due);
          plan.record(workspaceId, due.length);
        }),
      );
    }
    this.rotation = plan.resumeAfter() ?? this.rotation;
    return interleave(order.map((workspaceId) => found.get(workspaceId) ?? []));
  }

  /**
   * One due step of each campaign spaced by min_gap_seconds: a pass sends at
   * most one of them (its sends run together, well inside a gap), and a step
   * claimed only to be released would stay due, fill the batch, and have the
   * next pass start at once, again and again.
   */
  private async nextOfSpaced(campaigns: readonly SendableCampaign[], now: string): Promise<EnrollmentState[]> {
    const spaced = campaigns.filter((c) => c.campaign.min_gap_seconds > 0);
    return (await Promise.all(spaced.map((c) => this.deps.enrollments.findDue([c.campaign.id], now, 1)))).flat();
  }

  /**
   * The day slots of a pass's steps, one write per campaign, when the cap has
   * room for all of them and no gap spaces them out; the campaigns answered
   * take no slot per send (a step not sent gives its slot back).
   */
  private async reserveDaySlots(jobs: readonly Job[]): Promise<Set<string>> {
    const perCampaign = new Map<string, { job: Job; n: number }>();
    for (const job of jobs) {
      if (job.campaign.min_gap_seconds > 0) continue;
      const entry = perCampaign.get(job.campaign.id) ?? { job, n: 0 };
      entry.n += 1;
      perCampaign.set(job.campaign.id, entry);
    }
    const reserved = new Set<string>();
    for (const [campaignId, { job, n }] of perCampaign) {
      if (await this.deps.slots.takeDailyMany(campaignId, job.day, job.campaign.daily_cap, n)) reserved.add(campaignId);
    }
    return reserved;
  }

  private async flushStats(stats: PendingStats): Promise<void> {
    for (const [campaignId, counts] of stats) {
      await this.deps.campaigns.incrementStats(counts.workspaceId, campaignId, { sent: counts.sent, completed: counts.completed });
    }
  }

  private count(stats: PendingStats, job: Job, sent: number, completed: number): void {
    const entry = stats.get(job.campaign.id) ?? { workspaceId: job.workspaceId, sent: 0, completed: 0 };
    entry.sent += sent;
    entry.completed += completed;
    stats.set(job.campaign.id, entry);
  }

  /** One CRM call per workspace for the pass: a contact deleted since it was enrolled stops its sequence. */
  private async liveJobs(jobs: Job[], summary: PassSummary): Promise<Job[]> {
    const byWorkspace = new Map<string, Job[]>();
    for (const job of jobs) byWorkspace.set(job.workspaceId, [...(byWorkspace.get(job.workspaceId) ?? []), job]);
    const live: Job[] = [];
    for (const [workspaceId, group] of byWorkspace) {
      let found: Map<string, unknown>;
      try {
        found = await this.deps.crm.contacts({ workspace_id: workspaceId, request_id: `sequencer-${this.deps.owner}` }, [...new Set(group.map((j) => j.enrollment.contact_id))]);
      } catch (err) {
        this.deps.logger.warn({ err, workspace_id: workspaceId }, 'the CRM did not answer; campaign steps wait');
        for (const job of group) await this.retryLater(job, CRM_RETRY_MS);
        summary.postponed += group.length;
        continue;
      }
      for (const job of group) {
        if (found.has(job.enrollment.contact_id)) live.push(job);
        else if (await this.stop(job, 'unsubscribed', 'the contact was deleted')) summary.stopped += 1;
      }
    }
    return live;
  }

  private async sendStep(job: Job, downChannels: Map<MessageChannel, string>, stats: PendingStats, reserved: ReadonlySet<string>): Promise<Outcome> {
    const giveBack = async (): Promise<void> => {
      if (reserved.has(job.campaign.id)) await this.deps.slots.giveBackDaily(job.campaign.id, job.day);
    };
    const { workspaceId, campaign, enrollment } = job;
    const step = nextStep(campaign, enrollment);
    if (step === null) {
      // The sequence was shortened while paused: nothing is left to send.
      await giveBack();
      if (await this.deps.enrollments.stopHeld(workspaceId, enrollment.id, job.holder, 'completed', null, this.nowIso())) this.count(stats, job, 0, 1);
      return 'stopped';
    }
    const down = downChannels.get(step.channel);
    if (down !== undefined) {
      await giveBack();
      await this.deps.enrollments.release(workspaceId, enrollment.id, job.holder, down, this.nowIso());
      return 'postponed';
    }
    const message = renderStep(campaign, step, enrollment, (address) => this.deps.unsubscribeUrl(workspaceId, enrollment.id, address));
    if (message === null) {
      await giveBack();
      return (await this.stop(job, 'bounced', `the contact has no ${step.channel} address`)) ? 'stopped' : 'postponed';
    }

    const now = this.deps.clock.now();
    if (campaign.min_gap_seconds > 0 && !(await this.deps.slots.takeGap(campaign.id, now.getTime(), campaign.min_gap_seconds * 1000))) {
      // Another send of this campaign went less than min_gap_seconds ago: a later pass takes it.
      await this.deps.enrollments.release(workspaceId, enrollment.id, job.holder, null, now.toISOString());
      return 'postponed';
    }
    if (!reserved.has(campaign.id) && !(await this.deps.slots.takeDaily(campaign.id, job.day, campaign.daily_cap))) {
      await this.deps.enrollments.release(workspaceId, enrollment.id, job.holder, afterDailyCap(campaign, now).toISOString(), now.toISOString());
      return 'postponed';
    }

    const key = stepSendKey(enrollment.id, step.position);
    let sent: MessageState;
    try {
      sent = await this.deps.sendMessage.execute(this.command(job, message, key, step.position, now));
    } catch (err) {
      await this.deps.slots.giveBackDaily(campaign.id, job.day);
      if (!isAppError(err)) throw err;
      if (err.code === 'idempotency_conflict') return this.settleChangedStep(job, key, step.position, stats);
      const failure = classifyStepFailure(err.code, err.message, (err.details ?? {}) as Record<string, unknown>, enrollment.step_attempts, message.recipient);
      if (failure.kind === 'stop') return (await this.stop(job, failure.status, failure.reason)) ? 'stopped' : 'postponed';
      const dueAt = new Date(this.deps.clock.now().getTime() + failure.delayMs).toISOString();
      if (failure.providerDown && !downChannels.has(step.channel)) downChannels.set(step.channel, dueAt);
      const attempts = err.code === 'rate_limited' ? enrollment.step_attempts : enrollment.step_attempts + 1;
      this.deps.logger.info({ enrollment_id: enrollment.id, step: step.position, reason: failure.reason, due_at: dueAt }, 'campaign step postponed');
      await this.deps.enrollments.release(workspaceId, enrollment.id, job.holder, dueAt, this.nowIso(), attempts);
      return 'postponed';
    }
    return (await this.recordSent(job, step.position, sent, stats)) ? 'sent' : 'postponed';
  }

  private command(job: Job, message: OutboundMessage, key: string, position: number, now: Date): SendCommand {
    return {
      workspaceId: job.workspaceId,
      requestId: `sequencer-${job.enrollment.id}-${position}`,
      message,
      idempotency: { scope: 'campaign', key },
      origin: { campaign_id: job.campaign.id, enrollment_id: job.enrollment.id, step_position: position },
      deadlineMs: now.getTime() + Math.min(MAX_SEND_BUDGET_MS, Math.floor(this.deps.leaseMs / 2)),
      recordsChecked: true,
      firstAttempt: job.firstAttempt,
    };
  }

  /**
   * The step's text changed (PATCH while paused) after a first attempt was
   * recorded: an attempt the provider accepted counts as the step; otherwise
   * the recorded message is sent again as it was first recorded, so the
   * provider key never carries two different messages.
   */
  private async settleChangedStep(job: Job, key: string, position: number, stats: PendingStats): Promise<Outcome> {
    const recorded = await this.deps.messages.findById(job.workspaceId, keyedMessageId(job.workspaceId, 'campaign', key));
    if (recorded === null) throw new Error('idempotency conflict without a recorded message');
    if (recorded.send_state === 'accepted') return (await this.recordSent(job, position, recorded, stats)) ? 'sent' : 'postponed';
    const original: OutboundMessage = {
      channel: recorded.channel,
      recipient: recorded.recipient,
      message: recorded.message,
      subject: recorded.subject,
      format: recorded.format,
      contact_id: recorded.contact_id,
      deal_id: recorded.deal_id,
      attachments: [],
      ...(recorded.channel === 'email' ? { headers: unsubscribeHeaders(this.deps.unsubscribeUrl(job.workspaceId, job.enrollment.id, recorded.recipient)) } : {}),
    };
    const sent = await this.deps.sendMessage.execute({ ...this.command(job, original, key, position, this.deps.clock.now()), firstAttempt: false });
    return (await this.recordSent(job, position, sent, stats)) ? 'sent' : 'postponed';
  }

  /**
   * The enrollment moves on (one write, guarded by the lease); the campaign
   * counts the send at the end of the pass (one write per campaign, not per send).
   */
  private async recordSent(job: Job, position: number, sent: MessageState, stats: PendingStats): Promise<boolean> {
    const sentAt = this.deps.clock.now();
    const change = afterStepSent(job.campaign, position, sentAt);
    if (!(await this.deps.enrollments.recordStepSent(job.workspaceId, job.enrollment.id, job.holder, change, sentAt.toISOString()))) {
      // Our lease ran out and another replica took the step over: it records the same message.
      this.deps.logger.warn({ enrollment_id: job.enrollment.id, step: position, message_id: sent.public_id }, 'campaign step sent but recorded by another holder');
      return false;
    }
    this.count(stats, job, 1, change.status === 'completed' ? 1 : 0);
    return true;
  }

  private async stop(job: Job, status: 'bounced' | 'unsubscribed', reason: string): Promise<boolean> {
    const stopped = await this.deps.enrollments.stopHeld(job.workspaceId, job.enrollment.id, job.holder, status, reason, this.nowIso());
    if (stopped) this.deps.logger.info({ enrollment_id: job.enrollment.id, status, reason }, 'campaign sequence stopped for a contact');
    return stopped;
  }

  private async retryLater(job: Job, delayMs: number, attempts?: number): Promise<void> {
    const dueAt = new Date(this.deps.clock.now().getTime() + delayMs).toISOString();
    await this.deps.enrollments.release(job.workspaceId, job.enrollment.id, job.holder, dueAt, this.nowIso(), attempts);
  }

  /** `active -> completed` once none of its enrollments can send any more (isCampaignDone). */
  private async completeIfDone(workspaceId: string, campaign: CampaignState): Promise<boolean> {
    const now = this.deps.clock.now();
    if ((await this.deps.enrollments.countRunning(workspaceId, campaign.id)) > 0) return false;
    const stored = await this.deps.campaigns.findLive(workspaceId, campaign.id);
    if (stored === null || !isCampaignDone(stored.campaign, 0, now)) return false;
    const completed = completeCampaign(stored.campaign, now);
    const { id: _id, stats: _stats, ...fields } = completed;
    // Lost to a concurrent change (a pause, an enrolment): the next pass decides again.
    if (!(await this.deps.campaigns.update(workspaceId, campaign.id, stored.version, fields, []))) return false;
    this.deps.logger.info({ workspace_id: workspaceId, campaign_id: campaign.id }, 'campaign completed');
    return true;
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }
}
