import { createWbkClient } from './client';

/**
 * What the generated types refuse at compile time (the typecheck target
 * compiles this file; each @ts-expect-error fails the build if the line it
 * marks ever compiles). The calls never run.
 */
describe('the typed client refuses at compile time', () => {
  it('a misspelt path, an unknown body field, a wrong field type and a missing path id', () => {
    const client = createWbkClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    const never = (): void => {
      // @ts-expect-error: no such path
      void client.get('/v1/contact');
      // @ts-expect-error: tags is an array of strings
      void client.post('/v1/contacts', { body: { email: 'a@b.co', tags: 'vip' } });
      // @ts-expect-error: the path needs its id
      void client.get('/v1/contacts/{id}');
      // @ts-expect-error: GET has no body to send
      void client.delete('/v1/contacts', {});
    };
    expect(typeof never).toBe('function');
  });
});
