import { Alert, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { getErrorAnswer } from '@shop/client';
import { BackofficeErrorCode } from '@shop/contracts';
import { localizedName } from '@shop/i18n';
import { usePartNumberCheck } from '../api/part-number-check.ts';

/**
 * The API's refusal of a number the maker already has (409 DUPLICATE on partNumber), worded from its facts in the
 * reader's language and naming the part that has it; undefined for any other error (the kit words those).
 */
export function usePartNumberClash(): (error: unknown) => MessageDescriptor | undefined {
  const { i18n } = useI18n();
  return (error) => {
    const answer = getErrorAnswer(error);
    const facts = answer?.facts;
    if (answer?.status !== 409 || answer.code !== BackofficeErrorCode.duplicate || answer.field !== 'partNumber')
      return undefined;
    if (!facts || typeof facts.partNumber !== 'string') return undefined;
    const number = facts.partNumber;
    const name = localizedName(
      {
        name: String(facts.name ?? ''),
        nameKh: typeof facts.nameKh === 'string' ? facts.nameKh : null,
      },
      i18n.locale,
    );
    return msg`This maker already has part ${number} (${name}). Use that part, or give this one its own number.`;
  };
}

/**
 * Under the part number as it is typed: the maker's own part of that number (saving would be refused), and other
 * makers' parts of it (allowed: two makers may number parts alike, but staff should know before saving).
 */
export function PartNumberCheck({
  partNumber,
  makerId,
  exceptId,
}: {
  partNumber: string;
  makerId: string | null;
  exceptId?: number;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const check = usePartNumberCheck(partNumber, makerId ? Number(makerId) : undefined, exceptId);
  if (!check.data) return null;
  const { sameMaker, otherMakers } = check.data;
  const others = otherMakers
    .map(
      (match) =>
        `${match.partNumber} · ${localizedName(match.maker, i18n.locale)} (${localizedName(match, i18n.locale)})`,
    )
    .join(', ');
  return (
    <>
      {sameMaker ? (
        <Alert color="red" variant="light">
          <Text size="sm">
            {t`This maker already has part ${sameMaker.partNumber} (${localizedName(sameMaker, i18n.locale)}); saving will be refused.`}
          </Text>
        </Alert>
      ) : null}
      {otherMakers.length > 0 ? (
        <Alert color="yellow" variant="light">
          <Text size="sm">
            {t`Another maker uses this number too: ${others}. You can save; check that it is not the same part.`}
          </Text>
        </Alert>
      ) : null}
    </>
  );
}
