// The palette's icons: one small outline per kind of result (drawn inline: the back-office has no icon library).
import type { RecordKind } from './api/find-records.ts';

const PATHS: Record<RecordKind | 'screen', string> = {
  screen: 'M4 5h16v14H4z M4 9h16',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
  customer: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1',
  part: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M5 5l2 2 M17 17l2 2 M5 19l2-2 M17 7l2-2',
  stock: 'M3 7l9-4 9 4-9 4z M3 7v10l9 4 9-4V7 M12 11v10',
  supplier: 'M3 21h18 M5 21V9l7-5 7 5v12 M9 21v-6h6v6',
};

export function PaletteIcon({ kind }: { kind: RecordKind | 'screen' }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
