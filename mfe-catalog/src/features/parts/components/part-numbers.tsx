import { Alert, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { MatchedNumber, PartNumberKind, PartNumberView } from '@shop/contracts';
import { PART_NUMBER_STYLE } from '@shop/ui';
import { useLocalizedName } from '@shop/i18n';
import { paths, useRouteLocale } from '../../../lib/paths.ts';

/** What each kind of cross-reference number is, as a mechanic reads it. */
export const numberKindLabels: Record<PartNumberKind, MessageDescriptor> = {
  OEM: msg`Vehicle maker's number (OEM)`,
  AFTERMARKET: msg`Equivalent`,
  REPLACES: msg`Replaces`,
  REPLACED_BY: msg`Replaced by`,
};

/** A superseded part says so first, and links to the shop's part that replaced it when the shop sells it. */
export function ReplacedByNotice({ numbers }: { numbers: PartNumberView[] }) {
  const { t } = useLingui();
  const locale = useRouteLocale();
  const nameOf = useLocalizedName();
  const replacement = numbers.find((entry) => entry.kind === 'REPLACED_BY');
  if (!replacement) return null;
  const number = replacement.number;
  return (
    <Alert color="orange" data-testid="replaced-by" title={t`This part has been replaced by ${number}.`}>
      {replacement.part ? (
        <Anchor component={Link} to={paths.part(locale, replacement.part.id)} data-testid="replacement-link">
          {t`See the replacement: ${nameOf(replacement.part)}`}
        </Anchor>
      ) : (
        <Text size="sm">{t`Ask the store for the replacement.`}</Text>
      )}
    </Alert>
  );
}

/** Every other number the part goes by, each linking to the shop's part sold under it when there is one. */
export function PartNumbersTable({ numbers }: { numbers: PartNumberView[] }) {
  const { i18n } = useLingui();
  const locale = useRouteLocale();
  return (
    <Table data-testid="part-numbers">
      <Table.Tbody>
        {numbers.map((entry) => (
          <Table.Tr key={`${entry.kind} ${entry.number}`} data-kind={entry.kind}>
            <Table.Td>{i18n._(numberKindLabels[entry.kind])}</Table.Td>
            <Table.Td style={PART_NUMBER_STYLE}>
              {entry.part ? (
                <Anchor component={Link} to={paths.part(locale, entry.part.id)}>
                  {entry.number}
                </Anchor>
              ) : (
                entry.number
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a search result found by a cross-reference number: which one ("Replaces 04465-0K020"). */
export function MatchedNumberNote({ matched }: { matched: MatchedNumber }) {
  const { i18n } = useLingui();
  return (
    <Group gap={4} data-testid="matched-number">
      <Badge size="xs" variant="light" color="teal">
        {i18n._(numberKindLabels[matched.kind])}
      </Badge>
      <Text size="xs" style={PART_NUMBER_STYLE}>
        {matched.number}
      </Text>
    </Group>
  );
}
