import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { AgendaItem } from '@kontor/core/schemas/worker-app';
import { AgendaItemCard } from './agenda-item-card.tsx';

/** A titled part of a screen (a region named by its heading). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The head of a task's or visit's screen: its name and what the worker needs at the door. */
export function ItemHead({ title, item }: { title: string; item: AgendaItem }) {
  return (
    <>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        <AgendaItemCard item={item} linked={false} />
      </Stack>
    </>
  );
}
