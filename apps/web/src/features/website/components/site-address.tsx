import { Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { publicPageUrl } from '@kontor/core/schemas/website';
import { DomainSettingLink } from '../../../components/domain-setting-link.tsx';
import { useWebsiteSettings } from '../api/website-settings-api.ts';
import { pagesMessages as m } from '../pages-messages.ts';

/**
 * 'Seite ansehen': the page on the public site (new tab). Without a domain it says what is
 * missing and where to set it, instead of a button that leads nowhere.
 */
export function ViewPageButton({ projectId, path }: { projectId: string; path: string }) {
  const settings = useWebsiteSettings(projectId);
  if (!settings.data) return null;
  const url = publicPageUrl(settings.data.domain, path);
  if (!url) {
    return (
      <Text size="sm" c="dimmed">
        {m.viewPageNoDomain} <DomainSettingLink projectId={projectId} label={m.setDomain} />
      </Text>
    );
  }
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={<IconExternalLink size={16} aria-hidden />}
    >
      {m.viewPage}
    </Button>
  );
}
