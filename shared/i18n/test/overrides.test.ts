import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { applyTranslationOverrides, i18n, loadCatalog } from '../src/index.ts';

// Catalogues as `lingui compile` writes them: message id -> compiled message.
const shellCatalog = { cartId: compileMessage('Cart'), homeId: compileMessage('Home') };
const remoteCatalog = { cartId: compileMessage('Cart'), ordersId: compileMessage('Orders') };

describe('strings admins changed', () => {
  it('replace the built string, also in catalogues loaded afterwards, and leave the others alone', async () => {
    loadCatalog('en', shellCatalog);
    i18n.activate('en');
    expect(i18n._('cartId')).toBe('Cart');

    const result = await applyTranslationOverrides('en', {
      cartId: 'Basket',
      countId: '{count, plural, one {# part} other {# parts}}',
    });
    expect(result).toEqual({ applied: 2, rejected: [] });
    expect(i18n._('cartId')).toBe('Basket');
    expect(i18n._('homeId')).toBe('Home');
    expect(i18n._('countId', { count: 3 })).toBe('3 parts');

    // A remote's routes load later with its own copy of the message: the admin's text still wins.
    loadCatalog('en', remoteCatalog);
    expect(i18n._('cartId')).toBe('Basket');
    expect(i18n._('ordersId')).toBe('Orders');
  });

  it('apply per language', async () => {
    loadCatalog('km', { cartId: compileMessage('កន្ត្រក') });
    await applyTranslationOverrides('km', { cartId: 'កន្ត្រកទំនិញ' });
    i18n.activate('km');
    expect(i18n._('cartId')).toBe('កន្ត្រកទំនិញ');
    i18n.activate('en');
    expect(i18n._('cartId')).toBe('Basket');
  });

  it('keep the built string when the changed text is not a valid message', async () => {
    loadCatalog('en', { brokenId: compileMessage('Checkout') });
    const result = await applyTranslationOverrides('en', { brokenId: '{count, plural, one {# part}', blankId: '  ' });
    expect(result).toEqual({ applied: 0, rejected: ['brokenId', 'blankId'] });
    i18n.activate('en');
    expect(i18n._('brokenId')).toBe('Checkout');
  });
});

describe('a newer set of changed strings', () => {
  it('replaces the previous one: a change taken back shows the built text again', async () => {
    loadCatalog('en', { takenBackId: compileMessage('Add to cart') });
    i18n.activate('en');
    await applyTranslationOverrides('en', { takenBackId: 'Put in basket' });
    expect(i18n._('takenBackId')).toBe('Put in basket');
    await applyTranslationOverrides('en', {});
    expect(i18n._('takenBackId')).toBe('Add to cart');
  });
});
