// The webhook delivery figures as the bench prints them, with what the cores allow.
import { cpus } from 'node:os';
import type { BurstFigures, DispatcherDeliveryFigures } from './webhook-delivery.bench';
import { formatCpu } from './process-cpu';
import type { LoopFigures, WebhookThroughput } from './webhooks.bench';

/**
 * The delivery figures against their target (dispatcher >= 60% of the bare
 * loop), and what the cores allow: if the dispatcher cost
 * nothing, the other processes' CPU per delivery would still cap the rate at
 * cores / (their sum).
 */
export function deliveryReport(loops: WebhookThroughput, floor: BurstFigures, dispatcher: DispatcherDeliveryFigures): string[] {
  const bare = loops.bare.deliveriesPerSec;
  const percentOfBare = (rate: number): string => `${((rate / bare) * 100).toFixed(1)}% of bare`;
  const others = Object.entries(dispatcher.cpuUsPerDelivery)
    .filter(([name]) => name !== 'dispatcher')
    .reduce((sum, [, us]) => sum + us, 0);
  const cores = cpus().length;
  const ceiling = (cores * 1_000_000) / others;
  // The receivers cost less per delivery when busier; at the bare loop's rate they cost at most what its client leaves.
  const receiversAtBareRate = Math.min(dispatcher.cpuUsPerDelivery['receivers'] ?? 0, (cores * 1_000_000) / bare - loops.bare.cpuUsPerDelivery);
  const othersAtTarget = others - (dispatcher.cpuUsPerDelivery['receivers'] ?? 0) + receiversAtBareRate;
  const budget = (cores * 1_000_000) / (0.6 * bare) - othersAtTarget;
  const ratio = dispatcher.deliveriesPerSec / bare;
  return [
    `webhook delivery, ${dispatcher.endpoints} HTTPS endpoints on loopback, ~${dispatcher.bodyBytes} B events, ${cores} cores`,
    `  bare node:https loop     ${formatBare(loops.bare)}`,
    `  sender alone             ${formatBare(loops.sender)} (${percentOfBare(loops.sender.deliveriesPerSec)})`,
    `  transport floor          ${floor.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s (JetStream -> bare node:https, no store), ${percentOfBare(floor.deliveriesPerSec)}`,
    `    CPU µs/delivery        ${formatCpu(floor.cpuUsPerDelivery)}`,
    `  whole dispatcher         ${dispatcher.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s (burst of ${dispatcher.events} events, publish to last receipt), duplicates ${dispatcher.duplicates}`,
    `    CPU µs/delivery        ${formatCpu(dispatcher.cpuUsPerDelivery)}`,
    `    ceiling were the dispatcher free: ${ceiling.toFixed(0)}/s (${percentOfBare(ceiling)}): what the other processes leave of the cores`,
    `    CPU a dispatcher may spend for 60% of bare: ${budget.toFixed(0)} µs/delivery (the sender alone spends ${loops.sender.cpuUsPerDelivery.toFixed(0)})`,
    `  publish -> receipt       p50 ${dispatcher.p50Ms.toFixed(1)} ms  p99 ${dispatcher.p99Ms.toFixed(1)} ms at a steady ${dispatcher.steadyRatePerSec} events/s`,
    `  dispatcher / floor       ${((dispatcher.deliveriesPerSec / floor.deliveriesPerSec) * 100).toFixed(1)}%`,
    `  dispatcher / bare        ${(ratio * 100).toFixed(1)}% (target >= 60%) ${ratio >= 0.6 ? 'MET' : 'NOT MET'}`,
  ];
}

function formatBare(figures: LoopFigures): string {
  return `${figures.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s  p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms  client CPU ${figures.cpuUsPerDelivery.toFixed(0)} µs/delivery  failures ${figures.failures}`;
}

