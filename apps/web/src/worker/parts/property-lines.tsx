import { Anchor, Text } from '@mantine/core';
import type { AgendaProperty } from '@kontor/core/schemas/worker-app';
import { mapsUrl } from '../queries/agenda.ts';
import { screenMessages as m } from '../screens/screen-messages.ts';

/** What the worker needs at the door: the address (opens the maps app), key number, info. */
export function PropertyLines({ property }: { property: AgendaProperty }) {
  const address = property.address.trim();
  return (
    <>
      <Text size="sm" fw={600}>
        {property.name}
      </Text>
      {address && (
        <Anchor
          href={mapsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={m.openMaps(address.replaceAll('\n', ', '))}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {address}
        </Anchor>
      )}
      {property.keyNumber !== null && (
        <Text size="sm">
          {m.keyNumber} {property.keyNumber}
        </Text>
      )}
      {property.info.trim() && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {property.info}
        </Text>
      )}
    </>
  );
}
