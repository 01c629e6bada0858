import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowUp, IconPlus } from '@tabler/icons-react';

export interface PageHeaderTab {
  value: string;
  label: string;
  disabled?: boolean;
  /** Shown beside the label, e.g. the rows in this state. */
  count?: number;
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Extra buttons on the right. */
  actions?: ReactNode;
  /** Shows a primary create button with this label. */
  createLabel?: string;
  onCreate?: () => void;
  /** Tab-like page states (spec 001 §2), e.g. the tabs of a detail page. */
  tabs?: PageHeaderTab[];
  activeTab?: string;
  onTabChange?: (value: string) => void;
  /** 2 for a list inside a record page that has its own title. */
  titleOrder?: 1 | 2;
}

/**
 * Page title, description, buttons and state tabs. Once the header scrolls out of view a
 * compact sticky bar with the title and a scroll-to-top button takes its place.
 */
export function PageHeader({
  title,
  description,
  actions,
  createLabel,
  onCreate,
  tabs,
  activeTab,
  onTabChange,
  titleOrder = 1,
}: PageHeaderProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The fixed app header (60 px) covers the top of the viewport, so shrink the root by it.
    const observer = new IntersectionObserver(
      // Only a header that went up out of view: one further down the page (a list below a
      // record's own header) has not been passed yet.
      ([entry]) => {
        if (entry) setCompact(!entry.isIntersecting && entry.boundingClientRect.top < 60);
      },
      { rootMargin: '-60px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const buttons = (
    <Group gap="sm" wrap="wrap" maw="100%">
      {/* Wide actions (e.g. a segmented state switch) scroll inside a phone-wide box. */}
      {actions ? (
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          {actions}
        </Box>
      ) : null}
      {createLabel && onCreate ? (
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {createLabel}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <>
      <Box ref={sentinel} component="header" mb="lg">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Title order={titleOrder} size={titleOrder === 1 ? 'h2' : 'h3'}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {buttons}
        </Group>
        {tabs && tabs.length > 0 ? (
          <Tabs
            value={activeTab ?? null}
            onChange={(value) => value && onTabChange?.(value)}
            mt="md"
          >
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab
                  key={tab.value}
                  value={tab.value}
                  disabled={tab.disabled}
                  rightSection={
                    tab.count === undefined ? undefined : (
                      <Badge size="sm" variant="light" circle={tab.count < 10}>
                        {tab.count}
                      </Badge>
                    )
                  }
                >
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* Empty panels: the page shows the content, the tabs' aria-controls need targets. */}
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value}>
                {null}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : null}
      </Box>
      {compact ? (
        <Paper
          shadow="sm"
          px="md"
          py={8}
          radius={0}
          data-testid="compact-header"
          style={{
            position: 'fixed',
            top: 'var(--app-shell-header-offset, 0px)',
            left: 'var(--app-shell-navbar-offset, 0px)',
            right: 0,
            zIndex: 150,
            borderBottom: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} truncate>
              {title}
            </Text>
            <Group gap="sm" wrap="nowrap">
              {buttons}
              <ActionIcon
                variant="light"
                aria-label="Nach oben"
                onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ) : null}
    </>
  );
}
