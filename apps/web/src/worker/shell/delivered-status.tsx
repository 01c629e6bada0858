import { Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { workerMessages as m } from '../messages.ts';
import type { Delivery } from '../outbox/delivery-tally.ts';

/** How long the confirmation stays (it is announced when it appears). */
export const DELIVERED_SHOWN_MS = 8000;

/** The latest delivery until it has been shown for a while (null when there is none). */
export function useFreshDelivery(delivered: Delivery | null): Delivery | null {
  const [expired, setExpired] = useState<Delivery | null>(null);
  useEffect(() => {
    if (!delivered) return;
    const timer = setTimeout(() => setExpired(delivered), DELIVERED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [delivered]);
  return delivered === expired ? null : delivered;
}

/**
 * 'Alle Änderungen wurden übertragen.' once the changes that waited are through. The live
 * region is always there (a region that appears with its text is not announced everywhere);
 * its text comes and goes.
 */
export function DeliveredStatus({ delivery }: { delivery: Delivery | null }) {
  return (
    <div role="status" className="worker-delivered">
      {delivery && (
        <Group gap={6} wrap="nowrap" className="worker-delivered-note">
          <IconCircleCheck size={20} aria-hidden />
          <Text size="sm" fw={600}>
            {m.delivered(delivery.sent, delivery.refused)}
          </Text>
        </Group>
      )}
    </div>
  );
}
