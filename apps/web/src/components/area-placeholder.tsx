import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Honest placeholder for areas whose screens arrive in a later issue. */
export function AreaPlaceholder({
  title,
  text = 'Dieser Bereich folgt in Kürze.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconTools size={28} />
        </ThemeIcon>
        {title ? (
          <Title order={2} size="h4" ta="center">
            {title}
          </Title>
        ) : null}
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
