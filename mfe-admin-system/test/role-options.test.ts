// The roles offered when a super admin adds, changes or promotes a staff account are worded in the reader's
// language (they are declared outside a component, where only `msg` descriptors are translated).
import { describe, expect, it } from 'vitest';
import { activateRouteLocale, i18n } from '@shop/i18n';
import '../src/lib/i18n.ts';
import { roleOptions } from '../src/features/people/components/admin-form-modal.tsx';

describe('role options', () => {
  it('are worded in English', async () => {
    await activateRouteLocale('en');
    expect(roleOptions(i18n).map((option) => option.label)).toEqual([
      'Admin',
      'Super admin',
      'Developer',
      'Customer (no longer staff)',
    ]);
  });

  it('are worded in Khmer', async () => {
    await activateRouteLocale('kh');
    const labels = roleOptions(i18n).map((option) => option.label);
    expect(labels).toEqual(['អ្នកគ្រប់គ្រង', 'អ្នកគ្រប់គ្រងជាន់ខ្ពស់', 'អ្នកអភិវឌ្ឍន៍', 'អតិថិជន (លែងជាបុគ្គលិក)']);
  });
});
