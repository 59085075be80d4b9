// Where a package's strings appear, in people's words: the translations screen and the audit trail's release notes
// name the part of the shop a person sees ("Storefront: cart and checkout"), never the developers' folder names.
import { useLingui } from '@lingui/react/macro';

/** A workspace package (`mfe-checkout`, `shared/ui`, as the API names them) as the part of the shop it draws. */
export function usePackageWords(): (pkg: string) => string {
  const { t } = useLingui();
  const words: Record<string, string> = {
    shell: t`Every page: header, menus and footer`,
    'mfe-catalog': t`Storefront: browsing and part pages`,
    'mfe-checkout': t`Storefront: cart and checkout`,
    'mfe-account': t`Storefront: sign-in and the shopper's account`,
    'mfe-admin-orders': t`Back-office: orders, invoices and receipts`,
    'mfe-admin-stock': t`Back-office: stock and catalogue`,
    'mfe-admin-system': t`Back-office: people and settings`,
    'shared/admin': t`Back-office: every screen`,
    'shared/ui': t`Storefront and back-office: shared parts`,
  };
  // The manifest's names use underscores (mfe_catalog); a package the list does not know reads as itself.
  return (pkg) => words[pkg.replace(/_/g, '-')] ?? pkg;
}
