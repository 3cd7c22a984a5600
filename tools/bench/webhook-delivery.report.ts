// The webhook delivery figures as the bench prints them, with what the cores allow.
import { cpus } from 'node:os';
import type { BurstFigures, DispatcherDeliveryFigures } from './webhook-delivery.bench';
import { formatCpu } from './process-cpu';
import type { LoopFigures, WebhookThroughput } from './webhooks.bench';

/**
 * The delivery rates beside the bare loop and the transport floor (records:
 * on shared cores the receivers, nats-server and the publisher take their part
 * of them), the CPU per delivery of each process, and what the cores allow: if
 * the dispatcher cost nothing, the other processes' CPU per delivery would
 * still cap the rate at cores / (their sum).
 */
export function deliveryReport(loops: WebhookThroughput, floor: BurstFigures, dispatcher: DispatcherDeliveryFigures): string[] {
  const bare = loops.bare.deliveriesPerSec;
  const percentOfBare = (rate: number): string => `${((rate / bare) * 100).toFixed(1)}% of bare`;
  const others = Object.entries(dispatcher.cpuUsPerDelivery)
    .filter(([name]) => name !== 'dispatcher')
    .reduce((sum, [, us]) => sum + us, 0);
  const cores = cpus().length;
  const ceiling = (cores * 1_000_000) / others;
  return [
    `webhook delivery, ${dispatcher.endpoints} HTTPS endpoints on loopback, ~${dispatcher.bodyBytes} B events, ${cores} cores`,
    `  bare node:https loop     ${formatBare(loops.bare)}`,
    `  sender alone             ${formatBare(loops.sender)} (${percentOfBare(loops.sender.deliveriesPerSec)})`,
    `  transport floor          ${floor.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s (JetStream -> bare node:https, no store), ${percentOfBare(floor.deliveriesPerSec)}`,
    `    CPU µs/delivery        ${formatCpu(floor.cpuUsPerDelivery)}`,
    `  whole dispatcher         ${dispatcher.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s (burst of ${dispatcher.events} events, publish to last receipt), duplicates ${dispatcher.duplicates}`,
    `    CPU µs/delivery        ${formatCpu(dispatcher.cpuUsPerDelivery)}`,
    `    ceiling were the dispatcher free: ${ceiling.toFixed(0)}/s (${percentOfBare(ceiling)}): what the other processes leave of the cores`,
    `  publish -> receipt       p50 ${dispatcher.p50Ms.toFixed(1)} ms  p99 ${dispatcher.p99Ms.toFixed(1)} ms at a steady ${dispatcher.steadyRatePerSec} events/s`,
    `  dispatcher / floor       ${((dispatcher.deliveriesPerSec / floor.deliveriesPerSec) * 100).toFixed(1)}%`,
    `  dispatcher / bare        ${((dispatcher.deliveriesPerSec / bare) * 100).toFixed(1)}%`,
  ];
}

function formatBare(figures: LoopFigures): string {
  return `${figures.deliveriesPerSec.toFixed(0).padStart(7)} deliveries/s  p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms  client CPU ${figures.cpuUsPerDelivery.toFixed(0)} µs/delivery  failures ${figures.failures}`;
}

