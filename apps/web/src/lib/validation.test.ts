import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { type FieldValues, type FormKind, validateAuthForm } from './validation';

/** The English sentences a form would show, by field ('form' for the form-level message). */
function messages(kind: FormKind, values: FieldValues) {
  const result = validateAuthForm(kind, values);
  if (result.ok) return {};
  const out: Record<string, string> = {};
  if (result.errors.form) out.form = i18n.t(result.errors.form);
  for (const [field, key] of Object.entries(result.errors.fields)) out[field] = i18n.t(key);
  return out;
}

const valid = { name: 'Fatima Ali', email: 'fatima@example.com', password: 'Sunny-days-8' };

describe('validateAuthForm (spec §5 messages)', () => {
  it('asks for a valid email address', () => {
    expect(messages('login', { email: 'fatima@', password: 'x' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(messages('codeLogin', { email: 'not an email' }).email).toBe('Please enter a valid email address');
  });

  it('words the name rule differently in the register form and the code form', () => {
    expect(messages('register', { ...valid, name: 'Fatima 2' }).name).toBe(
      'Name contains invalid characters',
    );
    expect(messages('codeRegister', { name: 'Fatima_Ali', email: valid.email }).name).toBe(
      'Name can only contain letters, spaces, and hyphens',
    );
  });

  it('says so when a field holds invisible control characters, as the server would refuse it', () => {
    const refused = messages('profile', { name: 'Fatima', location: 'Seef\u0000', phone: '3600\u202E1234' });
    expect(refused.location).toBe('Remove the invisible or control characters');
    expect(refused.phone).toBe('Remove the invisible or control characters');
    expect(messages('register', { ...valid, password: 'Sunny-days-8\u0007' }).password).toBe(
      'Remove the invisible or control characters',
    );
  });

  it('accepts Arabic names, apostrophes and hyphens', () => {
    expect(validateAuthForm('register', { ...valid, name: "فاطمة O'Neil-Ali" }).ok).toBe(true);
  });

  it('checks an optional phone only when one is given', () => {
    expect(messages('register', { ...valid, phone: '3600-12ab' }).phone).toBe(
      'Please enter a valid phone number',
    );
    expect(messages('codeRegister', { name: 'Ali', email: valid.email, phone: '+973 abc' }).phone).toBe(
      'Please enter a valid phone number',
    );
    expect(validateAuthForm('register', { ...valid, phone: '+973 3600 1234' }).ok).toBe(true);
  });

  it('needs name, email and password to register', () => {
    expect(messages('register', { email: valid.email, password: valid.password })).toEqual({
      form: 'Please fill in all required fields',
      name: 'Please fill in all required fields',
    });
    expect(messages('register', { ...valid, password: '' }).form).toBe('Please fill in all required fields');
  });

  it('says the password is too short rather than let the server refuse it', () => {
    expect(messages('register', { ...valid, password: 'short1' }).password).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('sends the cleaned-up values and leaves empty optional fields out', () => {
    const result = validateAuthForm('register', {
      ...valid,
      email: '  Fatima@Example.COM ',
      name: ' <b>Fatima</b> Ali ',
      phone: '   ',
      location: '',
    });
    expect(result).toEqual({
      ok: true,
      data: { name: 'Fatima Ali', email: 'fatima@example.com', password: valid.password },
    });
  });

  it('adds the mode to a code request', () => {
    expect(
      validateAuthForm('codeRegister', { name: 'Ali', email: 'ali@example.com', location: 'Seef' }),
    ).toEqual({
      ok: true,
      data: { name: 'Ali', email: 'ali@example.com', location: 'Seef', mode: 'register' },
    });
  });
});
