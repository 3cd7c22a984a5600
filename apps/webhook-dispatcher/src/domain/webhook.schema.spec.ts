import { isAppError } from '@wbk/platform';
import { parseCreateWebhook, parsePatchWebhook } from './webhook.schema';

function codeOf(fn: () => unknown): { code: string; message: string; details: unknown } {
  try {
    fn();
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message, details: err.details };
    throw err;
  }
  throw new Error('expected an AppError');
}

describe('parseCreateWebhook', () => {
  it('accepts https urls, known events and a description', () => {
    expect(parseCreateWebhook({ url: 'https://hooks.example.com/x', events: ['contact.created', 'contact.created'], description: 'crm sync' })).toEqual({
      url: 'https://hooks.example.com/x',
      events: ['contact.created'],
      description: 'crm sync',
    });
  });

  it('collapses * with other names to *', () => {
    expect(parseCreateWebhook({ url: 'https://a.example.com', events: ['deal.created', '*'] }).events).toEqual(['*']);
  });

  it('refuses http and malformed urls with invalid_url', () => {
    expect(codeOf(() => parseCreateWebhook({ url: 'http://a.example.com', events: ['*'] }))).toMatchObject({ code: 'invalid_url', message: expect.stringContaining('https://') });
    expect(codeOf(() => parseCreateWebhook({ url: 'not a url', events: ['*'] })).code).toBe('invalid_url');
    expect(codeOf(() => parseCreateWebhook({ url: 'https://u:p@a.example.com', events: ['*'] })).code).toBe('invalid_url');
  });

  it('names unknown events, empty lists, long descriptions and unknown fields', () => {
    expect(codeOf(() => parseCreateWebhook({ url: 'https://a.example.com', events: ['contact.created', 'contact.exploded'] }))).toMatchObject({
      code: 'validation_error',
      message: expect.stringContaining('contact.exploded'),
    });
    expect(codeOf(() => parseCreateWebhook({ url: 'https://a.example.com', events: [] })).code).toBe('validation_error');
    expect(codeOf(() => parseCreateWebhook({ url: 'https://a.example.com', events: ['*'], description: 'x'.repeat(501) })).details).toEqual({
      fields: [{ field: 'description', message: expect.stringContaining('500') }],
    });
    expect(codeOf(() => parseCreateWebhook({ url: 'https://a.example.com', events: ['*'], secret: 'mine' })).details).toEqual({
      fields: [{ field: 'secret', message: 'is read-only' }],
    });
  });
});

describe('parsePatchWebhook', () => {
  it('takes any subset and refuses an empty patch', () => {
    expect(parsePatchWebhook({ enabled: false })).toEqual({ enabled: false });
    expect(parsePatchWebhook({ description: null })).toEqual({ description: null });
    expect(codeOf(() => parsePatchWebhook({})).code).toBe('validation_error');
  });
});
