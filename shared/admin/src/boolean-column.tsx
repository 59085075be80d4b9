// A yes/no field of a record (active, enabled, public) the same way on every list: a select filter with the
// two words, and a badge coloured as ACTIVE or INACTIVE.
import type { ListFilter } from './list-screen.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface YesNoWords {
  yes: string;
  no: string;
}

export function booleanFilter(name: string, label: string, words: YesNoWords): ListFilter {
  return {
    name,
    label,
    kind: 'select',
    options: [
      { value: 'true', label: words.yes },
      { value: 'false', label: words.no },
    ],
  };
}

export function BooleanBadge({ value, words }: { value: boolean; words: YesNoWords }) {
  return value ? (
    <StatusBadge status="ACTIVE">{words.yes}</StatusBadge>
  ) : (
    <StatusBadge status="INACTIVE">{words.no}</StatusBadge>
  );
}
