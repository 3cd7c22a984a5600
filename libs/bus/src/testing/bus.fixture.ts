import { createLogger, type Logger } from '@wbk/platform';
import type { EventEnvelope } from '@wbk/contracts';
import { expectEventually, startNatsServer, type NatsServerHandle } from '@wbk/testing';
import { connectBus, type Bus } from '../bus';

export interface BusFixture {
  server: NatsServerHandle;
  bus: Bus;
  logger: Logger;
  close(): Promise<void>;
}

/** A real nats-server with the streams in place, one per spec file. */
export async function startBusFixture(): Promise<BusFixture> {
  const server = await startNatsServer();
  const logger = createLogger({ service: 'bus-spec', level: 'silent' });
  const bus = await connectBus({ servers: server.url, name: 'bus-spec', logger });
  await bus.ensureStreams();
  return {
    server,
    bus,
    logger,
    close: async () => {
      await bus.close();
      await server.stop();
    },
  };
}

/** Every envelope stored in a stream, in stream order. */
export async function readStream(bus: Bus, stream: string): Promise<EventEnvelope[]> {
  const info = await bus.jsm.streams.info(stream);
  const events: EventEnvelope[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const msg = await bus.jsm.streams.getMessage(stream, { seq });
    if (msg) events.push(msg.json<EventEnvelope>());
  }
  return events;
}

/** Short polling: these effects are asynchronous by design and land within milliseconds. */
export function eventually(assertion: () => Promise<void> | void): Promise<void> {
  return expectEventually(assertion, { timeoutMs: 5_000, intervalMs: 25 });
}
