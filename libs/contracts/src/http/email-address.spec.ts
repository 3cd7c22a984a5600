import { EMAIL_MAX_LENGTH, isEmailAddress } from './email-address';

describe('the email grammar', () => {
  it.each(['jane.doe@example.com', 'a@b.co', "o'neil+tag@mail.example.co.uk", 'No.Contact@example.com', 'x@xn--bcher-kva.example'])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(['a@b.c', 'a@b..com', 'a@.b.com', 'a@b.com.', 'a b@c.com', 'x@localhost', '@b.com', 'a@@b.com', `${'a'.repeat(65)}@b.com`, ''])('refuses %j', (text) => {
    expect(isEmailAddress(text)).toBe(false);
  });

  it(`refuses an address over ${EMAIL_MAX_LENGTH} characters`, () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.`.repeat(5) + 'com';
    expect(`${local}@${domain}`.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(`${local}@${domain}`)).toBe(false);
  });
});
