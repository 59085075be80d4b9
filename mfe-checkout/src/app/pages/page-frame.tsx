import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { RemotePage } from '../../lib/remote-page.tsx';
import { usePageTitle } from '@shop/ui';

/** The frame of every page of this remote: the remote's marker, a width for the spec's breakpoints, the heading. */
export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <RemotePage>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          {title ? <Title order={1}>{title}</Title> : null}
          {children}
        </Stack>
      </Container>
    </RemotePage>
  );
}
