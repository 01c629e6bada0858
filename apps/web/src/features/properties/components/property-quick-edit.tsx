import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { useProperty } from '../api/get-property.ts';
import { messages } from '../messages.ts';
import { PropertySettings } from './property-settings.tsx';

/** The slide-in editor of the property list: the settings of one property. */
export function PropertyQuickEdit({
  projectId,
  propertyId,
}: {
  projectId: string;
  propertyId: string;
}) {
  const property = useProperty(projectId, propertyId);
  if (property.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Lädt" />
      </Center>
    );
  }
  if (property.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={messages.loadFailed}>
        {errorMessage(property.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {property.data.name}
      </Title>
      <PropertySettings key={property.data.id} projectId={projectId} property={property.data} />
    </Stack>
  );
}
