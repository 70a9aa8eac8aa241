import { Anchor, Group } from '@mantine/core';
import { disclosureTexts as T, getPublicDisclosureCsv, getPublicDisclosurePdf } from '@clube/contract/transparency';
import { buildUrl } from '../../../lib/api';

/** The CSV and PDF of a published disclosure: open files, plain links (no session needed). */
export function DisclosureFiles({ id }: { id: number }) {
  return (
    <Group gap="md">
      <Anchor href={buildUrl(getPublicDisclosureCsv.path, { id })} download>
        {T.csv}
      </Anchor>
      <Anchor href={buildUrl(getPublicDisclosurePdf.path, { id })} download>
        {T.pdf}
      </Anchor>
    </Group>
  );
}
