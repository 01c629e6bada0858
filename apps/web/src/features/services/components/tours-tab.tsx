import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconCalendarShare,
  IconChevronLeft,
  IconChevronRight,
  IconFileTypePdf,
  IconRoute,
  IconTools,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekLabel, weekMondayOf, weekOptions } from '@kontor/core/tours/tour-weeks';
import { QueryError } from '../../../components/query-error.tsx';
import { formatDate } from '../../../lib/format.ts';
import { tourSheetHref, useTour } from '../api/get-tour.ts';
import { useServices, useWorkerOptions } from '../api/services-api.ts';
import { messages } from '../messages.ts';
import { useTourRole } from '../tour-role.ts';
import { CalendarFeedDialog } from './calendar-feed-dialog.tsx';
import { TourMatrix } from './tour-matrix.tsx';
import { OVERVIEW, parseTourWeek, weekInYear, weekStep, yearChoices } from '../tour-week-param.ts';

const t = messages.tour;

interface ToursTabProps {
  projectId: string;
  onGoToSettings: () => void;
  onGoToMatrix: () => void;
}

/**
 * 'Touren': a week ('Übersicht' or 'KW n' of the chosen year, this week by default) and, for
 * office and admin roles, a worker; both in the URL (?week=2026-11-23&worker=…). A worker sees
 * their own tour. The server enforces the same (a worker asking for another tour gets 403).
 */
export function ToursTab({ projectId, onGoToSettings, onGoToMatrix }: ToursTabProps) {
  const { office, userId: myId } = useTourRole();
  const [params, setParams] = useSearchParams();
  const today = berlinToday(Date.now());
  const { week, year } = parseTourWeek(params.get('week'), params.get('year'), today);
  const workerParam = office ? params.get('worker') : myId;
  const workers = useWorkerOptions(projectId, office);
  const services = useServices(projectId, office);
  const tour = useTour(projectId, workerParam, week, workerParam !== null);
  const [feedOpen, setFeedOpen] = useState(false);

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const weekData = useMemo(
    () => [{ value: OVERVIEW, label: t.overview }, ...weekOptions(year)],
    [year],
  );
  const workerOptions = (workers.data?.items ?? []).map((w) => ({ value: w.id, label: w.name }));
  const worker = tour.data?.worker ?? workers.data?.items.find((w) => w.id === workerParam) ?? null;
  const weekName = (monday: string | null) =>
    monday
      ? `${weekLabel(monday)} (${formatDate(monday)} – ${formatDate(addDays(monday, 6))})`
      : t.overview;

  const toolbar = (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" align="end" justify="space-between">
        <Group gap="sm" align="end">
          <Select
            label={t.year}
            data={yearChoices(today, year).map(String)}
            value={String(year)}
            onChange={(value) =>
              value && set(week ? { week: weekInYear(week, Number(value)) } : { year: value })
            }
            allowDeselect={false}
            w={110}
          />
          <Select
            label={t.week}
            data={weekData}
            value={week ?? OVERVIEW}
            onChange={(value) =>
              value &&
              set(
                value === OVERVIEW
                  ? { week: OVERVIEW, year: String(year) }
                  : { week: value, year: null },
              )
            }
            allowDeselect={false}
            searchable
            maxDropdownHeight={280}
            w={150}
          />
          <WeekButtons
            onStep={(step) => {
              const change = weekStep(week, step);
              if (change) set(change);
            }}
            overview={week === null}
            current={week === weekMondayOf(today)}
          />
          {office ? (
            <Select
              label={t.worker}
              placeholder={t.chooseWorker}
              data={workerOptions}
              value={workerParam}
              onChange={(value) => set({ worker: value })}
              searchable
              nothingFoundMessage="–"
              w={{ base: '100%', xs: 240 }}
            />
          ) : null}
        </Group>
        {worker ? (
          <Group gap="sm">
            {week ? (
              <Button
                component="a"
                href={tourSheetHref(projectId, worker.id, week)}
                variant="default"
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
              >
                {t.sheet}
              </Button>
            ) : (
              <Tooltip label={t.sheetNeedsWeek}>
                <Button
                  variant="default"
                  data-disabled
                  aria-disabled
                  onClick={(event) => event.preventDefault()}
                  leftSection={<IconFileTypePdf size={18} aria-hidden />}
                >
                  {t.sheet}
                </Button>
              </Tooltip>
            )}
            <Button
              variant="default"
              leftSection={<IconCalendarShare size={18} aria-hidden />}
              onClick={() => setFeedOpen(true)}
            >
              {t.subscribe}
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );

  let body;
  if (office && services.data?.items.length === 0) {
    body = (
      <EmptyState icon={<IconTools size={28} aria-hidden />} text={messages.matrix.noServices}>
        <Button onClick={onGoToSettings}>{messages.matrix.toSettings}</Button>
      </EmptyState>
    );
  } else if (office && workers.data?.items.length === 0) {
    body = <EmptyState icon={<IconRoute size={28} aria-hidden />} text={t.noWorkers} />;
  } else if (!workerParam) {
    body = <EmptyState icon={<IconRoute size={28} aria-hidden />} text={t.pickWorker} />;
  } else if (tour.isPending) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label="Lädt" />
      </Center>
    );
  } else if (tour.data && tour.data.properties.length === 0) {
    // Texts follow the answer shown (a previous week's while the next one loads).
    const shown = tour.data.week;
    const own = tour.data.worker.id === myId;
    const name = tour.data.worker.name;
    body = shown ? (
      <EmptyState
        icon={<IconRoute size={28} aria-hidden />}
        text={own ? t.ownEmptyWeek(weekLabel(shown)) : t.emptyWeek(name, weekLabel(shown))}
        hint={office ? t.emptyWeekHint : undefined}
      >
        {office ? (
          <Button variant="default" onClick={onGoToMatrix}>
            {t.toMatrix}
          </Button>
        ) : null}
      </EmptyState>
    ) : (
      <EmptyState
        icon={<IconRoute size={28} aria-hidden />}
        text={own ? t.ownEmptyOverview : t.emptyOverview(name)}
      >
        {office ? (
          <Button variant="default" onClick={onGoToMatrix}>
            {t.toMatrix}
          </Button>
        ) : null}
      </EmptyState>
    );
  } else if (tour.data) {
    body = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {tour.data.week ? weekName(tour.data.week) : t.overviewHint}
        </Text>
        <TourMatrix
          tour={tour.data}
          label={t.tableLabel(tour.data.worker.name, weekName(tour.data.week))}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {toolbar}
      <QueryError query={tour} />
      <div aria-busy={tour.isFetching}>{body}</div>
      {worker ? (
        <CalendarFeedDialog
          key={worker.id}
          projectId={projectId}
          worker={worker}
          own={worker.id === myId}
          opened={feedOpen}
          onClose={() => setFeedOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

/** 'Vorherige Woche', 'Heute' and 'Nächste Woche' beside the week picker. */
function WeekButtons({
  onStep,
  overview,
  current,
}: {
  onStep: (step: 'previous' | 'next' | 'today') => void;
  overview: boolean;
  current: boolean;
}) {
  return (
    <Button.Group aria-label={t.weekButtons}>
      <Tooltip label={t.previousWeek}>
        <Button
          variant="default"
          px="xs"
          aria-label={t.previousWeek}
          disabled={overview}
          onClick={() => onStep('previous')}
        >
          <IconChevronLeft size={18} aria-hidden />
        </Button>
      </Tooltip>
      <Button
        variant="default"
        title={t.todayHint}
        aria-current={current ? 'date' : undefined}
        onClick={() => onStep('today')}
      >
        {t.today}
      </Button>
      <Tooltip label={t.nextWeek}>
        <Button
          variant="default"
          px="xs"
          aria-label={t.nextWeek}
          disabled={overview}
          onClick={() => onStep('next')}
        >
          <IconChevronRight size={18} aria-hidden />
        </Button>
      </Tooltip>
    </Button.Group>
  );
}

function EmptyState({
  icon,
  text,
  hint,
  children,
}: {
  icon: ReactNode;
  text: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <Center py={48}>
      <Stack align="center" gap="sm" maw={480}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Text ta="center">{text}</Text>
        {hint ? (
          <Text ta="center" size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Center>
  );
}
