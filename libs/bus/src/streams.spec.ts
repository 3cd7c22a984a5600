import { JetStreamApiError, type JetStreamManager } from '@nats-io/jetstream';
import { addOrUpdateStream } from './streams';

/**
 * The answers nats-server 2.9 gives a create that loses a race with another
 * service's create cannot be forced on one server, so the manager is a stub
 * answering them; the happy paths run against a real server in bus.spec.ts.
 */
function apiError(errCode: number, status: number, description: string): JetStreamApiError {
  return new JetStreamApiError({ err_code: errCode, code: status, description });
}

function stubManager(addError: JetStreamApiError, streamExists: boolean): { jsm: JetStreamManager; updated: string[] } {
  const updated: string[] = [];
  const streams = {
    add: () => Promise.reject(addError),
    info: (name: string) => (streamExists ? Promise.resolve({ config: { name } }) : Promise.reject(apiError(10059, 404, 'stream not found'))),
    update: (name: string) => {
      updated.push(name);
      return Promise.resolve({ config: { name } });
    },
  };
  return { jsm: { streams } as unknown as JetStreamManager, updated };
}

describe('addOrUpdateStream', () => {
  const config = { name: 'EVENTS', subjects: ['events.>'] };

  it('updates the stream when another service created it first (name already in use)', async () => {
    const { jsm, updated } = stubManager(apiError(10058, 400, 'stream name already in use with a different configuration'), true);
    await addOrUpdateStream(jsm, config);
    expect(updated).toEqual(['EVENTS']);
  });

  it('updates the stream when the lost race is reported as a subject overlap and the stream exists', async () => {
    const { jsm, updated } = stubManager(apiError(10065, 400, 'subjects overlap with an existing stream'), true);
    await addOrUpdateStream(jsm, config);
    expect(updated).toEqual(['EVENTS']);
  });

  it('reports a real overlap: another stream holds the subjects and none has this name', async () => {
    const { jsm, updated } = stubManager(apiError(10065, 400, 'subjects overlap with an existing stream'), false);
    await expect(addOrUpdateStream(jsm, config)).rejects.toThrow('subjects overlap');
    expect(updated).toEqual([]);
  });
});
