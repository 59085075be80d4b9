import { describe, expect, it } from 'vitest';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CurrencyBody, PaymentMethodBody } from '@shop/contracts';
import { recordFormErrors } from '../src/record-form.ts';
import { isPhone } from '../src/validators.ts';
import { messages as km } from '../src/locales/km/messages.ts';
import { messages as en } from '../src/locales/en/messages.ts';

const i18n = setupI18n({ locale: 'en', messages: { en, km } });
const words = (errors: Record<string, MessageDescriptor>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, i18n._(message)]));

describe('form validation from the contract schema', () => {
  it('names every field the API would refuse, with the schema as the only copy of the rules', () => {
    const errors = recordFormErrors(
      { schema: CurrencyBody },
      { code: 'riel', name: '', symbol: '៛', rate: '4100.1234567' },
    );
    expect(words(errors)).toEqual({
      code: 'This value has the wrong format',
      name: 'This field is required',
      rate: 'This value has the wrong format',
    });
  });

  it('accepts what the API accepts', () => {
    expect(
      recordFormErrors({ schema: CurrencyBody }, { code: 'THB', name: 'Thai baht', symbol: '฿', rate: '35.5' }),
    ).toEqual({});
  });

  it('reports a missing required property and a length limit, in Khmer too', () => {
    const errors = recordFormErrors({ schema: PaymentMethodBody }, { name: 'x'.repeat(101) } as Record<
      string,
      unknown
    >);
    expect(words(errors)).toEqual({ name: 'Use at most 100 characters', type: 'This field is required' });
    i18n.activate('km');
    expect(i18n._(errors.type!)).toBe('ត្រូវបំពេញប្រអប់នេះ');
    i18n.activate('en');
  });

  it('flags every missing field at once, not only the first', () => {
    const errors = recordFormErrors({ schema: CurrencyBody }, {});
    expect(words(errors)).toEqual({
      code: 'This field is required',
      name: 'This field is required',
      symbol: 'This field is required',
      rate: 'This field is required',
    });
  });

  it('adds the spec validators on top of the schema', () => {
    const rules = { accountNumber: (value: unknown) => (isPhone(value as string) ? null : msg`Digits only`) };
    const errors = recordFormErrors(
      { schema: PaymentMethodBody, rules },
      { name: 'ABA', type: 'BANK', accountNumber: '12-34' },
    );
    expect(Object.keys(errors)).toEqual(['accountNumber']);
  });
});
