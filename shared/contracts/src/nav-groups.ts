// Groups of the back-office menu. No TypeBox here: the shell orders its menu without loading the schema library.

/** Groups of the back-office menu, in the order the menu shows them. */
export const NAV_GROUPS = ['Overview', 'Sales', 'Stock', 'Catalogue', 'People', 'System'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];
