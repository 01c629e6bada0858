import { Stack } from '@mantine/core';
import type { PropertySlotProps } from '../../../lib/record-slots.ts';
import { PropertyServiceList } from './property-service-list.tsx';
import { ServiceProofDownload } from './service-proof-download.tsx';

/** The property page's 'Leistungsverzeichnis' tab (slot `propertyServices`): entries and proof. */
export function PropertyServicesTab(props: PropertySlotProps) {
  return (
    <Stack gap="lg">
      <PropertyServiceList {...props} />
      <ServiceProofDownload {...props} />
    </Stack>
  );
}
